import CatalogDiff
import Foundation
import LosslessJSON
import Testing
import TestSupport
@testable import PaletteCLI

/// `palette diff` run as a user would, in temporary git repositories.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "the palette binary is built by 'swift test'"))
struct DiffCommandTests {
    static var palette: String { PaletteExecutable.url!.path }

    @Test(arguments: [("text", "diff/small.txt"), ("markdown", "diff/small.md")])
    func outputMatchesItsGoldenFile(_ format: String, _ golden: String) throws {
        let repository = try DiffFixtureRepository.make()
        let result = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--format", format])
        #expect(result.status == 0, "\(result.output)")
        #expect(CLI.rawControls(in: result.output).isEmpty)
        try Golden.check(result.output, against: golden)
    }

    @Test func theJSONFollowsTheDocumentedSchema() throws {
        let repository = try DiffFixtureRepository.make()
        let result = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--format", "json"])
        #expect(result.status == 0, "\(result.output)")
        let document = try JSONDocument(text: result.output)
        #expect(try DiffSchema.check().problems(in: document.root) == [])
        let changes = document.root["colors"]?.elements.compactMap { $0["change"]?.stringValue } ?? []
        #expect(Set(changes) == ["added", "removed", "modified", "renamed"])
        #expect(document.root["catalogs"]?.elements.compactMap { $0["catalog"]?.stringValue } == ["App/Widgets.xcassets"])
    }

    @Test func withoutRevisionsTheWorkTreeIsComparedWithHEAD() throws {
        let repository = try DiffFixtureRepository.make()
        #expect(try repository.run([Self.palette, "diff"]).output == "no color changes\n")
        try repository.write(XcodeJSON.colorSet([DiffFixtureRepository.hex((0x43, 0x43, 0x50))]),
                             to: "App/Colors.xcassets/Brand/tint.colorset/Contents.json")
        let result = try repository.run([Self.palette, "diff", "--format", "json"])
        #expect(result.status == 0, "\(result.output)")
        let document = try JSONDocument(text: result.output)
        #expect(document.root["old"]?.stringValue == "HEAD" && document.root["new"]?.stringValue == "work tree")
        #expect(document.root["colors"]?.elements.compactMap { $0["name"]?.stringValue } == ["Brand/tint"])
        // One revision: that revision against the work tree; a path narrows what is compared.
        let since = try repository.run([Self.palette, "diff", "HEAD~1", "App/Widgets.xcassets"])
        #expect(since.output.hasPrefix("App/Widgets.xcassets (added catalog)\n"), "\(since.output)")
        #expect(since.output.hasSuffix("1 color: 1 added\n"), "\(since.output)")
    }

    @Test func outsideARepositoryTwoFoldersAreCompared() throws {
        let folder = try TemporaryFolder([
            "old/A.xcassets/x.colorset/Contents.json": XcodeJSON.colorSet([DiffFixtureRepository.hex((1, 2, 3))]),
            "new/A.xcassets/x.colorset/Contents.json": XcodeJSON.colorSet([DiffFixtureRepository.hex((1, 2, 4))]),
        ])
        // Run from inside the folder, away from any repository.
        var environment = Spawn.cleanEnvironment
        environment["GIT_CEILING_DIRECTORIES"] = (folder.path as NSString).deletingLastPathComponent
        func run(_ arguments: [String]) throws -> SpawnResult {
            try Spawn.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, Self.palette, "diff"] + arguments,
                          environment: environment)
        }
        let result = try run(["old", "new"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("A.xcassets\n  modified  x\n"), "\(result.output)")
        let catalogs = try run(["old/A.xcassets", "new/A.xcassets"])
        #expect(catalogs.output.hasPrefix("A.xcassets\n  modified  x\n"), "\(catalogs.output)")
        let one = try run(["old"])
        #expect(one.status == 1)
        #expect(one.output == "palette: error: not in a git repository; give two folders to compare: palette diff OLD_PATH NEW_PATH\n")
        // Inside a repository (this package's), two folders outside it are compared as folders, as git does.
        let fromRepository = try CLI.run(["diff", folder.url("old"), folder.url("new")])
        #expect(fromRepository.output.hasPrefix("A.xcassets\n  modified  x\n"), "\(fromRepository.output)")
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        ErrorCase(arguments: ["nonsense"], message: "'nonsense' is neither a revision nor a path in the work tree; put paths after '--'"),
        ErrorCase(arguments: ["nonsense", "--", "App"], message: "unknown revision 'nonsense'"),
        ErrorCase(arguments: ["HEAD", "HEAD", "HEAD", "--", "App"], message: "at most two revisions come before '--'"),
        ErrorCase(arguments: ["main"], message: "'main' is both a revision and a path; put paths after '--'"),
    ])
    func revisionsAndPathsThatCannotBeToldApartAreErrors(_ testCase: ErrorCase) throws {
        let repository = try DiffFixtureRepository.make()
        try repository.write("", to: "main")
        let result = try repository.run([Self.palette, "diff"] + testCase.arguments)
        #expect(result.status == 1)
        #expect(result.output == "palette: error: \(testCase.message)\n")
    }

    @Test func aPathAfterTheSeparatorMayNameACatalogTheWorkTreeNoLongerHas() throws {
        let repository = try DiffFixtureRepository.make()
        try repository.remove("App/Widgets.xcassets")
        let result = try repository.run([Self.palette, "diff", "HEAD", "--", "App/Widgets.xcassets"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("App/Widgets.xcassets (removed catalog)\n  removed   widgetBackground\n"), "\(result.output)")
    }

    @Test func failOnRegressionWithoutAPolicySaysSoAndPasses() throws {
        let repository = try DiffFixtureRepository.make()
        let result = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--fail-on-regression", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.contains("palette: note: no contrast policy is configured, so --fail-on-regression has nothing to check\n"))
    }
}

/// The schema README documents, from the golden folder.
enum DiffSchema {
    static func check() throws -> JSONSchemaCheck {
        let url = SharedFolder.fixtures.appendingPathComponent("golden/diff/schema.json")
        return JSONSchemaCheck(schema: try JSONDocument(bytes: [UInt8](Data(contentsOf: url))))
    }
}
