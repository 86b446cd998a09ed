import Foundation
import TerminalHarness
import Testing
import TestSupport

/// The built binary on a plain pseudo-terminal with `TERM=xterm-direct`, as in a truecolor
/// terminal emulator outside tmux: ncurses' direct-color escapes carry the exact RGB, black
/// is nudged off the palette indexes (TERMINAL.md), and quitting leaves the alternate screen.
@Suite(.paletteBuilt, .endToEndTimeLimit)
struct DirectColorTerminalTests {
    @Test func xtermDirectGetsExactColorsAndIsRestoredOnQuit() throws {
        let palette = try #require(PaletteExecutable.url).path
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        var environment = Spawn.cleanEnvironment
        environment["TERM"] = "xterm-direct"
        let terminal = try PseudoTerminal(command: [palette, demo], width: 120, height: 40, environment: environment)

        // The key hints are the frame's last row.
        let text = try terminal.waitForOutput { $0.contains("41 colors, 4 groups") && $0.contains("q quit") }
        #expect(text.contains("\u{1B}[?1049h"), "enters the alternate screen")
        // backgroundPrimary's #F2F2F7 and textPrimary's #1C1C1E in the tree.
        #expect(text.contains("\u{1B}[48:2::242:242:247m"))
        #expect(text.contains("\u{1B}[48:2::28:28:30m"))

        // Two rows down is backgroundPrimary, whose HC Dark slot is #000000: drawn as 1;0;0,
        // since direct-color values below 8 would pick the theme's palette colors instead.
        terminal.send("jj")
        try terminal.waitForOutput { $0.contains("\u{1B}[48:2::1:0:0m") }

        terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[?1049l"), "leaves the alternate screen: \(output.suffix(60).debugDescription)")
    }
}
