import Foundation
import TerminalHarness
import Testing
import TestSupport

/// The OSC 11 background question on a plain pseudo-terminal: palette asks, and the answer
/// becomes the canvas under translucent swatches.
@Suite(.paletteBuilt, .endToEndTimeLimit)
struct BackgroundQueryTests {
    static func start(_ arguments: [String] = []) throws -> PseudoTerminal {
        let palette = try #require(PaletteExecutable.url).path
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        var environment = Spawn.cleanEnvironment
        environment["TERM"] = "xterm-direct"
        return try PseudoTerminal(command: [palette] + arguments + [demo], width: 120, height: 40, environment: environment)
    }

    @Test func theAnsweredBackgroundIsTheCanvasUnderTranslucentSwatches() throws {
        let terminal = try Self.start()
        // The answer is typed ahead, as a terminal's reply waits in the input queue until read:
        // a dark background, then the device attributes every terminal sends back.
        terminal.send("\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{1B}\\\u{1B}[?62;22c")
        let text = try terminal.waitForOutput { $0.contains("41 colors, 4 groups") && $0.contains("q quit") }
        #expect(text.contains("\u{1B}]11;?\u{1B}\\\u{1B}[c"), "asks for the background, then the device attributes")
        // Border/separator is the system separator, #3C3C43 at 29%: over #1C1C1E on top (37;37;41),
        // over white, the farther, below (198;198;200). Over white and black it would be 198 and 17.
        #expect(text.contains("\u{1B}[38:2::37:37:41m"))
        #expect(text.contains("\u{1B}[48:2::198:198:200m"))
        terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func canvasSkipsTheQuestion() throws {
        let terminal = try Self.start(["--canvas", "#1C1C1E"])
        let text = try terminal.waitForOutput { $0.contains("41 colors, 4 groups") && $0.contains("q quit") }
        #expect(!text.contains("\u{1B}]11;?"))
        #expect(text.contains("\u{1B}[38:2::37:37:41m"))
        terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// Over a slow link the reply comes after palette stopped waiting: its characters must not be
    /// taken for keys (its `1` would pick Light, `g` the first row). Palette shows Dark, gets the
    /// late reply, and then `3`: only High Contrast Light follows, never Light.
    @Test func aLateReplyIsNotTakenForKeys() throws {
        let terminal = try Self.start()
        _ = try terminal.waitForOutput { $0.contains("41 colors, 4 groups") && $0.contains("q quit") }
        terminal.send("2")
        let before = try terminal.waitForOutput { $0.contains("Dark │ state") }
        terminal.send("\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{1B}\\\u{1B}[?62;22c\u{1B}]11;rgb:ffff/ffff/ffff\u{07}3")
        let after = try terminal.waitForOutput { $0.count > before.count && $0.dropFirst(before.count).contains("HC Light") }
        let frames = String(after.dropFirst(before.count))
        #expect(!frames.replacingOccurrences(of: "HC Light", with: "").contains("Light"), "the reply's 1 picked Light")
        terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
