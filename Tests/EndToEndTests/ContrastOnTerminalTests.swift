import Foundation
import Testing
import TestSupport

/// `palette contrast` on a terminal draws a swatch pair per row (the foreground and background as
/// seen), and `NO_COLOR` turns them off.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct ContrastOnTerminalTests {
    static let palettes = SharedFolder.packageRoot.appendingPathComponent("Palettes").path

    private func row(_ environment: [String: String]) throws -> Substring {
        let command = [try #require(PaletteExecutable.url).path, "contrast", Self.palettes]
        let session = try TmuxSession(command: command, width: 120, height: 400, environment: environment)
        defer { session.kill() }
        #expect(try session.waitForExit() == 1)
        let screen = try session.capture(escapes: true)
        // The Dark row of the button title on the primary button: white on #7D70FF.
        let header = try #require(screen.split(separator: "\n").firstIndex { $0.contains("Controls/buttonTitle on Controls/PrimaryButton/normal") })
        return screen.split(separator: "\n")[header + 2]
    }

    @Test func swatchPairsOnATerminal() throws {
        let line = try row([:])
        #expect(line.contains("48;2;255;255;255") || line.contains("48:2::255:255:255"), "\(line)")
        #expect(line.contains("48;2;125;112;255") || line.contains("48:2::125:112:255"), "\(line)")
        #expect(line.contains("#FFFFFF on #7D70FF"))
    }

    @Test func noColorTurnsThemOff() throws {
        let line = try row(["NO_COLOR": "1"])
        #expect(!line.contains("48;2;") && !line.contains("48:2:"), "\(line)")
        #expect(line.contains("Dark      #FFFFFF on #7D70FF    3.73:1"))
    }
}
