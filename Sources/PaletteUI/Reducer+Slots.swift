import AssetCatalog
import ColorScience
import ContrastPolicy

/// Picking, creating, deriving and removing slots. A slot is written before the editor opens on
/// it, so the editor's Esc and its undo step cover it and every slot written beside it.
extension AppState {
    mutating func selectSlot(by delta: Int) {
        guard let location = selectedColorSet else { return }
        let variants = colorSet(at: location).variants.map(\.index)
        guard !variants.isEmpty else { return }
        let current = selectedSlot.flatMap { variants.firstIndex(of: $0) }
        let next = current.map { ($0 + delta + variants.count) % variants.count } ?? (delta > 0 ? 0 : variants.count - 1)
        slotCursor = SlotCursor(location: location, variant: variants[next])
    }

    /// Creates the slot with `traits` from the color of entry `fallback` (and, as Xcode does, the
    /// `HC Dark` slot with the color it shows now, when an `HC` slot would otherwise tie), then
    /// edits it.
    mutating func createSlot(_ location: ColorSetLocation, traits: SlotTraits, fallback: Int, appearance: Appearance) {
        let set = colorSet(at: location)
        guard let source = set.variants.first(where: { $0.index == fallback }) else { return }
        let color = source.color?.spaceColor(for: appearance) ?? Self.neutralGray
        let template = Self.template(set, source: source, appearance: appearance)
        writeAndEdit(location, traits: traits, undoLabel: "add \(traits.appearanceLabel)",
                     alsoWritten: "as Xcode does") { (edited: inout ColorSet) throws(ColorEditError) in
            try edited.writeSlot(traits, color: color, template: template)
        }
    }

    /// `D` / `H`: a Dark slot from the light color, or a High Contrast slot from the normal color
    /// of the current luminosity, derived by `SlotDerivation`; then edits it under its appearance.
    mutating func addDerivedSlot(highContrast: Bool) {
        guard let location = selectedColorSet else {
            statusMessage = nothingSelected(toDo: "add a slot to")
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
        let space = template?.colorSpace ?? .srgb
        let converted = SlotDerivation.spaceColor(derived, alpha: color.alpha, in: space)
        // An HC slot beside Dark (or a Dark slot beside HC) brings the HC Dark slot Xcode adds with
        // it, derived the same way from the Dark color.
        var highContrastDark: SpaceColor?
        if set.highContrastDarkSlot(completing: traits) != nil {
            let dark = highContrast ? set.resolve(TraitRequest(appearance: .dark, device: traits))?.variant.color?
                .spaceColor(for: .dark) : converted.color
            highContrastDark = dark.map {
                SlotDerivation.spaceColor(SlotDerivation.highContrast(from: OKLCH(linearSRGB: $0.linearSRGB), luminosity: .dark),
                                          alpha: $0.alpha, in: space).color
            }
        }
        appearance = target
        writeAndEdit(location, traits: traits, undoLabel: "add \(traits.appearanceLabel)",
                     alsoWritten: "derived as Xcode pairs them") { (edited: inout ColorSet) throws(ColorEditError) in
            try edited.writeSlot(traits, color: converted.color, template: template, highContrastDark: highContrastDark)
        }
        if converted.clipped { editor?.clipped = true }
    }

    /// Applies `write` (which returns the entry index of the slot with `traits`), then opens the
    /// editor on that slot; the colorset from before is the editor's undo step. Slots the write
    /// added beside it are named in the status bar, `alsoWritten` saying how they were made.
    mutating func writeAndEdit(_ location: ColorSetLocation, traits: SlotTraits, undoLabel: String,
                               alsoWritten: String = "", write: (inout ColorSet) throws(ColorEditError) -> Int) {
        let set = colorSet(at: location)
        var edited = set
        let index: Int
        do {
            index = try write(&edited)
        } catch {
            statusMessage = error.message
            return
        }
        history.replace(location, with: edited)
        openEditor(location, variant: index, before: set, undoLabel: undoLabel)
        let added = edited.variants.filter { slot in
            slot.hasColor && slot.traits != traits && !set.variants.contains { $0.hasColor && $0.traits == slot.traits }
        }.map(\.traits.appearanceLabel)
        if !added.isEmpty {
            statusMessage = "also wrote " + added.joined(separator: ", ") + " " + alsoWritten + "; Esc takes it all back"
        }
    }

    /// `x`: asks to remove the slot picked with `[` `]`, else the slot made for the appearance.
    mutating func askToRemoveSlot() {
        guard let location = selectedColorSet else {
            statusMessage = nothingSelected(toDo: "remove a slot from")
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

    /// The components a new slot copies its color space and notation from.
    private static func template(_ set: ColorSet, source: ColorVariant, appearance: Appearance) -> ComponentColor? {
        if case .components(let color)? = source.color { return color }
        return set.templateColor(for: TraitRequest(appearance: appearance))
    }
}
