import AssetCatalog
import ColorScience

/// Opening, stepping, committing and cancelling the color editor, and undo (slots: `Reducer+Slots.swift`).
extension AppState {
    /// The color a slot gets when there is nothing to start from (an unknown system color).
    static let neutralGray = SpaceColor(space: .srgb, channels: [0.5, 0.5, 0.5], alpha: 1)

    /// `e`: edits the slot picked with `[` `]`, else the slot the appearance resolves to; a
    /// fallback asks whether to create the slot made for the appearance.
    mutating func beginEdit() {
        guard let location = selectedColorSet else {
            statusMessage = nothingSelected(toDo: "edit")
            return
        }
        if let slot = selectedSlot { return openSlot(slot, of: location) }
        let set = colorSet(at: location)
        guard let resolution = set.resolve(TraitRequest(appearance: appearance)) else {
            if let empty = set.variant(with: set.slotTraits(for: appearance)) { return openSlot(empty.index, of: location) }
            statusMessage = "'\(set.qualifiedName)' has no slot with a color to edit"
            return
        }
        guard resolution.isFallback else { return openSlot(resolution.variant.index, of: location) }
        let traits = set.slotTraits(for: appearance, device: resolution.variant.traits)
        prompt = .createSlot(location, traits: traits, fallback: resolution.variant.index, appearance: appearance)
    }

    /// Opens the editor on entry `variant`: explicit components at once; a system reference after
    /// confirmation (`confirmed`), replaced by its current color together with the slots that keep
    /// its other appearances (`ColorSet.replaceReference`); an empty slot filled first.
    mutating func openSlot(_ variant: Int, of location: ColorSetLocation, confirmed: Bool = false) {
        let set = colorSet(at: location)
        guard let entry = set.variants.first(where: { $0.index == variant }) else { return }
        let label = entry.traits.appearanceLabel
        switch entry.color {
        case .components?:
            openEditor(location, variant: variant, before: set, undoLabel: "edit \(label)")
        case .reference? where !confirmed:
            prompt = .replaceReference(location, variant: variant)
        case .reference(let reference)?:
            let color = entry.color?.spaceColor(for: entry.traits.appearance) ?? Self.neutralGray
            let template = set.templateColor(for: TraitRequest(appearance: entry.traits.appearance))
            writeAndEdit(location, traits: entry.traits, undoLabel: "replace " + label,
                         alsoWritten: "from '\(reference.name)'") { (edited: inout ColorSet) throws(ColorEditError) in
                try edited.replaceReference(ofVariant: variant, with: color, template: template)
            }
        case nil:
            let template = set.templateColor(for: TraitRequest(appearance: entry.traits.appearance))
            writeAndEdit(location, traits: entry.traits, undoLabel: "fill " + label) {
                (edited: inout ColorSet) throws(ColorEditError) in
                try edited.writeSlot(entry.traits, color: Self.neutralGray, template: template)
            }
        }
    }

    /// Why there is no colorset to act on: nothing matches the filter, or a folder is selected.
    func nothingSelected(toDo action: String) -> String {
        guard rows.isEmpty, !filter.isEmpty else { return "select a color to \(action)" }
        return "no color matches '\(filter)', so there is nothing to \(action); Esc clears the filter"
    }

    /// Opens the editor on entry `variant`; its "original" is what `before` showed for that slot:
    /// its own color (a system color's value for the slot's appearance), or for a slot that was
    /// missing or empty the color its appearance fell back to on its device.
    mutating func openEditor(_ location: ColorSetLocation, variant: Int, before: ColorSet, undoLabel: String) {
        let set = colorSet(at: location)
        guard let traits = set.variants.first(where: { $0.index == variant })?.traits else { return }
        let shown = (before.variant(with: traits)?.color
            ?? before.resolve(TraitRequest(appearance: traits.appearance, device: traits))?.variant.color)?
            .spaceColor(for: traits.appearance)
        guard let editor = ColorEditor(location: location, colorSet: set, variant: variant, before: before,
                                       original: shown, undoLabel: undoLabel) else { return }
        self.editor = editor
        mode = .editing
    }

    /// Changes the editor and writes its color into the slot, so every pane previews it.
    mutating func updateEditor(_ change: (inout ColorEditor) -> Void) {
        guard var editor else { return }
        change(&editor)
        var set = colorSet(at: editor.location)
        do {
            try set.setComponents(ofVariant: editor.variant, channels: editor.color.channels, alpha: editor.alphaToWrite)
        } catch {
            statusMessage = error.message
            return
        }
        history.replace(editor.location, with: set)
        self.editor = editor
    }

    mutating func acceptHexInput() {
        guard let text = editor?.hexInput else { return }
        let input: ColorInput
        do {
            input = try ColorInput(parsing: text)
        } catch {
            statusMessage = error.message
            return
        }
        updateEditor {
            $0.apply(input)
            $0.hexInput = nil
        }
    }

    /// Enter: the edit becomes one undo step (nothing when the bytes did not change).
    mutating func commitEdit() {
        guard let editor else { return }
        let current = colorSet(at: editor.location)
        if current.document != editor.before.document {
            history.record(editor.location, previous: editor.before, label: editor.undoLabel)
            statusMessage = "\(editor.undoLabel) of '\(current.qualifiedName)' kept (w saves, u undoes)"
        }
        self.editor = nil
        mode = .browse
    }

    /// Esc: the colorset goes back to what it was before the editor opened.
    mutating func cancelEdit() {
        guard let editor else { return }
        history.replace(editor.location, with: editor.before)
        self.editor = nil
        mode = .browse
    }

    mutating func undoOrRedo(undo: Bool) {
        guard editor == nil else { return }
        let step = undo ? history.undo(in: outline) : history.redo(in: outline)
        guard let step else {
            statusMessage = undo ? "nothing to undo" : "nothing to redo"
            return
        }
        statusMessage = (undo ? "undid " : "redid ") + "\(step.label) of '\(step.colorSet.qualifiedName)'"
    }
}
