import Foundation
import TerminalHarness
import Testing
import TestSupport

/// `TERM=dumb` has no cursor addressing: the browser refuses with a clear error and exit status
/// 1 rather than drawing an unusable screen, and leaves the terminal as it found it.
@Suite(.paletteBuilt, .endToEndTimeLimit)
struct DumbTerminalTests {
    @Test func aTerminalThatCannotMoveTheCursorIsRefused() throws {
        let palette = try #require(PaletteExecutable.url).path
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        var environment = Spawn.cleanEnvironment
        environment["TERM"] = "dumb"
        let terminal = try PseudoTerminal(command: [palette, demo], width: 80, height: 24, environment: environment)
        let output = try terminal.waitForOutput { $0.contains("cannot move the cursor") }
        #expect(output.contains("palette: error: the terminal 'dumb' cannot move the cursor, which the browser needs"))
        #expect(try terminal.waitForExit() == 1)
        #expect(!output.contains("\u{1B}[?1049h"), "never enters the alternate screen")
    }
}
