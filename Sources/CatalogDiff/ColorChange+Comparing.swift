import AssetCatalog

extension ColorChange {
    /// The change from `old` to `new` (either may be absent, not both), named by the side that
    /// has the color, the new one first.
    init(old: (colorSet: ColorSet, catalog: String)?, new: (colorSet: ColorSet, catalog: String)?) {
        let current = (new ?? old)!
        let rows = Self.rows(old: old?.colorSet, new: new?.colorSet)
        var kind: Kind
        var slotsAdded: [SlotTraits] = [], slotsRemoved: [SlotTraits] = []
        if let old, let new {
            slotsAdded = Self.slots(of: new.colorSet, missingFrom: old.colorSet)
            slotsRemoved = Self.slots(of: old.colorSet, missingFrom: new.colorSet)
            let isRenamed = old.colorSet.qualifiedName != new.colorSet.qualifiedName || old.catalog != new.catalog
            let differs = rows.contains { $0.status != .same } || !slotsAdded.isEmpty || !slotsRemoved.isEmpty
            kind = isRenamed ? .renamed : differs ? .modified : .unchanged
        } else {
            kind = new == nil ? .removed : .added
        }
        let renamed = kind == .renamed ? old : nil
        self.init(kind: kind, name: current.colorSet.qualifiedName, catalog: current.catalog,
                  oldName: renamed?.colorSet.qualifiedName, oldCatalog: renamed?.catalog, rows: rows,
                  slotsAdded: slotsAdded, slotsRemoved: slotsRemoved,
                  problems: current.colorSet.diagnostics.filter { $0.severity == .error })
    }

    /// The slots of `colorSet` whose traits `other` has no slot for, in file order.
    private static func slots(of colorSet: ColorSet, missingFrom other: ColorSet) -> [SlotTraits] {
        let present = Set(other.variants.map(\.traits))
        var seen = Set<SlotTraits>()
        return colorSet.variants.map(\.traits).filter { !present.contains($0) && seen.insert($0).inserted }
    }

    /// Every appearance on the first idiom at the sRGB gamut, and on the other idioms and the P3
    /// gamut wherever a side uses a slot made for them (elsewhere they repeat the first rows).
    static func rows(old: ColorSet?, new: ColorSet?) -> [AppearanceChange] {
        let variants = (old?.variants ?? []) + (new?.variants ?? [])
        let present = Set(variants.map(\.traits.idiom))
        var idioms = xcodeIdiomOrder.filter(present.contains) + present.subtracting(xcodeIdiomOrder).sorted()
        if idioms.isEmpty { idioms = ["universal"] }
        let hasP3 = variants.contains { $0.traits.displayGamut == DisplayGamut.displayP3.rawValue }
        let gamuts: [DisplayGamut] = hasP3 ? [.sRGB, .displayP3] : [.sRGB]
        var rows: [AppearanceChange] = []
        for (position, idiom) in idioms.enumerated() {
            for gamut in gamuts {
                for appearance in Appearance.allCases {
                    let request = TraitRequest(appearance: appearance, idiom: idiom, gamut: gamut)
                    let before = old?.resolve(request), after = new?.resolve(request)
                    let isFirstDevice = position == 0 && gamut == .sRGB
                    let usesOwnSlot = [before, after].contains { resolution in
                        guard let traits = resolution?.variant.traits else { return false }
                        return (position == 0 || traits.idiom == idiom)
                            && (gamut == .sRGB || traits.displayGamut == DisplayGamut.displayP3.rawValue)
                    }
                    guard isFirstDevice || usesOwnSlot, before != nil || after != nil else { continue }
                    rows.append(AppearanceChange(appearance: appearance, idiom: idiom, gamut: gamut,
                                                 old: before.map { ColorValue($0, appearance: appearance) },
                                                 new: after.map { ColorValue($0, appearance: appearance) }))
                }
            }
        }
        return rows
    }
}
