import CNCurses
import CNCursesCompat
import Testing

/// The sequences the terminal guard writes from its signal handlers, built from terminfo when
/// curses starts: in the order that undoes palette's set-up, without terminfo padding.
@Suite(.serialized) struct TerminalSequenceTests {
    /// Runs `body` with terminfo entry `name` loaded, then unloads it.
    private func withEntry<T>(_ name: String, _ body: () -> T) throws -> T {
        var error: Int32 = 0
        // macOS's ncurses 5.7 declares the name as `char *`.
        let status = name.withCString { setupterm(UnsafeMutablePointer(mutating: $0), -1, &error) }
        try #require(status == OK, "no terminfo entry '\(name)'")
        defer { del_curterm(set_curterm(nil)) }
        return body()
    }

    private func leave(mouse: Bool) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = cn_leave_sequence(&buffer, buffer.count, mouse ? 1 : 0)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func enter(mouse: Bool, hiddenCursor: Bool) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = cn_enter_sequence(&buffer, buffer.count, mouse ? 1 : 0, hiddenCursor ? 1 : 0)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func vt100sAttributeResetLosesItsPadding() throws {
        // vt100: sgr0=\E[m\017$<2>, rmkx=\E[?1l\E>, smkx=\E[?1h\E=; no alternate screen or cursor.
        let (left, entered) = try withEntry("vt100") { (leave(mouse: false), enter(mouse: false, hiddenCursor: true)) }
        #expect(left == "\u{1B}[m\u{0F}\u{1B}[?1l\u{1B}>")
        #expect(entered == "\u{1B}[?1h\u{1B}=")
    }

    @Test func xtermLeavesMouseAttributesCursorKeypadThenTheAlternateScreen() throws {
        let (plain, withMouse, entered) = try withEntry("xterm") {
            (leave(mouse: false), leave(mouse: true), enter(mouse: true, hiddenCursor: true))
        }
        #expect(plain.hasPrefix("\u{1B}(B\u{1B}[m") || plain.hasPrefix("\u{1B}[m"), "sgr0 first: \(plain.debugDescription)")
        #expect(plain.contains("\u{1B}[?25h"), "cursor shown: \(plain.debugDescription)")
        #expect(plain.contains("\u{1B}[?1l\u{1B}>"), "keypad off: \(plain.debugDescription)")
        #expect(plain.hasSuffix("\u{1B}[?1049l") || plain.contains("\u{1B}[?1049l\u{1B}[23"), "alternate screen last: \(plain.debugDescription)")
        // Mouse reporting off comes first, in the protocol ncurses turned on (1000, maybe with 1006).
        let mouseOff = String(withMouse.dropLast(plain.count))
        #expect(withMouse.hasSuffix(plain))
        #expect(mouseOff.hasPrefix("\u{1B}[?") && mouseOff.hasSuffix("1000l"), "\(mouseOff.debugDescription)")
        #expect(entered.hasPrefix("\u{1B}[?1049h") && entered.contains("\u{1B}[?1h\u{1B}=") && entered.contains("\u{1B}[?25l"),
                "\(entered.debugDescription)")
        #expect(entered.hasSuffix(mouseOff.replacingOccurrences(of: "1000l", with: "1000h")), "\(entered.debugDescription)")
    }

    @Test func sequencesThatDoNotFitAreNotCut() throws {
        var buffer = [CChar](repeating: 0, count: 4)
        let length = try withEntry("xterm") { cn_leave_sequence(&buffer, buffer.count, 1) }
        #expect(length == 0)
    }
}
