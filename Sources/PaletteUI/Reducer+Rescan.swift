import AssetCatalog

/// Colorsets and folders added or removed on disk: which folders a tick compares with their
/// stamps (`Effect.rescan`), and how the browser takes a catalog scanned again
/// (`Message.rescanned`): one outline built from the rebuilt catalogs, and every location-keyed
/// part of the state moved onto it in ONE place, `relocate(to:_:)`.
extension AppState {
    /// A tick: the next slice of folders round robin. Ctrl-L (`full`): every catalog.
    mutating func rescanRequest(full: Bool) -> Effect {
        var slice: [FolderCheck] = []
        let total = diskWatch.folders.reduce(0) { $0 + $1.count }
        if !full, total > 0 {
            let (start, count) = DiskWatch.nextSlice(total: total, size: DiskWatch.folderSliceSize, cursor: &diskWatch.folderCursor)
            var catalog = 0, offset = start
            while offset >= diskWatch.folders[catalog].count { offset -= diskWatch.folders[catalog].count; catalog += 1 }
            for _ in 0..<count {
                while offset >= diskWatch.folders[catalog].count { offset = 0; catalog = (catalog + 1) % diskWatch.folders.count }
                slice.append(FolderCheck(catalog: catalog, folder: diskWatch.folders[catalog][offset]))
                offset += 1
            }
        }
        var keeping = Set(history.dirtyLocations)
        if let editor { keeping.insert(editor.location) }
        return .rescan(RescanRequest(outline: outline, folders: slice, full: full, keeping: keeping,
                                     searched: diskWatch.searched, searchedSlice: full ? [] : nextSearchedSlice()))
    }

    /// The next slice of the folders searched for catalogs, round robin.
    private mutating func nextSearchedSlice() -> [FolderStamp] {
        let searched = diskWatch.searched
        guard !searched.isEmpty else { return [] }
        let (start, count) = DiskWatch.nextSlice(total: searched.count, size: DiskWatch.folderSliceSize, cursor: &diskWatch.searchCursor)
        return (start..<start + count).map { searched[$0 % searched.count] }
    }

    /// Takes the catalogs scanned again: new folder stamps, and for a catalog whose colorsets or
    /// folders changed, the rebuilt catalog (`Catalog.rebuilt(from:)`) with the state moved onto
    /// it; catalogs found anew (Ctrl-L, or a searched folder changed) are added after the others,
    /// and the folders `searched` now are watched from here on.
    /// Says what changed with the stamp check that follows (`DiskWatch.structureReport`).
    /// Returns the source scan to run again, if any (`relocate(to:_:)`).
    mutating func finishRescan(_ results: [RescanResult], searched: [FolderStamp]?) -> [Effect] {
        if let searched { diskWatch.searched = searched }
        var workspace = outline.workspace
        var map = OutlineMap()
        let existing = workspace.catalogs.count
        for result in results where result.catalog < existing {
            if diskWatch.folders.indices.contains(result.catalog) { diskWatch.folders[result.catalog] = result.rescan.source.folders }
            guard let fresh = result.rescan.fresh else { continue }
            let rebuild = workspace.catalogs[result.catalog].rebuilt(from: fresh, gone: result.rescan.gone)
            workspace.catalogs[result.catalog] = rebuild.catalog
            map.catalogs[result.catalog] = rebuild
        }
        // Catalogs new below the searched paths come after the others: nothing refers to them yet.
        var newColors = 0
        for result in results.filter({ $0.catalog >= existing }).sorted(by: { $0.catalog < $1.catalog }) {
            guard let fresh = result.rescan.fresh else { continue }
            workspace.catalogs.append(fresh)
            diskWatch.folders.append(result.rescan.source.folders)
            newColors += fresh.colorSets.count
        }
        guard !map.catalogs.isEmpty || workspace.catalogs.count > existing else { return [] }
        let scan = relocate(to: Outline(workspace: workspace), map)
        let added = map.catalogs.values.reduce(newColors) { $0 + $1.added }
        let removed = map.catalogs.values.reduce(0) { $0 + $1.removed }
        func colors(_ count: Int) -> String { "\(count) color\(count == 1 ? "" : "s")" }
        switch (added, removed) {
        case (0, 0): diskWatch.structureReport = workspace.catalogs.count > existing ? "a catalog was added on disk" : "folders changed on disk"
        case (_, 0): diskWatch.structureReport = "\(colors(added)) added on disk"
        case (0, _): diskWatch.structureReport = "\(colors(removed)) removed on disk"
        default: diskWatch.structureReport = "\(colors(added)) added, \(removed) removed on disk"
        }
        return scan
    }

