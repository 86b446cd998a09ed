/// What keys mean in one input mode, as one table: each binding's keys, the message each key
/// sends, the help text and the status bar's hint. `KeyMap`, the help overlay, the status bar and
/// the README's key tables all come from these tables (`KeyTable+Modes.swift`).
public struct KeyTable: Sendable {
    /// The heading the help overlay gives the table.
    public var title: String
    public var bindings: [KeyBinding]
    /// What a key no binding names does, if anything.
    public var otherKeys: OtherKeys?
    private var messages: [KeyChord: Message] = [:]

    /// Keys the table does not list one by one.
    public enum OtherKeys: Sendable {
        /// A character without Ctrl sends this message: typed text, a prompt's answer.
        case characters(help: String, message: @Sendable (Character) -> Message)
        /// Any key sends this message.
        case anyKey(help: String, message: Message)

        public var help: String {
            switch self {
            case .characters(let help, _), .anyKey(let help, _): help
            }
        }
    }

    init(_ title: String, _ bindings: [KeyBinding], otherKeys: OtherKeys? = nil) {
        self.title = title
        self.bindings = bindings
        self.otherKeys = otherKeys
        for binding in bindings {
            for entry in binding.entries where messages[entry.chord] == nil { messages[entry.chord] = entry.message }
        }
    }

    /// The message `chord` sends here. A chord with Alt or Shift that no binding names counts as
    /// the key without them (Shift-↓ moves like ↓); then `otherKeys` applies.
    public func message(for chord: KeyChord) -> Message? {
        if let message = messages[chord] { return message }
        if !chord.modifiers.contains(.control), !chord.modifiers.isEmpty, let message = messages[KeyChord(chord.key)] {
            return message
        }
        switch otherKeys {
        case .characters(_, let message)?:
            guard case .character(let character) = chord.key, !chord.modifiers.contains(.control) else { return nil }
            return message(character)
        case .anyKey(_, let message)?:
            return message
        case nil:
            return nil
        }
    }

    /// `↑/↓ move  ⏎ fold  …`: the hints of the bindings that have one, for the status bar.
    public var hints: String {
        bindings.compactMap(\.hintText).joined(separator: "  ")
    }

    /// The hints that fit `width` columns: the ones the table lists last (`? help`, `q quit`)
    /// always stay, the others are kept in order while they fit.
    public func hints(fitting width: Int, keepingLast kept: Int = 2) -> String {
        let all = bindings.compactMap(\.hintText)
        let tail = Array(all.suffix(kept))
        var used = tail.reduce(0) { $0 + StyledLine($1).width + 2 } - 2
        var head: [String] = []
        for hint in all.dropLast(kept) {
            let cost = StyledLine(hint).width + 2
            guard used + cost <= width else { break }
            head.append(hint)
            used += cost
        }
        return (head + tail).joined(separator: "  ")
    }
}

/// One line of a key table: some keys, each with its message, and what they do.
public struct KeyBinding: Sendable {
    public struct Entry: Sendable {
        public var chord: KeyChord
        public var message: Message
    }

    public var entries: [Entry]
    /// What the keys do, as the help overlay says it.
    public var help: String
    /// The status bar's word for it (`move`), shown after the glyphs of the first `hintKeys` keys.
    public var hint: String?
    public var hintKeys: Int

    init(_ help: String, hint: String? = nil, hintKeys: Int = 1, _ entries: [(KeyChord, Message)]) {
        self.entries = entries.map { Entry(chord: $0.0, message: $0.1) }
        self.help = help
        self.hint = hint
        self.hintKeys = hintKeys
    }

    /// The keys as the help overlay lists them: `↑ ↓ k j`.
    public var label: String { entries.map(\.chord.name).joined(separator: " ") }

    /// `↑↓ move`, `n/N match`, or `nil` without a hint: arrows side by side, other keys apart.
    public var hintText: String? {
        guard let hint else { return nil }
        var keys = ""
        for glyph in entries.prefix(hintKeys).map(\.chord.glyph) {
            if !keys.isEmpty, !(Self.arrows.contains(glyph) && Self.arrows.contains(String(keys.last!))) { keys += "/" }
            keys += glyph
        }
        return keys + " " + hint
    }

    private static let arrows: Set<String> = ["↑", "↓", "←", "→"]
}
