import AssetCatalog
import ContrastPolicy

/// The pairs view: opening and closing it, moving its cursor, its scope, and jumping to a color.
extension AppState {
    mutating func togglePairs() {
        if pairsView != nil {
            pairsView = nil
            return
        }
        guard selectedNode != nil else {
            statusMessage = nothingSelected(toDo: "show the contrast pairs of")
            return
        }
        pairsView = pairsView(.selected)
        if pairsView?.rows.isEmpty == true {
            statusMessage = contrast.section?.pairs.isEmpty == false
                ? "no pair in palette.yml names this color; Tab lists every failing pair"
                : "no pair names this color (none in palette.yml); Tab lists every failing pair"
        }
    }

    mutating func movePairsCursor(by delta: Int) {
        guard var view = pairsView, !view.rows.isEmpty else { return }
        view.cursor = min(max(0, view.cursor + delta), view.rows.count - 1)
        pairsView = view
    }

    mutating func togglePairsScope() {
        guard let view = pairsView else { return }
        pairsView = pairsView(view.scope == .selected ? .failing : .selected)
        if pairsView?.rows.isEmpty == true {
            statusMessage = view.scope == .selected ? "no pair fails in any appearance" : "no pair names this color"
        }
    }

    /// Selects a color of the pair under the cursor; the view then shows that color's pairs (or,
    /// listing every failing pair, stays on the same pair).
    mutating func jumpToPairColor(_ jump: PairsView.Jump) {
        guard let view = pairsView, let row = view.selectedRow else { return }
        let target = jump == .foreground ? row.pair.foreground : row.pair.background
        select(target)
        guard view.scope == .selected else { return }
        var updated = pairsView(.selected)
        updated.cursor = updated.rows.firstIndex { $0.pair == row.pair } ?? 0
        pairsView = updated
    }

    /// Selects the row of `location`: its own, or its state group's showing its state; unfolds
    /// what hides it and clears a filter that does.
    mutating func select(_ location: ColorSetLocation) {
        let group = outline.groupOfColorSet[location.catalog][location.colorSet]
        let item: OutlineItem = group.map { .stateGroup(catalog: location.catalog, group: $0) } ?? .colorSet(location)
        guard let node = outline.nodes.firstIndex(where: { $0.item == item }) else { return }
        if let group, let state = outline.viewState(of: location) {
            groupStates[GroupKey(catalog: location.catalog, group: group)] = state
        }
        var parent = outline.nodes[node].parent
        while let folder = parent {
            collapsed.remove(folder)
            parent = outline.nodes[folder].parent
        }
        selection = node
        refreshRows(filter: rowList.updated(collapsed: collapsed, filter: filter).contains(node: node) ? filter : "")
        selection = node
        scrollToSelection()
    }
}
