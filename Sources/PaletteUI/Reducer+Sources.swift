import AssetCatalog

extension AppState {
    /// `.startSourceScan` (the runtime sends it after the first frame): ask for the scan.
    mutating func startSourceScan() -> [Effect] {
        guard sources == .pending else { return [] }
        sources = .scanning
        return [.scanSources]
    }

    /// The scan's result: shown at once in the tree, the detail pane and the filters.
    /// A scan that found no source files leaves the browser as it was without one. When the
    /// catalogs' colorsets changed while it ran (`sourceMoves`), its result, moved onto them, is
    /// shown while the sources are scanned again.
    mutating func finishSourceScan(_ usage: SourceUsage) -> [Effect] {
        guard usage.fileCount > 0 else {
            sourceMoves = nil
            sources = .off
            return []
        }
        let moves = sourceMoves
        sourceMoves = nil
        sources = moves.map { moves in .refreshing(usage.relocated { moves[$0] }) } ?? .done(usage)
        if sourceFilter != nil { applySourceFilter() }
        return moves == nil ? [] : [.scanSources]
    }

    /// `U`: no filter → unused → stale → missing → no filter.
    mutating func cycleSourceFilter() {
        guard let usage = sources.usage else {
            statusMessage = sources == .off ? "no sources were scanned (palette browse PATH with sources)"
                : "the sources are still being scanned"
            return
        }
        let all = SourceFilter.allCases
        if let current = sourceFilter, let position = all.firstIndex(of: current) {
            sourceFilter = position + 1 < all.count ? all[position + 1] : nil
        } else {
            sourceFilter = all.first
        }
        applySourceFilter()
        switch sourceFilter {
        case .unused?: statusMessage = "showing the colors nothing references (U: next filter)"
        case .stale?: statusMessage = "showing the colors with stale storyboard fallbacks (U: next filter)"
        case .missing?: statusMessage = "\(usage.missing.count) names are referenced but defined in no catalog (r lists them)"
        case nil: statusMessage = "showing every color"
        }
    }

    /// Restricts the rows to the filter's colorsets (and their folders).
    mutating func applySourceFilter() {
        guard let filter = sourceFilter, let usage = sources.usage else {
            refreshRows(only: .some(nil))
            return
        }
        var only = Set<Int>()
        if filter != .missing {
            for (index, node) in outline.nodes.enumerated() {
                guard case .colorSet(let location) = node.item else { continue }
                if filter == .unused ? usage.isUnused(location) : usage.staleFallbacks.contains(location) { only.insert(index) }
            }
        }
        refreshRows(only: .some(only))
    }

    /// `r`: the references of the selected color, or the missing names under the `missing` filter.
    mutating func showReferences() {
        guard sources.usage != nil else {
            statusMessage = sources == .off ? "no sources were scanned" : "the sources are still being scanned"
            return
        }
        guard sourceFilter == .missing || selectedColorSet != nil else {
            statusMessage = "select a color to list its references"
            return
        }
        overlay = .references
    }
}
