import TerminalCore

/// A key with the modifiers held: what one binding of a `KeyTable` answers to. A character
/// literal is the plain character key (`"k"`).
public struct KeyChord: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(.character(character))
    }

    /// Ctrl and a letter: `.control("r")`.
    public static func control(_ letter: Character) -> KeyChord { KeyChord(.character(letter), .control) }
    /// Shift and a key: `.shift(.left)`.
    public static func shift(_ key: Key) -> KeyChord { KeyChord(key, .shift) }

    /// How the help overlay and the README write the chord: `k`, `↑`, `PgUp`, `Enter`, `Ctrl-R`, `Shift-←`.
    public var name: String { prefix(short: false) + keyName(short: false) }

    /// The shorter form of the status bar's hints: `⏎`, `⇧←`.
    public var glyph: String { prefix(short: true) + keyName(short: true) }

    private func prefix(short: Bool) -> String {
        (modifiers.contains(.control) ? "Ctrl-" : "") + (modifiers.contains(.alt) ? "Alt-" : "")
            + (modifiers.contains(.shift) ? (short ? "⇧" : "Shift-") : "")
    }

    private func keyName(short: Bool) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): modifiers.contains(.control) ? character.uppercased() : String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: short ? "⏎" : "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: short ? "⇧Tab" : "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .function(let number): "F\(number)"
        }
    }
}
