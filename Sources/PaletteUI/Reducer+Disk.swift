import AssetCatalog

/// Outside changes: which colorsets a tick or Ctrl-L compares with their files (`Effect.checkDisk`),
/// and what the browser does with the files that changed (`Message.diskChecked`).
extension AppState {
    /// Every loaded colorset, in catalog order.
    var allLocations: [ColorSetLocation] {
        workspace.catalogs.indices.flatMap { catalog in
            workspace.catalogs[catalog].colorSets.indices.map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        }
    }

    /// The colorsets the visible tree rows show (a group's every member) and the selected one.
    var visibleLocations: [ColorSetLocation] {
        let end = min(rows.count, scrollOffset + max(1, layout.tree.height))
        var locations: [ColorSetLocation] = selectedColorSet.map { [$0] } ?? []
        for row in rows[min(scrollOffset, end)..<end] {
            switch outline.nodes[row].item {
            case .colorSet(let location): locations.append(location)
            case .stateGroup(let catalog, let group):
                locations += outline.stateGroup(catalog: catalog, group: group).members
                    .map { ColorSetLocation(catalog: catalog, colorSet: $0.colorSet) }
            case .catalog, .folder: break
            }
        }
        return locations
    }

    /// A tick: the next slice of colorsets round robin, plus those on screen.
    mutating func checkDiskSlice() -> [Effect] {
        let all = allLocations
        guard !all.isEmpty else { return [] }
        let (start, count) = DiskWatch.nextSlice(total: all.count, size: DiskWatch.sliceSize, cursor: &diskWatch.cursor)
        var seen = Set<ColorSetLocation>()
        var locations: [ColorSetLocation] = []
        for location in (0..<count).map({ all[(start + $0) % all.count] }) + visibleLocations where seen.insert(location).inserted {
            locations.append(location)
        }
        return [.checkDisk(locations.map(stampCheck), full: false)]
    }

    /// Ctrl-L: every colorset.
    func checkDiskFully() -> [Effect] {
        [.checkDisk(allLocations.map(stampCheck), full: true)]
    }

    private func stampCheck(_ location: ColorSetLocation) -> StampCheck {
        StampCheck(location: location, colorSet: colorSet(at: location), reload: !history.isDirty(location))
    }

    /// Installs the colorsets read again, marks those with unsaved edits, and says what happened.
    /// A file touched without a change of content only updates the stamp, silently.
    mutating func finishDiskCheck(_ changes: [DiskChange], full: Bool, checked: Int) {
        var reloaded: [String] = [], kept = 0
        for change in changes {
            let current = colorSet(at: change.location)
            if let fresh = change.reloaded, !history.isDirty(change.location) {
                diskWatch.conflicts.remove(change.location)
                if fresh.document == current.document, fresh.diagnostics == current.diagnostics {
                    history.replace(change.location, with: fresh)
                    continue
                }
                finishReload(change.location, fresh)
                reloaded.append(fresh.qualifiedName)
            } else if history.isDirty(change.location), diskWatch.conflicts.insert(change.location).inserted {
                kept += 1
            }
        }
        var parts: [String] = diskWatch.structureReport.map { [$0] } ?? []
        diskWatch.structureReport = nil
        if reloaded.count == 1 {
            parts.append("'\(reloaded[0])' changed on disk and was reloaded")
        } else if reloaded.count > 1 {
            parts.append("\(reloaded.count) colors changed on disk and were reloaded")
        }
        if kept > 0 {
            parts.append(reloaded.isEmpty ? "\(kept) color\(kept == 1 ? "" : "s") with your edits changed on disk: w asks"
                                           : "\(kept) \(kept == 1 ? "has" : "have") your edits: w asks")
        }
        if !parts.isEmpty {
            statusMessage = parts.joined(separator: "; ")
        } else if full {
            statusMessage = "checked \(checked) colorset\(checked == 1 ? "" : "s"): no changes on disk"
        }
    }
}
