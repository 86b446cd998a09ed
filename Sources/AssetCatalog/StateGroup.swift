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
        /// The canonical state, whichever synonym the colorset's name used.
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
