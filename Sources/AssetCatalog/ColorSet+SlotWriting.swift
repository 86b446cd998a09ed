import ColorScience

/// Writing a slot so that no other appearance changes by accident: the `HC Dark` slot Xcode adds
/// together with an `HC` slot, and the slots that keep what a replaced system color gave the
/// appearances falling back to it.
extension ColorSet {
    /// The `HC Dark` slot that must come with a new slot `traits` (an `HC` or a `Dark` slot) so
    /// that its device does not end with `Any`, `Dark` and `HC` but no `HC Dark`: the tie that
    /// `check` reports as `colorset.appearance-tie`. Xcode adds `HC` and `HC Dark` together.
    public func highContrastDarkSlot(completing traits: SlotTraits) -> SlotTraits? {
        guard traits.unknownAppearances.isEmpty else { return nil }
        let device = traits.with(appearance: .light)
        let highContrast = device.with(appearance: .highContrastLight)
        let dark = device.with(appearance: .dark)
        let highContrastDark = device.with(appearance: .highContrastDark)
        guard traits == highContrast || traits == dark else { return nil }
        func present(_ slot: SlotTraits) -> Bool { slot == traits || variants.contains { $0.hasColor && $0.traits == slot } }
        return present(highContrast) && present(dark) && !present(highContrastDark) ? highContrastDark : nil
    }

    /// Writes `color` into the slot with `traits`, filling it when it is empty and adding it when it
    /// is missing. When that would leave the `{Any, Dark, HC}` tie, it also writes the `HC Dark`
    /// slot (`highContrastDarkSlot(completing:)`) with `highContrastDark`, or else with the color
    /// High Contrast Dark shows now, so that it does not change. Returns the slot's entry index.
    @discardableResult
    public mutating func writeSlot(_ traits: SlotTraits, color: SpaceColor, template: ComponentColor?,
                                   highContrastDark: SpaceColor? = nil) throws(ColorEditError) -> Int {
        var edited = self
        if let companion = highContrastDarkSlot(completing: traits),
           let value = highContrastDark ?? resolve(TraitRequest(appearance: .highContrastDark, device: companion))?
               .variant.color?.spaceColor(for: .highContrastDark) {
            try edited.fillOrAdd(companion, color: value, template: template)
        }
        let index = try edited.fillOrAdd(traits, color: color, template: template)
        self = edited
        return index
    }

    /// What replacing the system reference in entry `index` must also write so that the system
    /// color's differences between appearances survive: each appearance that falls back to that
    /// entry now (on its device), with the system color's value for it, unless the slot it would
    /// fall back to afterwards (the entry, or a slot written before it) has the same system value.
    /// Dark slots come first. Empty for a system color palette does not know.
    public func slotsKeepingSystemColor(ofVariant index: Int) -> [(traits: SlotTraits, color: SpaceColor)] {
        guard let entry = variants.first(where: { $0.index == index }), case .reference? = entry.color,
              entry.color?.spaceColor(for: entry.traits.appearance) != nil else { return [] }
        var kept: [(traits: SlotTraits, color: SpaceColor)] = []
        for appearance in [Appearance.dark, .highContrastDark, .highContrastLight, .light] where appearance != entry.traits.appearance {
            let request = TraitRequest(appearance: appearance, device: entry.traits)
            guard resolve(request)?.variant.index == index, let value = entry.color?.spaceColor(for: appearance) else { continue }
            // What the appearance falls back to once the entry and the slots kept so far are written.
            let candidates = [entry.traits] + kept.map(\.traits)
            let inherited = candidates.compactMap { traits in
                Specificity(traits, request: request, idiom: entry.traits.idiom).map { (score: $0, traits: traits) }
            }.max { $0.score < $1.score }?.traits ?? entry.traits
            if entry.color?.spaceColor(for: inherited.appearance) != value {
                kept.append((slotTraits(for: appearance, device: entry.traits), value))
            }
        }
        return kept
    }

    /// Replaces the system reference in entry `index` with explicit components, `color`, and writes
    /// `slotsKeepingSystemColor(ofVariant:)` so the appearances that followed the system color keep
    /// its values. Returns the replaced slot's entry index (new slots may move it).
    @discardableResult
    public mutating func replaceReference(ofVariant index: Int, with color: SpaceColor,
                                          template: ComponentColor?) throws(ColorEditError) -> Int {
        guard let entry = variants.first(where: { $0.index == index }) else { throw .noSuchVariant(index) }
        let kept = slotsKeepingSystemColor(ofVariant: index)
        var edited = self
        try edited.setColor(ofVariant: index, to: color, template: template)
        for slot in kept { try edited.writeSlot(slot.traits, color: slot.color, template: template) }
        self = edited
        return variant(with: entry.traits)?.index ?? index
    }

    /// Gives the slot with `traits` the color: replaces its color when it has one, fills it when it
    /// is empty, adds it when it is missing.
    @discardableResult
    private mutating func fillOrAdd(_ traits: SlotTraits, color: SpaceColor, template: ComponentColor?) throws(ColorEditError) -> Int {
        guard let slot = variant(with: traits) else { return try addVariant(traits: traits, color: color, template: template) }
        try setColor(ofVariant: slot.index, to: color, template: template)
        return slot.index
    }
}
