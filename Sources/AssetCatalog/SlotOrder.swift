/// Xcode's order of entries in `colors` (FORMAT.md section 4): idiom, then subtype, then gamut,
/// then contrast (outer) and luminosity (inner).
enum SlotOrder {
    /// Where a new slot goes: before the first entry that Xcode would write after it, so a file in
    /// Xcode's order stays in Xcode's order and any other order is left as it is.
    static func insertionIndex(for traits: SlotTraits, among existing: [SlotTraits]) -> Int {
        let key = rank(traits)
        return existing.firstIndex { key.lexicographicallyPrecedes(rank($0)) } ?? existing.count
    }

    static func rank(_ traits: SlotTraits) -> [Int] {
        let idiom = xcodeIdiomOrder.firstIndex(of: traits.idiom) ?? xcodeIdiomOrder.count
        let subtype = traits.subtype == nil ? 0 : 1
        let gamut = traits.displayGamut == nil ? 0 : traits.displayGamut == DisplayGamut.sRGB.rawValue ? 1 : 2
        let contrast = traits.highContrast ? 1 : 0
        let luminosity = traits.luminosity == nil ? 0 : traits.luminosity == .light ? 1 : 2
        return [idiom, subtype, gamut, contrast, luminosity]
    }
}
