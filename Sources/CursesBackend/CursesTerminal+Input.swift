import CNCurses
import CNCursesCompat
import CTerminalGuard
import Foundation
import TerminalCore

extension CursesTerminal {
    /// Reads the next event with `wget_wch`; `nil` when the timeout passes first (or, with no
    /// timeout, when the read is interrupted).
    ///
    /// Keys: see `InputEvent.typed(_:)` for control characters (raw mode, so Ctrl-C is
    /// `.character("c")` + `.control`). ESC followed at once by another key is that key with
    /// `.alt`, except `[` and `]`, which start a terminal's reply that is read and dropped. Shifted arrows (KEY_SLEFT, KEY_SRIGHT, KEY_SR, KEY_SF), Home/End/Delete/Page keys
    /// carry `.shift`; xterm's extended keys (`kLFT5` = Ctrl-Left, ...) carry their modifiers.
    /// Unrecognised keys and mouse events are skipped. After a stop (Ctrl-Z, then `fg`) the
    /// screen is repainted before reading on.
    public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        let window = cn_stdscr()
        let deadline = timeoutMilliseconds.map { ContinuousClock.now + .milliseconds(max(0, $0)) }
        while true {
            repaintIfContinued()
            let remaining = deadline.map { max(0, ($0 - ContinuousClock.now).milliseconds) }
            wtimeout(window, Int32(clamping: remaining ?? -1))
            var input: UInt32 = 0
            let status = cn_read_input(&input)
            if status < 0 {
                // A stop interrupts the read: repaint, then read on.
                if repaintIfContinued() { continue }
                return Self.inputIsHungUp() ? .hangup : nil
            }
            if let event = event(isKeyCode: status == 1, input: input) { return event }
            if let deadline, ContinuousClock.now >= deadline { return nil }
        }
    }

    /// Repaints the whole screen from curses' copy when the terminal guard set the terminal up
    /// again after a stop (it already restored the modes, keypad, cursor and mouse).
    @discardableResult
    private func repaintIfContinued() -> Bool {
        guard terminal_guard_take_continued() != 0 else { return false }
        clearok(cn_stdscr(), true)
        wrefresh(cn_stdscr())
        return true
    }

    /// Whether standard input has hung up: a closed pty or end of file, where `wget_wch` would
    /// return `ERR` at once forever and a read loop would spin.
    private static func inputIsHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return errno != EINTR }
        let revents = Int32(descriptor.revents)
        return revents & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0
    }

    private func event(isKeyCode: Bool, input: UInt32) -> InputEvent? {
        if isKeyCode { return keyCodeEvent(Int32(bitPattern: input)) }
        guard let scalar = Unicode.Scalar(input) else { return nil }
        guard scalar == "\u{1B}" else { return .typed(scalar) }
        // ncurses already waited ESCDELAY for a sequence; what follows at once is Alt+key.
        wtimeout(cn_stdscr(), 0)
        var next: UInt32 = 0
        let nextStatus = cn_read_input(&next)
        if nextStatus == 0, next == UInt32(UInt8(ascii: "]")) || next == UInt32(UInt8(ascii: "[")) {
            // A terminal's reply that came after palette stopped waiting for it (the background
            // query over a slow link): a control string, never keys.
            skipReply(operatingSystemCommand: next == UInt32(UInt8(ascii: "]")))
            return nil
        }
        if nextStatus == 0, let nextScalar = Unicode.Scalar(next), nextScalar != "\u{1B}" {
            if case let .key(key, modifiers) = InputEvent.typed(nextScalar) { return .key(key, modifiers.union(.alt)) }
        } else if nextStatus == 0 {
            cn_unread_character(next)
        } else if nextStatus == 1 {
            let code = Int32(bitPattern: next)
            if code != KEY_RESIZE, code != KEY_MOUSE, case let .key(key, modifiers)? = keyCodeEvent(code) {
                return .key(key, modifiers.union(.alt))
            }
            ungetch(code)
        }
        return .key(.escape)
    }

    /// Reads and drops the rest of a reply after `ESC ]` (an OSC string, up to BEL or `ESC \\`) or
    /// `ESC [` (a control sequence curses did not know, up to its final byte), so that its
    /// characters are not taken for keys. Gives up when nothing more comes within 50 ms.
    private func skipReply(operatingSystemCommand: Bool) {
        wtimeout(cn_stdscr(), 50)
        var previous: UInt32 = 0
        for _ in 0..<512 {
            var input: UInt32 = 0
            guard cn_read_input(&input) == 0 else { return }
            if operatingSystemCommand {
                if input == 0x07 || (previous == 0x1B && input == UInt32(UInt8(ascii: "\\"))) { return }
            } else if (0x40...0x7E).contains(input) {
                return
            }
            previous = input
        }
    }

    private func keyCodeEvent(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            clearOnNextDraw = true
            return .resize(size)
        case KEY_MOUSE: return mouseEvent()
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_SR: return .key(.up, .shift)
        case KEY_SF: return .key(.down, .shift)
        case KEY_SLEFT: return .key(.left, .shift)
        case KEY_SRIGHT: return .key(.right, .shift)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_SHOME: return .key(.home, .shift)
        case KEY_SEND: return .key(.end, .shift)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_SPREVIOUS: return .key(.pageUp, .shift)
        case KEY_SNEXT: return .key(.pageDown, .shift)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_SDC: return .key(.delete, .shift)
        case KEY_BTAB: return .key(.backTab)
        case (KEY_F0 + 1)...(KEY_F0 + 63): return .key(.function(Int(code - KEY_F0)))
        default: return extendedKeyEvent(code)
        }
    }

    /// Keys terminfo defines as extended capabilities, named like `kLFT5` (xterm modifiers).
    private func extendedKeyEvent(_ code: Int32) -> InputEvent? {
        guard let pointer = keyname(code) else { return nil }
        let name = String(cString: pointer)
        let keys: [(String, Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home),
            ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete),
        ]
        for (prefix, key) in keys where name.hasPrefix(prefix) {
            guard let parameter = Int(name.dropFirst(prefix.count)),
                  let modifiers = KeyModifiers(xtermParameter: parameter) else { return nil }
            return .key(key, modifiers)
        }
        return nil
    }

    private func mouseEvent() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let kind: MouseEvent.Kind
        if event.bstate & (CN_BUTTON1_PRESSED | CN_BUTTON1_CLICKED) != 0 {
            kind = .click
        } else if event.bstate & CN_BUTTON4_PRESSED != 0 {
            kind = .wheelUp
        } else if event.bstate & CN_BUTTON5_PRESSED != 0 {
            kind = .wheelDown
        } else {
            return nil
        }
        return .mouse(MouseEvent(x: Int(event.x), y: Int(event.y), kind: kind))
    }
}

extension Duration {
    fileprivate var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
