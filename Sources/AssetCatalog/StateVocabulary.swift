/// The words that name view states in colorset names: each canonical state with its synonyms.
///
/// `builtIn` knows the states of UIKit and AppKit controls and the words real catalogs use for
/// them (`PrimaryButtonRest`, `AlertRedHover`, `ButtonMouseDownColor`); a project adds its own
/// words or states with `adding(_:to:)` (palette.yml's `states:` section). Words are compared
/// ASCII case-insensitively, and a word of several camelCase parts (`mouseOver`) matches them in
/// any case (`MouseOver`, `Mouseover`). The vocabulary is a value passed to `CatalogLoader`.
public struct StateVocabulary: Sendable, Equatable {
    /// A canonical state and the words that spell it.
    public struct Entry: Sendable, Equatable {
        public var state: ViewState
        /// The canonical name first, then its synonyms, as written.
        public var words: [String]

        public init(state: ViewState, words: [String]) {
            self.state = state
            self.words = words
        }
    }

    /// The states in the order they were declared, built-in first.
    public private(set) var entries: [Entry]
    /// The words indexed for matching; rebuilt whenever `entries` change.
    private(set) var table: StateWordTable

    /// A vocabulary of exactly these states and words (each state's name is one of its words).
    public init(_ entries: [Entry]) {
        self.entries = entries.map { entry in
            var entry = entry
            if !entry.words.contains(where: { Self.sameWord($0, entry.state.rawValue) }) {
                entry.words.insert(entry.state.rawValue, at: 0)
            }
            return entry
        }
        table = StateWordTable(self.entries)
    }

    /// normal (rest, default, idle, enabled), highlighted, pressed (down, mouseDown, tapped),
    /// disabled (unavailable), selected (checked, on), focused (focus), hovered (hover, mouseOver,
    /// over, rollover), inactive (a macOS window that is not key).
    public static let builtIn = StateVocabulary([
        Entry(state: .normal, words: ["normal", "rest", "default", "idle", "enabled"]),
        Entry(state: .highlighted, words: ["highlighted"]),
        Entry(state: .pressed, words: ["pressed", "down", "mouseDown", "tapped"]),
        Entry(state: .disabled, words: ["disabled", "unavailable"]),
        Entry(state: .selected, words: ["selected", "checked", "on"]),
        Entry(state: .focused, words: ["focused", "focus"]),
        Entry(state: .hovered, words: ["hovered", "hover", "mouseOver", "over", "rollover"]),
        Entry(state: .inactive, words: ["inactive"]),
    ])

    /// The canonical states, in declaration order.
    public var states: [ViewState] { entries.map(\.state) }

    /// This vocabulary with `words` added to the state `name` names: a canonical state, or a state
    /// one of whose words `name` is (`hover` adds to `hovered`); any other `name` becomes a new
    /// state. A word that belonged to another state moves: the project's choice wins. Empty words
    /// are ignored.
    public func adding(_ words: [String], to name: String) -> StateVocabulary {
        var entries = self.entries
        let words = words.filter { !$0.isEmpty }
        let target = entries.firstIndex { Self.sameWord($0.state.rawValue, name) }
            ?? entries.firstIndex { $0.words.contains { Self.sameWord($0, name) } }
        for index in entries.indices where index != target {
            entries[index].words.removeAll { word in words.contains { Self.sameWord($0, word) } }
        }
        if let target {
            let new = words.filter { word in !entries[target].words.contains { Self.sameWord($0, word) } }
            entries[target].words += new
        } else {
            entries.append(Entry(state: ViewState(rawValue: name), words: [name] + words.filter { !Self.sameWord($0, name) }))
        }
        return StateVocabulary(entries)
    }

    /// Equal words in ASCII case-insensitive comparison, as matching compares them.
    static func sameWord(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8) { StateWordTable.folded($0) == StateWordTable.folded($1) }
    }

    public static func == (lhs: StateVocabulary, rhs: StateVocabulary) -> Bool {
        lhs.entries == rhs.entries
    }
}
