import AssetCatalog

/// A state group of the workspace: its catalog and its index in that catalog's `stateGroups`.
public struct GroupKey: Hashable, Sendable {
    public var catalog: Int
    public var group: Int

    public init(catalog: Int, group: Int) {
        self.catalog = catalog
        self.group = group
    }
}

/// Each state group shows one of its own states: the one last picked with `s`, else its normal
/// state, else its first (a group of hovered and pressed only). `s` never shows a state the
/// selected group lacks.
extension AppState {
    /// The state group `key` shows; `nil` only for a group without members.
    public func shownState(of key: GroupKey) -> ViewState? {
        let states = outline.stateGroup(catalog: key.catalog, group: key.group).states
        if let chosen = groupStates[key], states.contains(chosen) { return chosen }
        return states.contains(.normal) ? .normal : states.first
    }

    /// The selected row's group, when it is a state group.
    public var selectedGroup: GroupKey? {
        guard case .stateGroup(let catalog, let group)? = selectedNode?.item else { return nil }
        return GroupKey(catalog: catalog, group: group)
    }

    /// The state the selection shows: its group's shown state, or normal for any other row.
    public var viewState: ViewState {
        selectedGroup.flatMap(shownState(of:)) ?? .normal
    }

    /// `s`: the selected group shows its next state, in state order, wrapping around.
    mutating func cycleViewState() {
        guard let key = selectedGroup, let current = shownState(of: key) else {
            statusMessage = "s cycles the states of a state group (rows marked ◇); this row is not one"
            return
        }
        let states = outline.stateGroup(catalog: key.catalog, group: key.group).states.sorted()
        let next = states[((states.firstIndex(of: current) ?? 0) + 1) % states.count]
        groupStates[key] = next
    }
}
