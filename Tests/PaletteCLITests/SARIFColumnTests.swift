import Foundation
import Testing
import TestSupport
import AssetCatalog
@testable import PaletteCLI

/// SARIF columns are counted as the log declares: UTF-16 code units, what GitHub code scanning reads.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "the palette binary is built by 'swift test'"))
struct SARIFColumnTests {
    @Test func aColumnAfterNonASCIITextCountsUTF16CodeUnits() throws {
        // `{"é😀": 1,, }`: the second comma is byte 14 (é is 2 bytes, 😀 4) but UTF-16 unit 11 (é 1, 😀 2).
        let folder = try TemporaryFolder([
            "App/A.xcassets/Contents.json": XcodeJSON.folder(),
            "App/A.xcassets/x.colorset/Contents.json": "{\"\u{E9}\u{1F600}\": 1,, }\n",
        ])
        func run(_ arguments: [String]) throws -> SpawnResult {
            try Spawn.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, PaletteExecutable.url!.path] + arguments,
                          environment: Spawn.cleanEnvironment)
        }
        let text = try run(["check", "--no-infer", "App"])
        #expect(text.output.contains("App/A.xcassets/x.colorset/Contents.json:1:14: error:"), "\(text.output)")
        let sarif = try run(["check", "--no-infer", "--format", "sarif", "App"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        let regions = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        }
        #expect(regions.contains { $0["startLine"] as? Int == 1 && $0["startColumn"] as? Int == 11 }, "\(sarif.output)")
    }

    @Test func columnsOfPlainLinesAndUnreadableFilesStayAsTheyAre() {
        var columns = SARIFColumns()
        #expect(columns.utf16Column(file: "/nonexistent/palette/file.json", line: 3, column: 7) == 7)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-columns-\(getpid()).json").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("plain line\n\u{1F600}x\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(columns.utf16Column(file: file, line: 1, column: 6) == 6)
        #expect(columns.utf16Column(file: file, line: 2, column: 5) == 3)   // after the emoji: 4 bytes, 2 units
        #expect(columns.utf16Column(file: file, line: 2, column: 3) == 2)   // inside it: the cut sequence counts as one
        #expect(columns.utf16Column(file: file, line: 9, column: 4) == 4)   // past the end: as given
    }

    /// `check --format sarif` counts a colorset's columns in the bytes it loaded: the file saved
    /// again (ASCII only, its lines moved) after the load does not shift them.
    @Test func aLogCountsColumnsInTheBytesTheFindingsWereMadeFrom() throws {
        // The repeated key after `{"colors": [], "é😀": 1, `: byte 29 of line 1, UTF-16 unit 26
        // (é is 2 bytes, 1 unit; 😀 4 bytes, 2 units). Read from the disk afterwards, line 1 is `{`.
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/x.colorset/Contents.json": "{\"colors\": [], \"\u{E9}\u{1F600}\": 1, \"\u{E9}\u{1F600}\": 2}\n",
        ])
        let workspace = CatalogLoader.load(paths: [folder.path + "/A.xcassets"])
        let repeated = try #require(workspace.allDiagnostics.first { $0.code == "json.duplicate-key" })
        #expect(repeated.line == 1 && repeated.column == 29)
        try Data("{\n\n\"colors\": []}\n".utf8).write(to: URL(fileURLWithPath: repeated.file))
        let log = DiagnosticsPrinter.sarif([repeated], loadedFiles: workspace.loadedColorSetFiles, currentFolder: folder.path)
        #expect(log.contains("\"region\": {\"startLine\": 1, \"startColumn\": 26}"), "\(log)")
    }

    /// A file palette loaded is read from its loaded bytes, which the columns were counted in,
    /// not from the disk again.
    @Test func columnsOfALoadedFileCountInItsLoadedBytes() {
        let file = "/nonexistent/palette/x.colorset/Contents.json"
        var columns = SARIFColumns(loaded: [file: Array("{\n  \"\u{E9}\": 1,, }\n".utf8)])
        #expect(columns.utf16Column(file: file, line: 2, column: 11) == 10)  // é: 2 bytes, 1 unit
        #expect(columns.utf16Column(file: file, line: 1, column: 1) == 1)
        #expect(columns.utf16Column(file: file, line: 4, column: 2) == 2)   // past the end: as given
    }

    /// Lines asked for in any order, files taking turns, read the same as one at a time.
    @Test func linesAskedForInAnyOrderConvertAlike() {
        let a = "/nonexistent/palette/a.json", b = "/nonexistent/palette/b.json"
        var columns = SARIFColumns(loaded: [a: Array("\u{E9}x\nplain\n\u{E9}\u{E9}x\n".utf8), b: Array("x\n\u{1F600}x\n".utf8)])
        #expect(columns.utf16Column(file: a, line: 3, column: 5) == 3)
        #expect(columns.utf16Column(file: b, line: 2, column: 5) == 3)
        #expect(columns.utf16Column(file: a, line: 1, column: 3) == 2)
        #expect(columns.utf16Column(file: a, line: 3, column: 5) == 3)
        #expect(columns.utf16Column(file: a, line: 2, column: 4) == 4)
        #expect(columns.utf16Column(file: b, line: 5, column: 2) == 2)   // past the end: as given
        #expect(columns.utf16Column(file: b, line: 2, column: 5) == 3)
    }
}
