import Foundation
import Testing
import TestSupport

/// `palette list` on a terminal draws truecolor swatches, and `NO_COLOR` turns them off.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct ListOnTerminalTests {
    static let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path

    private func listScreen(_ environment: [String: String]) throws -> String {
        let command = [try #require(PaletteExecutable.url).path, "list", Self.demo]
        let session = try TmuxSession(command: command, width: 120, height: 60, environment: environment)
        defer { session.kill() }
        #expect(try session.waitForExit() == 0)
        return try session.capture(escapes: true)
    }

    @Test func swatchesOnATerminal() throws {
        let screen = try listScreen([:])
        let row = try #require(screen.split(separator: "\n").first { $0.contains("backgroundPrimary") })
        #expect(row.contains("48;2;242;242;247") || row.contains("48:2::242:242:247"), "\(row)")
    }

    @Test func noColorTurnsSwatchesOff() throws {
        let screen = try listScreen(["NO_COLOR": "1"])
        let row = try #require(screen.split(separator: "\n").first { $0.contains("backgroundPrimary") })
        #expect(!row.contains("48;2;") && !row.contains("48:2:"), "\(row)")
        #expect(row.contains("#F2F2F7"))
    }
}
