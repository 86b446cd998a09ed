import Foundation
import Testing
import TestSupport

/// The built `palette` binary in a real terminal (tmux, `tmux-direct`), on the Demo catalog:
/// exact 24-bit swatch colors, keys, filter, help, resize and a restored terminal on quit.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct BrowserEndToEndTests {
    static let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path

    /// A browser on the Demo catalog, showing its first frame.
    private func browser(_ arguments: [String] = [], width: Int = 120, height: Int = 40,
                         environment: [String: String] = [:]) throws -> TmuxSession {
        let command = [try #require(PaletteExecutable.url).path] + arguments + [Self.demo]
        let session = try TmuxSession(command: command, width: width, height: height, environment: environment)
        try session.waitFor { $0.contains("▶ backgroundElevated") && $0.contains("41 colors, 4 groups") }
        return session
    }

    /// The first line of `screen` that contains `text` (and `also`, when given).
    private func line(containing text: String, and also: String? = nil, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) && also.map($0.contains) != false }.map(String.init)
    }

    /// True when `line` sets the background (48) or foreground (38) to R;G;B, in either form.
    private func hasColor(_ line: String, _ code: Int, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        line.contains("\(code);2;\(r);\(g);\(b)m") || line.contains("\(code):2::\(r):\(g):\(b)m")
            || line.contains("\(code);2;\(r);\(g);\(b);") || line.contains("\(code):2:\(r):\(g):\(b)m")
    }

    @Test func swatchesAreExactTrueColorInLightAndInDark() throws {
        let session = try browser()
        defer { session.kill() }
        var screen = try session.capture(escapes: true)
        var row = try #require(line(containing: "backgroundPrimary", in: screen))
        #expect(hasColor(row, 48, 242, 242, 247), "\(row)")
        try session.sendKeys("G")
        // The detail pane names textTertiary before its tree row is drawn: wait for the row.
        screen = try session.waitFor(escapes: true) { line(containing: "textTertiary", and: "#3C3C43", in: $0) != nil }
        // textTertiary is #3C3C43 at 60%: ▀ over white on top, over black below.
        let tertiary = try #require(line(containing: "textTertiary", and: "#3C3C43", in: screen))
        #expect(hasColor(tertiary, 38, 138, 138, 142) && hasColor(tertiary, 48, 36, 36, 40), "\(tertiary)")

        try session.sendKeys("a")
        screen = try session.waitFor(escapes: true) { $0.contains("│ Dark │") }
        row = try #require(line(containing: "backgroundPrimary", in: screen))
        #expect(hasColor(row, 48, 28, 28, 30), "\(row)")
        #expect(row.contains("#1C1C1E"))

        try session.sendKeys("4")
        screen = try session.waitFor(escapes: true) { $0.contains("│ HC Dark │") }
        row = try #require(line(containing: "backgroundPrimary", in: screen))
        #expect(hasColor(row, 48, 1, 0, 0) || hasColor(row, 48, 0, 0, 0), "\(row)")
    }

    @Test func moveSelectionShowsTheDetailOfTheNewColor() throws {
        let session = try browser()
        defer { session.kill() }
        try session.sendKeys("Down", "j")
        // The components are the last row this move draws. The separator beside them is the
        // scroll thumb (┃): 40 rows in 38, scrolled to the top.
        let screen = try session.waitFor { $0.contains("▶ backgroundPrimary") && $0.contains("┃ 0xF2 0xF2 0xF7") }
        #expect(screen.contains("     ▶ backgroundPrimary"))
        #expect(screen.contains("┃ Background/backgroundPrimary"))
        #expect(screen.contains("┃ universal  srgb  R G B  A 1.000"))
        #expect(screen.contains("┃ 0xF2 0xF2 0xF7    0x1C 0x1C 0x1E    0xFF 0xFF 0xFF    0x00 0x00 0x00"))
    }

    @Test func theSelectionIsAPointerBesideThePlainName() throws {
        let session = try browser()
        defer { session.kill() }
        try session.sendKeys("j")
        let screen = try session.waitFor(escapes: true) { $0.contains("▶ backgroundGrouped") }
        let selected = try #require(line(containing: "▶", in: screen))
        // No attribute or color is set between the pointer and the name, nor reverse video anywhere.
        #expect(selected.contains("     ▶ backgroundGrouped ") && !selected.contains("[7m"), "\(selected)")
        let previous = try #require(line(containing: "backgroundElevated", in: screen))
        #expect(previous.contains("       backgroundElevated ") && !previous.contains("▶"), "\(previous)")
    }

    @Test func aSwatchEndsWithAColorResetAloneNotAnAttributeReset() throws {
        let session = try browser()
        defer { session.kill() }
        try session.recordOutput()
        try session.sendKeys("j")
        // backgroundGrouped's Any swatch is #F2F2F7. The text after it has the default colors
        // in a pair of their own, so ncurses ends the swatch with ESC[49m alone, not also with
        // an attribute reset.
        let swatch = "\u{1B}[48:2::242:242:247m    \u{1B}[49m"
        let output = try session.waitForOutput { $0.contains(swatch) && $0.contains("#F2F2F7") }
        #expect(output.contains(swatch + " #F2F2F7"), "\(output.debugDescription)")
    }

    /// An X10 mouse report, as a terminal sends it once ncurses has asked for mouse events:
    /// `ESC [ M`, then the button, column and row, each plus 32 (column and row count from 1).
    private func mouseReport(button: Int, column: Int, row: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + column)))
            + String(UnicodeScalar(UInt8(33 + row)))
    }

    @Test func withMouseAClickSelectsARowAndTheWheelScrolls() throws {
        let session = try browser(["--mouse"])
        defer { session.kill() }
        // Row 4 of the tree is backgroundPrimary (Demo, Background/, then three colors).
        try session.sendText(mouseReport(button: 0, column: 10, row: 4))
        var screen = try session.waitFor { $0.contains("▶ backgroundPrimary") && $0.contains("┃ Background/backgroundPrimary") }
        #expect(screen.split(separator: "\n").first?.contains("▾ Demo (41)") == true)
        // Wheel down (button 65) scrolls the 40 rows in 38 to their end: the top two rows leave.
        try session.sendText(mouseReport(button: 65, column: 10, row: 10))
        screen = try session.waitFor { $0.split(separator: "\n").first?.contains("backgroundElevated") == true }
        #expect(screen.contains("▶ backgroundPrimary"), "the selection stays in view")
    }

    @Test func theFilterNarrowsTheTreeAndEscapeClearsIt() throws {
        let session = try browser()
        defer { session.kill() }
        try session.sendKeys("/")
        try session.sendText("chart7")
        var screen = try session.waitFor { $0.contains("1 match") }
        #expect(screen.contains("chart7"))
        #expect(!screen.contains("chart1"))
        #expect(screen.contains("/chart7"))
        try session.sendKeys("Enter")
        screen = try session.waitFor { $0.contains("filter 'chart7'") }
        #expect(screen.contains("│ Chart/chart7"))
        try session.sendKeys("Escape")
        // chart7 stays selected, and the hints no longer name the filter.
        try session.waitFor { $0.contains("chart1") && $0.contains("▶ chart7") && !$0.contains("filter '") }
    }

    @Test func theHelpOverlayOpensAndAnyKeyClosesIt() throws {
        let session = try browser()
        defer { session.kill() }
        try session.sendKeys("?")
        // Wait for the whole overlay: a capture can land while the frame is still being written.
        let screen = try session.waitFor { $0.contains("palette: keys") && $0.contains("click selects, wheel scrolls") }
        #expect(screen.contains("cycle / pick Light, Dark, HC Light, HC Dark"))
        // q closes the help like any other key; it does not quit.
        try session.sendKeys("q")
        try session.waitFor { !$0.contains("palette: keys") && $0.contains("backgroundElevated") }
        try session.sendKeys("j")
        try session.waitFor { $0.contains("▶ backgroundGrouped") }
    }

    @Test func aResizeRelaysOutAndATinyTerminalGetsANotice() throws {
        let session = try browser()
        defer { session.kill() }
        try session.resize(width: 80, height: 24)
        let screen = try session.waitFor { $0.split(separator: "\n", omittingEmptySubsequences: false).count(where: { !$0.isEmpty }) <= 24
            && $0.contains(" Demo │ Light") }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[22].hasPrefix(" Demo │ Light"))
        try session.resize(width: 50, height: 10)
        try session.waitFor { $0.contains("terminal too small") && $0.contains("50x10, need 60x12") }
        try session.resize(width: 100, height: 30)
        try session.waitFor { $0.contains("backgroundElevated") && $0.contains(" Demo │ Light") }
    }

    @Test(arguments: ["q", "C-c"])
    func quittingRestoresTheTerminal(_ key: String) throws {
        let session = try browser()
        defer { session.kill() }
        try session.sendKeys(key)
        #expect(try session.waitForExit() == 0)
        #expect(session.settingsBefore != nil)
        #expect(session.isTerminalRestored, "stty -g before and after differ")
    }

    @Test func forcedMonochromePrintsHexWithoutColors() throws {
        let session = try browser(["--color-mode", "mono"])
        defer { session.kill() }
        let screen = try session.capture(escapes: true)
        let row = try #require(line(containing: "backgroundPrimary", in: screen))
        #expect(row.contains("#F2F2F7"))
        #expect(!row.contains("48;2;") && !row.contains("48:2:"))
        #expect(screen.contains("│ mono │"))
    }

    @Test func theColorModeCanBeForcedFromTheEnvironment() throws {
        let session = try browser(environment: ["PALETTE_COLOR_MODE": "256"])
        defer { session.kill() }
        let screen = try session.capture(escapes: true)
        let row = try #require(line(containing: "backgroundPrimary", in: screen))
        #expect(screen.contains("│ 256 colors │"))
        #expect(!row.contains("48;2;") && !row.contains("48:2:"), "\(row)")
        #expect(row.contains("48;5;"), "\(row)")
    }

    @Test func withoutATerminalItPointsToPaletteList() throws {
        let result = try Spawn.run([try #require(PaletteExecutable.url).path, Self.demo], environment: Spawn.cleanEnvironment)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("palette: error: the browser needs a terminal; use 'palette list'"))
    }
}
