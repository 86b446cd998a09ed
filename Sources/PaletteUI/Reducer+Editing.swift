import AssetCatalog
import ColorScience

/// Opening, stepping, committing and cancelling the color editor; adding and removing slots.
extension AppState {
    /// The color a slot gets when there is nothing to start from (an unknown system color).
    static let neutralGray = SpaceColor(space: .srgb, channels: [0.5, 0.5, 0.5], alpha: 1)

    mutating func selectSlot(by delta: Int) {
        guard let location = selectedColorSet else { return }
        let variants = colorSet(at: location).variants.map(\.index)
        guard !variants.isEmpty else { return }
        let current = selectedSlot.flatMap { variants.firstIndex(of: $0) }
        let next = current.map { ($0 + delta + variants.count) % variants.count } ?? (delta > 0 ? 0 : variants.count - 1)
        slotCursor = SlotCursor(location: location, variant: variants[next])
    }

    /// `e`: edits the slot picked with `[` `]`, else the slot the appearance resolves to; a
    /// fallback asks whether to create the slot made for the appearance.
    mutating func beginEdit() {
        guard let location = selectedColorSet else {
            statusMessage = "select a color to edit"
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
    /// confirmation (`confirmed`), replaced by its current color; an empty slot filled first.
    mutating func openSlot(_ variant: Int, of location: ColorSetLocation, confirmed: Bool = false) {
        let set = colorSet(at: location)
        guard let entry = set.variants.first(where: { $0.index == variant }) else { return }
        let label = entry.traits.appearanceLabel
        switch entry.color {
        case .components?:
            openEditor(location, variant: variant, before: set, undoLabel: "edit \(label)")
        case .reference? where !confirmed:
            prompt = .replaceReference(location, variant: variant)
        case .reference?, nil:
            var edited = set
            let color = entry.color?.spaceColor(for: entry.traits.appearance) ?? Self.neutralGray
            let template = set.templateColor(for: TraitRequest(appearance: entry.traits.appearance))
            do {
                try edited.setColor(ofVariant: variant, to: color, template: template)
            } catch {
                statusMessage = error.message
                return
            }
            history.replace(location, with: edited)
            openEditor(location, variant: variant, before: set, undoLabel: (entry.color == nil ? "fill " : "replace ") + label)
        }
    }

    /// Creates the slot with `traits` from the color of entry `fallback`, then edits it.
    mutating func createSlot(_ location: ColorSetLocation, traits: SlotTraits, fallback: Int, appearance: Appearance) {
        let set = colorSet(at: location)
        guard let source = set.variants.first(where: { $0.index == fallback }) else { return }
        let color = source.color?.spaceColor(for: appearance) ?? Self.neutralGray
        addSlot(location, traits: traits, color: color, template: Self.template(set, source: source, appearance: appearance))
    }

    /// `D` / `H`: a Dark slot from the light color, or a High Contrast slot from the normal color
    /// of the current luminosity, derived by `SlotDerivation`; then edits it under its appearance.
    mutating func addDerivedSlot(highContrast: Bool) {
        guard let location = selectedColorSet else {
            statusMessage = "select a color to add a slot to"
            return
        }
        let set = colorSet(at: location)
        let luminosity: Luminosity = highContrast ? appearance.luminosity : .dark
        let source: Appearance = highContrast ? Appearance(luminosity: luminosity, highContrast: false) : .light
        let target = Appearance(luminosity: luminosity, highContrast: highContrast)
        guard let resolution = set.resolve(TraitRequest(appearance: source)),
              let color = resolution.variant.color?.spaceColor(for: source) else {
            statusMessage = "'\(set.qualifiedName)' has no \(source.label) color to derive from"
            return
        }
        let traits = set.slotTraits(for: target, device: resolution.variant.traits)
        if set.variant(with: traits)?.color != nil {
            statusMessage = "'\(set.qualifiedName)' already has a \(traits.appearanceLabel) slot; e edits it"
            appearance = target
            return
        }
        let oklch = OKLCH(linearSRGB: color.linearSRGB)
        let derived = highContrast ? SlotDerivation.highContrast(from: oklch, luminosity: luminosity) : SlotDerivation.dark(from: oklch)
        let template = Self.template(set, source: resolution.variant, appearance: source)
        let converted = SlotDerivation.spaceColor(derived, alpha: color.alpha, in: template?.colorSpace ?? .srgb)
        appearance = target
        addSlot(location, traits: traits, color: converted.color, template: template)
        if converted.clipped { editor?.clipped = true }
    }

    /// Adds (or fills, when an empty one exists) the slot with `traits`, then opens the editor on it.
    private mutating func addSlot(_ location: ColorSetLocation, traits: SlotTraits, color: SpaceColor, template: ComponentColor?) {
        let set = colorSet(at: location)
        var edited = set
        let index: Int
        do {
            if let empty = set.variant(with: traits) {
                try edited.setColor(ofVariant: empty.index, to: color, template: template)
                index = empty.index
            } else {
                index = try edited.addVariant(traits: traits, color: color, template: template)
            }
        } catch {
            statusMessage = error.message
            return
        }
        history.replace(location, with: edited)
        openEditor(location, variant: index, before: set, undoLabel: "add \(traits.appearanceLabel)")
    }

    /// `x`: asks to remove the slot picked with `[` `]`, else the slot made for the appearance.
    mutating func askToRemoveSlot() {
        guard let location = selectedColorSet else {
            statusMessage = "select a color first"
            return
        }
        let set = colorSet(at: location)
        let resolution = set.resolve(TraitRequest(appearance: appearance))
        let own = resolution.flatMap { $0.isFallback ? nil : $0.variant.index }
            ?? set.variant(with: set.slotTraits(for: appearance))?.index
        guard let variant = selectedSlot ?? own else {
            statusMessage = "'\(set.qualifiedName)' has no \(appearance.label) slot to remove; [ ] pick a slot"
            return
        }
        prompt = .removeSlot(location, variant: variant)
    }

    mutating func removeSlot(_ variant: Int, of location: ColorSetLocation) {
        let set = colorSet(at: location)
        var edited = set
        let label = set.variants.first { $0.index == variant }?.traits.appearanceLabel ?? "?"
        do {
            try edited.removeVariant(at: variant)
        } catch {
            statusMessage = error.message
            return
        }
        history.replace(location, with: edited)
        history.record(location, previous: set, label: "remove \(label)")
        slotCursor = nil
        statusMessage = "removed the \(label) slot of '\(set.qualifiedName)' (u undoes, w saves)"
    }

    private mutating func openEditor(_ location: ColorSetLocation, variant: Int, before: ColorSet, undoLabel: String) {
        guard let editor = ColorEditor(location: location, colorSet: colorSet(at: location), variant: variant,
                                       before: before, undoLabel: undoLabel) else { return }
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

    /// The components a new slot copies its color space and notation from.
    private static func template(_ set: ColorSet, source: ColorVariant, appearance: Appearance) -> ComponentColor? {
        if case .components(let color)? = source.color { return color }
        return set.templateColor(for: TraitRequest(appearance: appearance))
    }
}
