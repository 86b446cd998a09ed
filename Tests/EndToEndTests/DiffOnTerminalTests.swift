import Foundation
import Testing
import TestSupport

/// `palette diff` on a terminal shows old and new swatches side by side; `NO_COLOR` turns them off.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "build the palette product first"))
struct DiffOnTerminalTests {
    private func diffScreen(_ environment: [String: String]) throws -> String {
        let entry = { (red: String) in XcodeJSON.entry(red: red, green: "0x4C", blue: "0xF0") }
        let folder = try TemporaryFolder([
            "old/A.xcassets/accent.colorset/Contents.json": XcodeJSON.colorSet([entry("0x5B")]),
            "new/A.xcassets/accent.colorset/Contents.json": XcodeJSON.colorSet([entry("0x8B")]),
        ])
        let command = [try #require(PaletteExecutable.url).path, "diff", folder.url("old"), folder.url("new")]
        let session = try TmuxSession(command: command, width: 120, height: 20, environment: environment)
        defer { session.kill() }
        #expect(try session.waitForExit() == 0)
        return try session.capture(escapes: true)
    }

    @Test func oldAndNewSwatchesOnATerminal() throws {
        let screen = try diffScreen(["LANG": "C.UTF-8"])
        let row = try #require(screen.split(separator: "\n").first { $0.contains("#5B4CF0") })
        #expect(row.contains("48;2;91;76;240") || row.contains("48:2::91:76:240"), "\(row)")
        #expect(row.contains("48;2;139;76;240") || row.contains("48:2::139:76:240"), "\(row)")
    }

    @Test func noColorTurnsSwatchesOff() throws {
        let screen = try diffScreen(["LANG": "C.UTF-8", "NO_COLOR": "1"])
        let row = try #require(screen.split(separator: "\n").first { $0.contains("#5B4CF0") })
        #expect(!row.contains("48;2;") && !row.contains("48:2:"), "\(row)")
        #expect(row.contains("#5B4CF0 srgb  →  #8B4CF0 srgb"), "\(row)")
    }
}
