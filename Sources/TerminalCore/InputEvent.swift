/// A key, independent of how the terminal encodes it.
public enum Key: Hashable, Sendable {
    /// Text; with ``KeyModifiers/control`` the lowercase letter of a control chord (Ctrl-C is
    /// `.character("c")` plus `.control`).
    case character(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete
    /// F1 is `.function(1)`.
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)

    /// Decodes xterm's modifier parameter (the `5` in `ESC[1;5D`, or in terminfo's `kLFT5`):
    /// 1 + (shift 1 | alt 2 | control 4). Returns `nil` outside 2...8.
    public init?(xtermParameter: Int) {
        guard (2...8).contains(xtermParameter) else { return nil }
        let bits = xtermParameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}

/// A mouse event at cell (`x`, `y`), zero-based from the top-left corner.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case click, wheelUp, wheelDown }

    public var x: Int
    public var y: Int
    public var kind: Kind

    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}

/// Input read from a terminal backend.
public enum InputEvent: Hashable, Sendable {
    case key(Key, KeyModifiers)
    case mouse(MouseEvent)
    /// The terminal now has this size; the next frame should be rendered at it.
    case resize(TerminalSize)
    /// The terminal is gone (its pty closed, or input reached end of file): nothing more will come.
    case hangup

    /// A plain key without modifiers.
    public static func key(_ key: Key) -> InputEvent { .key(key, []) }

    /// The event for one scalar typed in raw mode.
    ///
    /// Control characters become keys, so Ctrl-C arrives as a key rather than a signal:
    /// - CR and LF (Ctrl-M, Ctrl-J) → `.enter`; HT (Ctrl-I) → `.tab`; ESC → `.escape`;
    ///   DEL and BS (Ctrl-H) → `.backspace`;
    /// - other 0x01-0x1A → `.character(letter)` with `.control` (0x03 → "c" + control);
    /// - NUL → `.character(" ")` + control (Ctrl-Space); 0x1C-0x1F → `\`, `]`, `^`, `_` + control;
    /// - every other scalar → `.character` without modifiers.
    public static func typed(_ scalar: Unicode.Scalar) -> InputEvent {
        switch scalar.value {
        case 0x0D, 0x0A: return .key(.enter)
        case 0x09: return .key(.tab)
        case 0x1B: return .key(.escape)
        case 0x7F, 0x08: return .key(.backspace)
        case 0x00: return .key(.character(" "), .control)
        case 0x01...0x1A:
            return .key(.character(Character(Unicode.Scalar(scalar.value + 0x60)!)), .control)
        case 0x1C...0x1F:
            return .key(.character(Character(Unicode.Scalar(scalar.value + 0x40)!)), .control)
        default: return .key(.character(Character(scalar)))
        }
    }
}
