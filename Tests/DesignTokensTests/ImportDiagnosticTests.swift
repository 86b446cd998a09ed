import AssetCatalog
import DesignTokens
import Foundation
import Testing
import TestSupport

/// Bad token files are diagnostics with file:line:column, and nothing is written.
@Suite struct ImportDiagnosticTests {
    func diagnostics(_ fixture: String) throws -> (TokenImport, [String]) {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        let plan = TokenImport.plan(tokenPaths: [Tokens.fixture(fixture)], into: catalog, modes: .standard)
        #expect(plan.changes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: catalog))
        let path = Tokens.fixture(fixture)
        return (plan, plan.diagnostics.map { $0.formatted.replacingOccurrences(of: path, with: fixture) })
    }

    @Test func invalidJSONIsASyntaxError() throws {
        let (plan, lines) = try diagnostics("invalid.json")
        #expect(plan.hasErrors)
        #expect(plan.diagnostics.map(\.code) == ["json.trailing-comma"])
        #expect(lines.first?.hasPrefix("invalid.json:3:52: error:") == true, "\(lines)")
    }

    @Test func aRepeatedKeyIsAWarningAtTheSecondAndTheLastValueIsImported() throws {
        let folder = try TemporaryFolder([
            "dup.tokens.json": """
                {
                  "brand": { "$type": "color", "$value": "#112233" },
                  "brand": { "$type": "color", "$value": "#445566", "$value": "#778899" }
                }
                """,
        ])
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([folder.url("dup.tokens.json")], into: catalog)
        #expect(plan.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.severity) \($0.finding.code)" }
                    == ["3:3 warning json.duplicate-key", "3:53 warning json.duplicate-key"])
        #expect(try Tokens.hex("brand", in: catalog) == "#778899")
    }

    @Test func aProblemInASetSharedByEveryContextIsReportedOnce() throws {
        let folder = try TemporaryFolder([
            "base.json": ##"{"brand": {"$type": "color", "$value": "#11223"}, "gap": {"$type": "dimension", "$value": "4px"}}"##,
            "light.json": ##"{"fg": {"$type": "color", "$value": "#FFFFFF"}}"##,
            "dark.json": ##"{"fg": {"$type": "color", "$value": "#000000"}}"##,
            "r.resolver.json": """
                {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
                """,
        ])
        let plan = TokenImport.plan(tokenPaths: [folder.url("r.resolver.json")], into: folder.url("New.xcassets"), modes: .standard)
        #expect(plan.diagnostics.map(\.code) == ["tokens.invalid-color", "tokens.not-color"])
    }

    @Test func anUnknownTypeIsAnErrorAtTheType() throws {
        let (plan, lines) = try diagnostics("unknown-type.tokens.json")
        #expect(plan.diagnostics.map(\.code) == ["tokens.unknown-type"])
        #expect(lines.first?.hasPrefix("unknown-type.tokens.json:3:24: error: unknown '$type' 'colour'") == true, "\(lines)")
    }

    @Test func aBrokenAliasIsAnErrorAtTheAlias() throws {
        let (plan, lines) = try diagnostics("broken-alias.tokens.json")
        #expect(plan.diagnostics.map(\.code) == ["tokens.broken-alias"])
        #expect(lines == ["broken-alias.tokens.json:5:24: error: token 'color.link' refers to 'color.brnad', which is not a token"])
    }

    @Test func anAliasCycleIsAnError() throws {
        let (plan, lines) = try diagnostics("alias-cycle.tokens.json")
        #expect(plan.diagnostics.map(\.code) == ["tokens.alias-cycle", "tokens.alias-cycle"])
        #expect(lines.first == "alias-cycle.tokens.json:5:21: error: aliases form a cycle: color.a -> color.b -> color.a")
    }

    @Test func everyCodeIsInTheFindingCatalogue() {
        let findings: [Finding] = [
            .tokenUnknownType("x"), .tokenNotColor(token: "t", type: "number"), .tokenInvalidColor(token: "t", reason: "r"),
            .tokenBrokenAlias(token: "t", target: "u"), .tokenAliasCycle(chain: "a -> a"), .tokenInvalidName("/"),
            .tokenUnmappedMode("m"), .tokenModeConflict(mode: "m", chosen: "n", appearance: "Dark"), .tokenInvalidResolver(reason: "r"), .tokenConverted(token: "t", from: "oklch", to: "srgb"),
        ]
        #expect(Set(findings.map(\.code)).count == findings.count)
        #expect(findings.allSatisfy { $0.code.hasPrefix("tokens.") && !$0.message.isEmpty })
    }

    @Test func anInvalidColorIsAnErrorAndAControlCharacterNameIsRefused() throws {
        let folder = try TemporaryFolder([
            "bad.tokens.json": """
                {"a": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}},
                 "b\\u0007": {"$type": "color", "$value": "#000000"}}
                """,
        ])
        let plan = TokenImport.plan(tokenPaths: [folder.url("bad.tokens.json")], into: folder.url("New.xcassets"), modes: .standard)
        #expect(plan.diagnostics.map(\.code) == ["tokens.invalid-name", "tokens.invalid-color"])
        #expect(plan.changes.isEmpty)
    }
}
