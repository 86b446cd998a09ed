import AssetCatalog

/// Saving, reloading, quitting and answering prompts. Files are only touched by the runtime,
/// through `Effect.save` and `Effect.reload`; their results come back as messages.
extension AppState {
    /// `q`, Ctrl-C: quits at once without unsaved edits, else asks save / discard / cancel.
    mutating func requestQuit() -> [Effect] {
        guard !history.dirtyLocations.isEmpty else { return [.quit] }
        prompt = .quit
        return []
    }

    /// `w`: saves every dirty colorset (or `only` these), refusing files changed on disk unless `force`.
    mutating func saveAll(force: Bool, only locations: [ColorSetLocation]? = nil) -> [Effect] {
        let dirty = locations ?? history.dirtyLocations
        guard !dirty.isEmpty else {
            statusMessage = "nothing to save"
            return []
        }
        return [.save(dirty.map { location in
            SaveRequest(location: location, colorSet: colorSet(at: location), force: force,
                        folders: workspace.catalogs[location.catalog].folders(above: location.colorSet))
        })]
    }

    /// Installs the saved colorsets; asks about files changed on disk; reports write errors, whose
    /// edits stay in memory. Quits when "save and quit" was chosen and everything was saved.
    mutating func finishSave(_ results: [SaveResult]) -> [Effect] {
        var saved = 0
        var changedOnDisk: [ColorSetLocation] = []
        var failures: [String] = []
        for result in results {
            switch result.outcome {
            case .success(let savedSet):
                var current = colorSet(at: result.location)
                if current.document == savedSet.document { current = savedSet } else { current.stamp = savedSet.stamp }
                history.replace(result.location, with: current)
                diskWatch.conflicts.remove(result.location)
                saved += 1
            case .failure(.changedOnDisk):
                changedOnDisk.append(result.location)
            case .failure(.io(let error)):
                // The qualified name instead of the path, so the reason fits on the status line.
                failures.append("cannot write '\(colorSet(at: result.location).qualifiedName)': \(error.reason)")
            case .failure(let error):
                failures.append(error.message)
            }
        }
        let savedText = "saved \(saved) colorset\(saved == 1 ? "" : "s")"
        if !failures.isEmpty {
            quitAfterSave = false
            statusMessage = failures[0] + (failures.count > 1 ? " (and \(failures.count - 1) more)" : "")
                + "; edits kept in memory" + (saved > 0 ? "; " + savedText : "")
        } else {
            statusMessage = savedText
        }
        if !changedOnDisk.isEmpty {
            quitAfterSave = false
            prompt = .changedOnDisk(changedOnDisk)
            return []
        }
        if quitAfterSave, failures.isEmpty { return [.quit] }
        return []
    }

    /// A colorset read again from disk: its edits and their undo steps are gone.
    mutating func finishReload(_ location: ColorSetLocation, _ colorSet: ColorSet) {
        history.replace(location, with: colorSet)
        history.forget(location)
        diskWatch.conflicts.remove(location)
        if editor?.location == location {
            editor = nil
            mode = .browse
        }
        statusMessage = "reloaded '\(colorSet.qualifiedName)' from disk"
    }

    /// A key pressed over a prompt; keys the prompt does not offer leave it open.
    mutating func answer(_ key: Character) -> [Effect] {
        guard let prompt else { return [] }
        self.prompt = nil
        switch (prompt, key) {
        case (.createSlot(let location, let traits, let fallback, let appearance), "y"):
            createSlot(location, traits: traits, fallback: fallback, appearance: appearance)
        case (.createSlot(let location, _, let fallback, _), "n"):
            openSlot(fallback, of: location)
        case (.replaceReference(let location, let variant), "y"):
            openSlot(variant, of: location, confirmed: true)
        case (.removeSlot(let location, let variant), "y"):
            removeSlot(variant, of: location)
        case (.replaceReference, "n"), (.removeSlot, "n"), (.confirmOverwrite, "n"):
            break
        case (.quit, "s"):
            commitEdit()
            quitAfterSave = true
            let effects = saveAll(force: false)
            return effects.isEmpty ? [.quit] : effects
        case (.quit, "d"):
            return [.quit]
        case (.changedOnDisk(let locations), "r"):
            return [.reload(locations.map { ReloadRequest(location: $0, colorSet: colorSet(at: $0)) })]
        case (.changedOnDisk(let locations), "o"):
            self.prompt = .confirmOverwrite(locations)
        case (.changedOnDisk, "k"):
            statusMessage = "edits kept in memory; w tries to save again"
        case (.confirmOverwrite(let locations), "y"):
            return saveAll(force: true, only: locations)
        default:
            self.prompt = prompt
        }
        return []
    }

    /// Esc over a prompt.
    mutating func cancelPrompt() {
        if case .changedOnDisk? = prompt { statusMessage = "edits kept in memory; w tries to save again" }
        prompt = nil
        quitAfterSave = false
    }
}
