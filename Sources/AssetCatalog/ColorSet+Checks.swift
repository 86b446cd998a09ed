/// Checks that look at a colorset's variants together. Each finding names the position, in
/// `variants`, of the variant it is about; the caller places it in the file.
extension ColorSet {
    /// Up to this many variants, checks compare pairwise (a colorset has a handful, and that beats
    /// hashing); beyond it they hash, so a hostile file with 20,000 slots is checked in linear time.
    static let pairwiseLimit = 16

    /// Two entries with the same slot components: only one of them can ever be used.
    static func duplicateSlots(in variants: [ColorVariant]) -> [(position: Int, finding: Finding)] {
        firstWithSameTraits(variants.map(\.traits)).enumerated().compactMap { position, first in
            guard let first else { return nil }
            let traits = variants[position].traits
            return (position, .duplicateSlot(slot: "\(traits.appearanceLabel) \(traits.deviceLabel)",
                                             firstEntry: variants[first].index))
        }
    }

    /// For each position, the first earlier position with equal traits, or `nil`.
    static func firstWithSameTraits(_ traits: [SlotTraits]) -> [Int?] {
        if traits.count <= pairwiseLimit {
            return traits.indices.map { position in traits[..<position].firstIndex(of: traits[position]) }
        }
        var first: [SlotTraits: Int] = [:]
        first.reserveCapacity(traits.count)
        return traits.indices.map { position in
            if let earlier = first[traits[position]] { return earlier }
            first[traits[position]] = position
            return nil
        }
    }

    /// `{any, dark, HC}` without `dark+HC`: under High Contrast Dark both Dark and HC(any) match one
    /// trait each. Apple documents no winner; palette picks Dark and says so.
    static func appearanceTies(in variants: [ColorVariant]) -> [(position: Int, finding: Finding)] {
        let highContrastAny = variants.indices.filter {
            variants[$0].traits.highContrast && variants[$0].traits.luminosity == nil && variants[$0].hasColor
        }
        guard !highContrastAny.isEmpty else { return [] }
        let hasColor: (SlotTraits) -> Bool
        if variants.count <= pairwiseLimit {
            hasColor = { traits in variants.contains { $0.hasColor && $0.traits == traits } }
        } else {
            let colored = Set(variants.lazy.filter(\.hasColor).map(\.traits))
            hasColor = colored.contains
        }
        return highContrastAny.compactMap { position in
            var device = variants[position].traits
            device.highContrast = false
            device.luminosity = .dark
            let dark = hasColor(device)
            device.highContrast = true
            return dark && !hasColor(device) ? (position, .appearanceTie) : nil
        }
    }
}

extension ColorSet {
    /// A `colors` array with no universal entry free of appearances: a request that matches no
    /// other slot (another device, an appearance without its own slot) resolves to nothing. An
    /// empty Any entry counts, as Xcode writes one for a color left unset (its `AccentColor`
    /// template); an `sRGB` gamut does not narrow a slot, a P3 gamut, subtype or locale does.
}

extension SlotTraits {
    /// The universal slot without appearances that every request can fall back on.
    var isAnySlot: Bool {
        idiom == "universal" && subtype == nil && locale == nil && luminosity == nil && !highContrast
            && unknownAppearances.isEmpty && (displayGamut == nil || displayGamut == DisplayGamut.sRGB.rawValue)
    }
}
