import AssetCatalog

/// The browser's edits: the colorsets changed since loading, and undo and redo stacks of
/// snapshots. A `ColorSet` is a value (its document is bytes plus a flat node array), so a
/// snapshot is a cheap copy and restoring one is exact.
///
/// The loaded `Outline` changes only when colorsets are added or removed on disk (then
/// `relocate(to:_:)` moves every entry); `colorSet(at:in:)` answers with the edited version when
/// there is one, so the tree keeps its shape while colors, slots and dirty markers update.
public struct EditHistory: Equatable, Sendable {
    /// One undoable step: the colorset at `location` as it was before the step.
    public struct Snapshot: Equatable, Sendable {
        public var location: ColorSetLocation
        public var colorSet: ColorSet
        /// What the step did, for the status bar: `edit Any`, `add Dark`, ...
        public var label: String
    }

    /// Colorsets that differ from the loaded outline: edited, saved or reloaded since.
    public private(set) var changed: [ColorSetLocation: ColorSet] = [:]
    public private(set) var undoStack: [Snapshot] = []
    public private(set) var redoStack: [Snapshot] = []

    public init() {}

    /// The current version of the colorset at `location`.
    public func colorSet(at location: ColorSetLocation, in outline: Outline) -> ColorSet {
        changed[location] ?? outline.colorSet(location)
    }

    /// Installs `colorSet` at `location` without recording an undo step (live editor preview,
    /// save results, reloads).
    mutating func replace(_ location: ColorSetLocation, with colorSet: ColorSet) {
        changed[location] = colorSet
    }

    /// Records that `previous` was the colorset at `location` before a step; clears redo.
    mutating func record(_ location: ColorSetLocation, previous: ColorSet, label: String) {
        undoStack.append(Snapshot(location: location, colorSet: previous, label: label))
        redoStack.removeAll()
    }

    /// Forgets the undo and redo steps of `location` (after a reload dropped its edits).
    mutating func forget(_ location: ColorSetLocation) {
        undoStack.removeAll { $0.location == location }
        redoStack.removeAll { $0.location == location }
    }

    /// Undoes the last step; returns it, or `nil` when there is nothing to undo.
    mutating func undo(in outline: Outline) -> Snapshot? {
        guard let step = undoStack.popLast() else { return nil }
        redoStack.append(swap(step, in: outline))
        return step
    }

    /// Redoes the last undone step; returns it, or `nil` when there is nothing to redo.
    mutating func redo(in outline: Outline) -> Snapshot? {
        guard let step = redoStack.popLast() else { return nil }
        undoStack.append(swap(step, in: outline))
        return step
    }

    /// Puts `step`'s document back and returns a snapshot of what it replaced. The file identity
    /// and saved bytes stay current, so undoing past a save makes the colorset dirty again
    /// instead of resurrecting an old stamp.
    private mutating func swap(_ step: Snapshot, in outline: Outline) -> Snapshot {
        let current = colorSet(at: step.location, in: outline)
        var restored = current
        if let document = step.colorSet.document { restored.replaceDocument(with: document) }
        changed[step.location] = restored
        return Snapshot(location: step.location, colorSet: current, label: step.label)
    }

    /// Moves every colorset and step to its location in `outline` after a rescan (`relocated`
    /// gives it, `nil` when the colorset is gone: its entries go), with the names it has there.
    mutating func relocate(to outline: Outline, _ relocated: (ColorSetLocation) -> ColorSetLocation?) {
        var moved: [ColorSetLocation: ColorSet] = [:]
        for (location, colorSet) in changed {
            guard let next = relocated(location) else { continue }
            var renamed = colorSet
            renamed.qualifiedName = outline.colorSet(next).qualifiedName
            moved[next] = renamed
        }
        changed = moved
        func move(_ steps: [Snapshot]) -> [Snapshot] {
            steps.compactMap { step in relocated(step.location).map { var step = step; step.location = $0; return step } }
        }
        undoStack = move(undoStack)
        redoStack = move(redoStack)
    }

    /// Locations with unsaved edits, in catalog order.
    public var dirtyLocations: [ColorSetLocation] {
        changed.filter { $0.value.isDirty }.keys.sorted { ($0.catalog, $0.colorSet) < ($1.catalog, $1.colorSet) }
    }

    /// Whether the colorset at `location` has unsaved edits.
    public func isDirty(_ location: ColorSetLocation) -> Bool {
        changed[location]?.isDirty ?? false
    }
}