    /// Moves the state onto `next`, the outline after a rescan, following `map`: the ONE place
    /// that knows every part of the state that names a colorset, folder, state group or row.
    /// `RescanTests.everyStoredPropertyOfTheStateIsAccountedForByTheRescan` fails when a new stored
    /// property of `AppState` is not accounted for here. Returns the source scan to run again
    /// (the sources are read again against the colorsets as they are now).
    mutating func relocate(to next: Outline, _ map: OutlineMap) -> [Effect] {
        let previous = outline, previousLocations = allLocations
        var scan: [Effect] = []
        let location = { (old: ColorSetLocation) in map.location(old) }
        // Rows: folded containers and the selection, by what they show.
        var nodeOf: [OutlineItem: Int] = [:]
        nodeOf.reserveCapacity(next.nodes.count)
        for (index, node) in next.nodes.enumerated() { nodeOf[node.item] = index }
        func node(for old: Int) -> Int? {
            guard previous.nodes.indices.contains(old), let item = map.item(previous.nodes[old].item) else { return nil }
            if let found = nodeOf[item] { return found }
            // A colorset that joined a state group: the group's row.
            if case .colorSet(let moved) = item, let group = next.groupOfColorSet[moved.catalog][moved.colorSet] {
                return nodeOf[.stateGroup(catalog: moved.catalog, group: group)]
            }
            return nil
        }
        collapsed = Set(collapsed.compactMap(node(for:)))
        selection = node(for: selection) ?? nearestNode(to: selection, in: previous, node(for:))
            ?? next.nodes.firstIndex { !$0.isContainer } ?? 0
        groupStates = Dictionary(groupStates.compactMap { key, state in
            map.group(key).map { (GroupKey(catalog: key.catalog, group: $0), state) }
        }, uniquingKeysWith: { first, _ in first })
        // Colorsets.
        replaceOutline(next)
        history.relocate(to: next, location)
        diskWatch.conflicts = Set(diskWatch.conflicts.compactMap(location))
        comparison = comparison.flatMap(location)
        slotCursor = slotCursor.flatMap { cursor in location(cursor.location).map { SlotCursor(location: $0, variant: cursor.variant) } }
        if let open = editor {
            if let moved = location(open.location) {
                editor?.location = moved
                editor?.before.qualifiedName = next.colorSet(moved).qualifiedName
            } else {
                editor = nil
                mode = .browse
            }
        }
        prompt = prompt.flatMap { $0.relocated(location) }
        switch sources {
        case .done(let usage):
            // Read again against the colorsets as they are now; the last result shown meanwhile.
            sources = .refreshing(usage.relocated(location))
            scan = [.scanSources]
        case .scanning, .refreshing:
            if case .refreshing(let usage) = sources { sources = .refreshing(usage.relocated(location)) }
            // The scan reports locations of the workspace it started from: move them when it arrives.
            if let moves = sourceMoves {
                sourceMoves = moves.compactMapValues(location)
            } else {
                sourceMoves = Dictionary(uniqueKeysWithValues: previousLocations.compactMap { old in location(old).map { (old, $0) } })
            }
        case .off, .pending: break   // a pending scan starts from the workspace as it is then
        }
        // Worked out from the workspace: again, now or on first use.
        contrast.forgetPairs()
        specimen.forgetCast()
        if specimen.isShown { _ = specimen.cast(in: workspace, pairs: contrast.pairs(in: workspace)) }
        if sourceFilter != nil { applySourceFilter() } else { refreshRows() }
        if let view = pairsView {
            var rebuilt = pairsView(view.scope)
            rebuilt.cursor = min(view.cursor, max(0, rebuilt.rows.count - 1))
            pairsView = rebuilt
        }
        return scan
    }

    /// The closest row to `old` (after it first, then before) that still exists in the new outline.
    private func nearestNode(to old: Int, in previous: Outline, _ node: (Int) -> Int?) -> Int? {
        for distance in 1..<max(1, previous.nodes.count) {
            if let found = node(old + distance) { return found }
            if old - distance >= 0, let found = node(old - distance) { return found }
        }
        return nil
    }
}

/// Where each colorset, folder and state group of the rescanned catalogs went; catalogs not in
/// `catalogs` kept theirs.
struct OutlineMap {
    var catalogs: [Int: CatalogRebuild] = [:]

    func location(_ old: ColorSetLocation) -> ColorSetLocation? {
        guard let rebuild = catalogs[old.catalog] else { return old }
        return rebuild.colorSets[old.colorSet].map { ColorSetLocation(catalog: old.catalog, colorSet: $0) }
    }

    func group(_ key: GroupKey) -> Int? {
        guard let rebuild = catalogs[key.catalog] else { return key.group }
        return rebuild.stateGroups[key.group]
    }

    func item(_ item: OutlineItem) -> OutlineItem? {
        switch item {
        case .catalog: return item
        case .folder(let catalog, let folder):
            guard let rebuild = catalogs[catalog] else { return item }
            return rebuild.folders[folder].map { .folder(catalog: catalog, folder: $0) }
        case .colorSet(let old): return location(old).map { .colorSet($0) }
        case .stateGroup(let catalog, let group):
            return self.group(GroupKey(catalog: catalog, group: group)).map { .stateGroup(catalog: catalog, group: $0) }
        }
    }
}

extension Prompt {
    /// The same question after a rescan moved colorsets; `nil` when its colorset is gone.
    func relocated(_ location: (ColorSetLocation) -> ColorSetLocation?) -> Prompt? {
        switch self {
        case .createSlot(let old, let traits, let fallback, let appearance):
            return location(old).map { .createSlot($0, traits: traits, fallback: fallback, appearance: appearance) }
        case .replaceReference(let old, let variant): return location(old).map { .replaceReference($0, variant: variant) }
        case .removeSlot(let old, let variant): return location(old).map { .removeSlot($0, variant: variant) }
        case .quit: return self
        case .changedOnDisk(let old):
            let moved = old.compactMap(location)
            return moved.isEmpty ? nil : .changedOnDisk(moved)
        case .confirmOverwrite(let old):
            let moved = old.compactMap(location)
            return moved.isEmpty ? nil : .confirmOverwrite(moved)
        }
    }
}
