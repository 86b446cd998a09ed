/// Trait resolution (FORMAT.md section 7): of the slots whose specified traits all match the
/// request, the most specific wins, ties broken by idiom > subtype > gamut > luminosity > contrast.
extension ColorSet {
    /// The variant used for `request`, or `nil` when no slot with a color matches.
    public func resolve(_ request: TraitRequest) -> Resolution? {
        resolvedSlot(request).map { Resolution(variant: variants[$0.position], isFallback: $0.isFallback, isAmbiguous: $0.isAmbiguous) }
    }

    /// `resolve` without copying the slot out: its position in `variants`.
    public func resolvedSlot(_ request: TraitRequest) -> ResolvedSlot? {
        variants.resolvedSlot(request)
    }
}

extension [ColorVariant] {
    /// `ColorSet.resolvedSlot` asked of a colorset's slots alone: a caller that reads a colorset
    /// in an array hands over its `variants` (one reference) rather than a copy of the colorset
    /// (every part retained).
    public func resolvedSlot(_ request: TraitRequest) -> ResolvedSlot? {
        if let idiom = request.idiom { return resolvedSlot(request, idiom: idiom) }
        if let universal = resolvedSlot(request, idiom: "universal") { return universal }
        let present = Set(map(\.traits.idiom))
        let idioms = xcodeIdiomOrder.filter(present.contains) + present.subtracting(xcodeIdiomOrder).sorted()
        for idiom in idioms {
            if let found = resolvedSlot(request, idiom: idiom) { return found }
        }
        return nil
    }

    private func resolvedSlot(_ request: TraitRequest, idiom: String) -> ResolvedSlot? {
        // Slots are read where they lie, through a pointer: handing a slot (or its traits) to a
        // function copies it, retaining its strings, which was most of the cost of a resolution.
        withUnsafeBufferPointer { buffer -> ResolvedSlot? in
            guard let slots = buffer.baseAddress else { return nil }
            var best: (score: Specificity, index: Int)?
            for index in buffer.indices where slots[index].hasColor {
                guard let score = Specificity(slots + index, request: request, idiom: idiom) else { continue }
                if best.map({ score > $0.score }) ?? true { best = (score, index) }
            }
            guard let best else { return nil }
            let chosen = slots + best.index
            let madeFor = chosen.pointee.traits.luminosity != .dark ? Luminosity.light : .dark
            let isFallback = madeFor != request.appearance.luminosity
                || chosen.pointee.traits.highContrast != request.appearance.isHighContrast
            let isAmbiguous = request.appearance == .highContrastDark
                && chosen.pointee.traits.luminosity == .dark && !chosen.pointee.traits.highContrast
                && buffer.indices.contains { other in
                    slots[other].hasColor && slots[other].traits.highContrast && slots[other].traits.luminosity == nil
                        && sameDevice(slots[other].traits, chosen.pointee.traits)
                        && Specificity(slots + other, request: request, idiom: idiom) != nil
                }
            return ResolvedSlot(position: best.index, isFallback: isFallback, isAmbiguous: isAmbiguous)
        }
    }

    private func sameDevice(_ lhs: SlotTraits, _ rhs: SlotTraits) -> Bool {
        lhs.idiom == rhs.idiom && lhs.subtype == rhs.subtype && lhs.displayGamut == rhs.displayGamut
            && lhs.locale == rhs.locale
    }
}

/// How specifically a slot matches a request, compared dimension by dimension.
struct Specificity: Comparable {
    var locale: Int
    var idiom: Int
    var subtype: Int
    var gamut: Int
    var luminosity: Int
    var contrast: Int

    /// `nil` when the slot specifies a trait the request does not match. Each trait is read in
    /// place (`let traits = slot.pointee.traits` would copy them all), and the idiom borrowed (an
    /// initializer's arguments are otherwise handed over: a retain and a release per slot).
    init?(_ slot: UnsafePointer<ColorVariant>, request: borrowing TraitRequest, idiom: borrowing String) {
        guard slot.pointee.traits.idiom == idiom || slot.pointee.traits.idiom == "universal" else { return nil }
        self.idiom = slot.pointee.traits.idiom == "universal" ? 0 : 1
        if let subtype = slot.pointee.traits.subtype {
            guard subtype == request.subtype else { return nil }
            self.subtype = 1
        } else {
            self.subtype = 0
        }
        switch slot.pointee.traits.displayGamut {
        case nil: gamut = 0
        case DisplayGamut.sRGB.rawValue?: gamut = 1
        case DisplayGamut.displayP3.rawValue? where request.gamut == .displayP3: gamut = 2
        default: return nil
        }
        if let luminosity = slot.pointee.traits.luminosity {
            guard luminosity == request.appearance.luminosity else { return nil }
            self.luminosity = 1
        } else {
            self.luminosity = 0
        }
        if slot.pointee.traits.highContrast {
            guard request.appearance.isHighContrast else { return nil }
            contrast = 1
        } else {
            contrast = 0
        }
        guard slot.pointee.traits.unknownAppearances.isEmpty else { return nil }
        // Most slots name no locale: asked in place, as handing the slot's over retains it.
        if slot.pointee.traits.locale == nil {
            locale = 0
        } else {
            guard let locale = Self.localeScore(slot.pointee.traits.locale!, request: request.locale) else { return nil }
            self.locale = locale
        }
    }

    /// The same for traits that are not in a slot yet (one about to be written).
    init?(_ traits: SlotTraits, request: TraitRequest, idiom: String) {
        guard let score = withUnsafePointer(to: ColorVariant(index: 0, traits: traits, color: nil), {
            Specificity($0, request: request, idiom: idiom)
        }) else { return nil }
        self = score
    }

    /// Locale is filtered first: exact (2) beats language (1) beats none (0, a slot without one).
    private static func localeScore(_ slot: String, request: String?) -> Int? {
        guard let request else { return nil }
        if slot.lowercased() == request.lowercased() { return 2 }
        let language = request.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        return slot.lowercased() == language?.lowercased() ? 1 : nil
    }

    static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.locale, lhs.idiom, lhs.subtype, lhs.gamut, lhs.luminosity, lhs.contrast)
            < (rhs.locale, rhs.idiom, rhs.subtype, rhs.gamut, rhs.luminosity, rhs.contrast)
    }
}
