import AssetCatalog

/// Colorsets resolved in every appearance on the default device, each found by a number:
/// what a measurement reads of the colorsets its pairs name. `AppearanceTable` has every
/// colorset of a workspace; `ResolvedCache` resolves those asked for, as they are asked for.
protocol ResolvedColorSets {
    /// The number of the colorset at `location`.
    mutating func index(of location: ColorSetLocation) -> Int
    /// How `appearance` shows colorset `index`.
    func side(_ index: Int, _ appearance: Appearance) -> ResolvedSide
    /// What colorset `index`'s slots are made for.
    func devices(_ index: Int) -> SlotDevices
}

extension ResolvedColorSets {
    /// The idioms and gamuts to measure a pair on: empty when both sides' slots are for one
    /// idiom (or universal) and neither has a Display P3 slot; `nil` stands for the default
    /// (universal, sRGB).
    func devices(_ foreground: Int, _ background: Int) -> [(idiom: String?, gamut: DisplayGamut?)] {
        let text = devices(foreground), page = devices(background)
        let idioms = text.idioms(with: page)
        let hasP3 = text.hasP3 || page.hasP3
        guard !idioms.isEmpty || hasP3 else { return [] }
        let gamuts: [DisplayGamut?] = hasP3 ? [.sRGB, .displayP3] : [nil]
        return (idioms.isEmpty ? [nil] : idioms.map(Optional.some)).flatMap { idiom in gamuts.map { (idiom, $0) } }
    }
}

/// What a colorset's slots with a color are made for, as far as measuring it goes: the idioms,
/// and whether one is for Display P3. Nearly every colorset's slots are all universal: then no
/// set of idioms is built (and none is retained when the facts are handed over).
struct SlotDevices: Sendable {
    enum Idioms: Sendable {
        /// No slot has a color.
        case none
        /// Every slot with a color is universal.
        case universal
        /// The idioms of the slots with a color, one of them not universal.
        case some(Set<String>)
    }

    var idioms: Idioms
    var hasP3: Bool

    /// The facts of a colorset's slots, read in place in one pass.
    init(_ slots: borrowing [ColorVariant]) {
        let (hasColor, allUniversal, hasP3) = slots.withUnsafeBufferPointer { slots in
            var hasColor = false, allUniversal = true, hasP3 = false
            for slot in slots.indices where slots[slot].hasColor {
                hasColor = true
                if slots[slot].traits.idiom != "universal" { allUniversal = false }
                if slots[slot].traits.displayGamut == DisplayGamut.displayP3.rawValue { hasP3 = true }
            }
            return (hasColor, allUniversal, hasP3)
        }
        self.hasP3 = hasP3
        idioms = !hasColor ? .none
            : allUniversal ? .universal
            : .some(Set(slots.indices.filter { slots[$0].hasColor }.map { slots[$0].traits.idiom }))
    }

    /// The idioms to measure a pair of these slots and `other`'s in, in Xcode's order: empty
    /// when both sides' slots are for one idiom (or universal).
    func idioms(with other: SlotDevices) -> [String] {
        guard case .some = idioms else {
            guard case .some = other.idioms else { return [] }
            return other.idioms(with: self)
        }
        let mine = set, theirs = other.set
        if mine.count <= 1, theirs.count <= 1, mine == theirs || theirs.isEmpty { return [] }
        let present = mine.union(theirs)
        guard present.count > 1 else { return [] }
        return xcodeIdiomOrder.filter(present.contains) + present.subtracting(xcodeIdiomOrder).sorted()
    }

    private var set: Set<String> {
        switch idioms {
        case .none: []
        case .universal: ["universal"]
        case .some(let idioms): idioms
        }
    }
}

/// Each colorset a measurement needs, resolved once per appearance when first asked for: a
/// colorset in many pairs is resolved once. For measuring without an `AppearanceTable`.
struct ResolvedCache: ResolvedColorSets {
    let workspace: Workspace
    /// The number of each colorset resolved.
    private var positions: [ColorSetLocation: Int] = [:]
    /// Four sides per colorset resolved, in `Appearance.allCases` order (one array, not one each).
    private var sides: [ResolvedSide] = []
    private var slotDevices: [SlotDevices] = []

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    mutating func index(of location: ColorSetLocation) -> Int {
        if let known = positions[location] { return known }
        let index = slotDevices.count
        positions[location] = index
        // The slots read where they lie: `workspace.colorSet(at:)` would copy the colorset, all its parts retained.
        let slots = workspace.catalogs[location.catalog].colorSets[location.colorSet].variants
        for appearance in Appearance.allCases { sides.append(ResolvedSide(slots, appearance)) }
        slotDevices.append(SlotDevices(slots))
        return index
    }

    func side(_ index: Int, _ appearance: Appearance) -> ResolvedSide {
        sides[4 * index + appearance.position]
    }

    func devices(_ index: Int) -> SlotDevices { slotDevices[index] }
}

extension Appearance {
    /// The index in `allCases`.
    var position: Int {
        switch self {
        case .light: 0
        case .dark: 1
        case .highContrastLight: 2
        case .highContrastDark: 3
        }
    }
}
