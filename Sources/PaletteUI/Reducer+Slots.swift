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

    /// `D` / `H`: a Dark slot, or a High Contrast slot for the current luminosity, from the color
    /// the appearance resolves to now, as `SlotDeriver` proposes it (solved against the color's
    /// pairs in palette.yml, else `SlotDerivation`'s rule, High Contrast never lowering contrast
    /// with the backgrounds); then edits it under its appearance. Nothing is written when no
    /// lightness meets every target: the status bar names the pair.
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
              resolution.variant.color?.spaceColor(for: source) != nil else {
            statusMessage = "'\(set.qualifiedName)' has no \(source.label) color to derive from"
            return
        }
        let traits = set.slotTraits(for: target, device: resolution.variant.traits)
        if set.variant(with: traits)?.color != nil {
            statusMessage = "'\(set.qualifiedName)' already has a \(traits.appearanceLabel) slot; e edits it"
            appearance = target
            return
        }
        let template = Self.template(set, source: resolution.variant, appearance: source)
        let device = SlotTraits(idiom: traits.idiom, subtype: traits.subtype, displayGamut: traits.displayGamut, locale: traits.locale)
        var deriver = SlotDeriver(workspace: editedWorkspace, pairs: contrast.pairs(in: workspace), canvas: contrast.canvas)
        guard let (color, method, clipped) = derivedColor(deriver.proposal(for: location, appearance: target, device: device),
                                                          set: set) else { return }
        // An HC slot beside Dark (or a Dark slot beside HC) brings the HC Dark slot Xcode adds with
        // it, derived the same way from the Dark color (the new one, when that is what `D` adds).
        var highContrastDark: SpaceColor?
        if set.highContrastDarkSlot(completing: traits) != nil {
            if !highContrast {
                var withDark = set
                do {
                    try withDark.addVariant(traits: traits, color: color, template: template)
                } catch {
                    statusMessage = error.message
                    return
                }
                deriver.restore(withDark, at: location)
            }
            guard let companion = derivedColor(deriver.proposal(for: location, appearance: .highContrastDark, device: device),
                                               set: set) else { return }
            highContrastDark = companion.color
        }
        appearance = target
        writeAndEdit(location, traits: traits, undoLabel: "add \(traits.appearanceLabel)",
                     alsoWritten: "derived as Xcode pairs them") { (edited: inout ColorSet) throws(ColorEditError) in
            try edited.writeSlot(traits, color: color, template: template, highContrastDark: highContrastDark)
        }
        if clipped { editor?.clipped = true }
        if statusMessage == nil { statusMessage = Self.derivationNote(method, slot: traits.appearanceLabel) }
    }

    /// The proposal's color, or `nil` with the reason in the status bar.
    private mutating func derivedColor(_ proposal: SlotDeriver.Proposal, set: ColorSet)
        -> (color: SpaceColor, method: DerivedSlot.Method, clipped: Bool)? {
        switch proposal.outcome {
        case .color(let color, let method, let clipped): return (color, method, clipped)
        case .conflict(let conflict):
            statusMessage = "no \(proposal.traits.appearanceLabel) slot added: \(conflict.description)"
        case .failed(let reason): statusMessage = reason
        case .exists: statusMessage = "'\(set.qualifiedName)' already has a \(proposal.traits.appearanceLabel) slot; e edits it"
        }
        return nil
    }

    /// What the status bar says about how a derived slot was found, when it is not the plain rule.
    private static func derivationNote(_ method: DerivedSlot.Method, slot: String) -> String? {
        switch method {
        case .solved: "\(slot) solved to meet the color's pairs in palette.yml (Esc takes it back)"
        case .rule: nil
        case .ruleReversed: "\(slot) made darker or lighter the other way, to keep contrast with the backgrounds"
        case .ruleLimited: "\(slot) kept close to the color, to keep contrast with every background"
        }
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
