import LosslessJSON

/// Checks that look at a colorset's variants together.
extension ColorSet {
    /// Two entries with the same slot components: only one of them can ever be used.
    static func duplicateSlots(in variants: [ColorVariant], document: JSONDocument, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A colorset has a handful of variants: pairwise comparison beats hashing. By index, so
        // no variant is copied.
        for position in variants.indices {
            if let first = variants[..<position].firstIndex(where: { $0.traits == variants[position].traits }) {
                let variant = variants[position]
                let location = document[variant.path]?.location
                found.append(Diagnostic(file: file, at: location, .duplicateSlot(
                    slot: "\(variant.traits.appearanceLabel) \(variant.traits.deviceLabel)", firstEntry: variants[first].index)))
            }
        }
        return found
    }

    /// `{any, dark, HC}` without `dark+HC`: under High Contrast Dark both Dark and HC(any) match one
    /// trait each. Apple documents no winner; palette picks Dark and says so.
    static func appearanceTies(in variants: [ColorVariant], document: JSONDocument, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for index in variants.indices where variants[index].traits.highContrast && variants[index].traits.luminosity == nil
            && variants[index].hasColor {
            var device = variants[index].traits
            device.highContrast = false
            device.luminosity = .dark
            let dark = variants.contains { $0.hasColor && $0.traits == device }
            device.highContrast = true
            let darkHighContrast = variants.contains { $0.hasColor && $0.traits == device }
            if dark, !darkHighContrast {
                let location = document[variants[index].path]?.location
                found.append(Diagnostic(file: file, at: location, .appearanceTie))
            }
        }
        return found
    }
}

extension ColorSet {
    /// A `colors` array with no universal entry free of appearances: a request that matches no
    /// other slot (another device, an appearance without its own slot) resolves to nothing. An
    /// empty Any entry counts, as Xcode writes one for a color left unset (its `AccentColor`
    /// template); an `sRGB` gamut does not narrow a slot, a P3 gamut, subtype or locale does.
    static func missingAnySlot(in variants: [ColorVariant], document: JSONDocument, file: String) -> [Diagnostic] {
        guard let colors = document.root["colors"], colors.kind == .array,
              !variants.contains(where: { $0.traits.isAnySlot }) else { return [] }
        return [Diagnostic(file: file, at: colors.location, .noAnySlot)]
    }
}

extension SlotTraits {
    /// The universal slot without appearances that every request can fall back on.
    var isAnySlot: Bool {
        idiom == "universal" && subtype == nil && locale == nil && luminosity == nil && !highContrast
            && unknownAppearances.isEmpty && (displayGamut == nil || displayGamut == DisplayGamut.sRGB.rawValue)
    }
}
