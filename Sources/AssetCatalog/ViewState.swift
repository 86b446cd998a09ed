/// The UI control states a design system encodes in color names or folders.
public enum ViewState: String, CaseIterable, Hashable, Sendable, Comparable {
    case normal, highlighted, pressed, disabled, selected, focused, hovered

    /// The state named `word`, compared case-insensitively.
    ///
    /// Byte by byte, without lowercasing `word`: every colorset name is asked, and state words are
    /// ASCII (no other character lowercases to one of their letters). No two states share both
    /// their length and first letter, so most names are ruled out before comparing any further.
    public init?(word: some StringProtocol) {
        let utf8 = word.utf8
        guard let first = utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }) else { return nil }
        let count = utf8.count
        let found = Self.allCases.first { state in
            let letters = state.rawValue.utf8
            return letters.count == count && letters.first == first && state.isSpelled(by: utf8)
        }
        guard let found else { return nil }
        self = found
    }

    /// Whether `bytes` spell this state's word in any case. State words are ASCII, so comparing
    /// bytes with upper-case letters folded is comparing characters.
    func isSpelled(by bytes: some Sequence<UInt8>) -> Bool {
        rawValue.utf8.elementsEqual(bytes) { letter, byte in
            byte == letter || (byte >= 0x41 && byte <= 0x5A && byte | 0x20 == letter)
        }
    }

    /// The order states are listed in: normal first, then as declared.
    public static func < (lhs: ViewState, rhs: ViewState) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Colorsets that are the states of one control, e.g. `buttonTitle`, `buttonTitle.highlighted`,
/// `buttonTitle.disabled`, or a folder `PrimaryButton` holding `normal`, `highlighted`, `disabled`.
public struct StateGroup: Hashable, Sendable {
    public enum Convention: Hashable, Sendable {
        /// A group or namespace folder whose colorsets are named after states.
        case folder
        /// Sibling colorsets sharing a stem, with a state suffix after `.`, `-`, `_` or in camelCase.
        case suffix
    }

    /// The control's qualified name: the folder's, or the stem's (`Controls/buttonTitle`).
    public var name: String
    public var convention: Convention
    /// Each state's colorset, as an index into the catalog's `colorSets`, in state order.
    public var members: [Member]
    /// The folder the group was found in (its index in the catalog's `folders`).
    public var folder: Int

    public struct Member: Hashable, Sendable {
        public var state: ViewState
        public var colorSet: Int
    }

    /// The colorset for `state`, if the group has one.
    public func colorSet(for state: ViewState) -> Int? {
        members.first { $0.state == state }?.colorSet
    }

    /// The states the group has, in order.
    public var states: [ViewState] { members.map(\.state) }
}
