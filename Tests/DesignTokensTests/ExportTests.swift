import AssetCatalog
import DesignTokens
import Foundation
import LosslessJSON
import Testing
import TestSupport

/// The demo's exports against golden files, and the DTCG structure of every export.
@Suite struct ExportTests {
    static let demo = CatalogLoader.loadCatalog(at: Tokens.demo)

    /// Compares with `Tests/Fixtures/golden/tokens/NAME`; `PALETTE_UPDATE_GOLDEN=1` rewrites it.
    func checkGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = SharedFolder.fixtures.appendingPathComponent("golden/tokens").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["PALETTE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from golden/tokens/\(name) (PALETTE_UPDATE_GOLDEN=1 rewrites it)", sourceLocation: sourceLocation)
    }

    @Test func theDemoAsAResolverDocument() throws {
        try checkGolden(TokenExport().text([Self.demo], labels: ["Demo"], form: .resolver), "Demo.resolver.json")
    }

    @Test func theDemoAsOneFileWithExtensions() throws {
        try checkGolden(TokenExport().text([Self.demo], labels: ["Demo"], form: .extensions), "Demo.tokens.json")
    }

    @Test func theDemoAsCSS() throws {
        let css = CSSExport.text([Self.demo])
        #expect(css.diagnostics.isEmpty)
        try checkGolden(try #require(css.text), "Demo.css")
    }

    @Test func configuredModeNamesNameTheContexts() throws {
        var modes = ModeMap.standard
        modes.map("night", to: .dark)
        let document = try JSONDocument(text: TokenExport(modes: modes).text([Self.demo], labels: ["Demo"], form: .resolver))
        #expect(document.root["modifiers"]?["appearance"]?["contexts"]?.keys == ["light", "night", "light-high-contrast", "dark-high-contrast"])
    }

    @Test(arguments: TokenExport.Modes.allCases)
    func everyTokenHasATypeAndAValueOfTheRightShape(_ form: TokenExport.Modes) throws {
        var catalogs = [Self.demo]
        if let corpus = SharedFolder.corpus {
            catalogs += RoundTripTests.corpusCatalogs.map { CatalogLoader.loadCatalog(at: $0) }
            #expect(corpus.path.isEmpty == false)
        }
        for catalog in catalogs {
            let document = try JSONDocument(text: TokenExport().text([catalog], labels: [catalog.name], form: form))
            var sets: [JSONNode] = []
            switch form {
            case .resolver:
                let root = document.root
                #expect(root["version"]?.stringValue == "2025.10")
                #expect(root["resolutionOrder"]?.elements.map { $0["$ref"]?.stringValue } == ["#/sets/light", "#/modifiers/appearance"])
                let contexts = try #require(root["modifiers"]?["appearance"]?["contexts"])
                #expect(contexts.keys == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
                #expect(contexts["light"]?.count == 0)
                #expect(root["modifiers"]?["appearance"]?["default"]?.stringValue == "light")
                let base = try #require(root["sets"]?["light"]?["sources"]?[0])
                sets = [base] + contexts.members.compactMap { $0.value[0] }
                #expect(sets.count == 4)
            case .extensions:
                sets = [document.root]
            }
            var count = 0
            for (offset, set) in sets.enumerated() {
                let tokens = Self.checkTokens(set, path: catalog.path)
                if offset == 0 { count = tokens }
            }
            let colored = catalog.colorSets.filter { $0.variants.contains(where: \.hasColor) }.count
            #expect(count >= colored, "\(catalog.path)")
        }
    }

    /// Checks every token below `group`; returns how many there are.
    static func checkTokens(_ group: JSONNode, path: String) -> Int {
        var count = 0
        for (key, child) in group.members {
            #expect(!key.contains(".") && !key.contains("{") && !key.contains("}"), "name '\(key)' in \(path)")
            if key.hasPrefix("$") {
                #expect(["$schema", "$extensions"].contains(key), "\(key) in \(path)")
                continue
            }
            guard let value = child["$value"] else {
                count += checkTokens(child, path: path)
                continue
            }
            count += 1
            #expect(child["$type"]?.stringValue == "color", "\(key) in \(path)")
            checkColor(value, path: path + " " + key)
            for mode in child["$extensions"]?["com.palette.modes"]?.members ?? [] {
                if let value = mode.value["$value"] { checkColor(value, path: path + " " + key + " " + mode.key) }
            }
        }
        return count
    }

    /// A 2025.10 color object: `colorSpace` one of palette's, three finite components, alpha in 0...1, a 6-digit hex.
    static func checkColor(_ value: JSONNode, path: String) {
        #expect(value.keys == ["colorSpace", "components", "alpha", "hex"], "\(path)")
        #expect(["srgb", "display-p3", "srgb-linear"].contains(value["colorSpace"]?.stringValue ?? ""), "\(path)")
        let components = value["components"]?.elements ?? []
        #expect(components.count == 3 && components.allSatisfy { $0.doubleValue?.isFinite == true }, "\(path)")
        #expect(value["alpha"]?.doubleValue.map { (0...1).contains($0) } == true, "\(path)")
        let hex = value["hex"]?.stringValue ?? ""
        #expect(hex.count == 7 && hex.hasPrefix("#") && hex.dropFirst().allSatisfy(\.isHexDigit), "\(path)")
    }

    @Test func namesRoundTripThroughTheEscapes() {
        for name in ["search.bar.background", "$money", "100%", "{brace}", "plain name", "a%2Eb"] {
            let encoded = TokenName.encode(name)
            #expect(!encoded.contains(".") && !encoded.hasPrefix("$") && !encoded.contains("{"))
            #expect(TokenName.decode(encoded) == name)
        }
    }

    /// Names are escaped by characters: a `.` carrying a combining mark is no `.`; other
    /// scripts pass through; escapes read in either case, anything else after `%` stays.
    @Test func escapesFollowCharactersAndReadInEitherCase() {
        #expect(TokenName.encode("e\u{301}.x.\u{301}") == "e\u{301}%2Ex.\u{301}")
        #expect(TokenName.encode("$\u{E9}t\u{E9}.$") == "%24\u{E9}t\u{E9}%2E$")
        #expect(TokenName.decode("a%2eb%7b%7D%24%25") == "a.b{}$%")
        #expect(TokenName.decode("50%\u{2}5 %zz %2") == "50%\u{2}5 %zz %2")
    }

    @Test func cssPropertiesFollowTheCascade() throws {
        let css = try #require(CSSExport.text([Self.demo]).text)
        #expect(css.contains("  --brand-accent: #5B4CF0;\n"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root {\n"))
        #expect(css.contains("@media (prefers-contrast: more) {"))
        #expect(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more) {"))
        #expect(css.contains("@supports (color: color(display-p3 1 1 1)) {"))
        #expect(css.contains("--brand-accent-vivid: color(display-p3 "))
    }
}
