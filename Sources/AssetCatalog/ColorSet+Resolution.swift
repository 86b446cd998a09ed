/// Trait resolution (FORMAT.md section 7): of the slots whose specified traits all match the
/// request, the most specific wins, ties broken by idiom > subtype > gamut > luminosity > contrast.
extension ColorSet {
    /// The variant used for `request`, or `nil` when no slot with a color matches.
    public func resolve(_ request: TraitRequest) -> Resolution? {
        if let idiom = request.idiom { return resolve(request, idiom: idiom) }
        if let universal = resolve(request, idiom: "universal") { return universal }
        let present = Set(variants.map(\.traits.idiom))
        let idioms = xcodeIdiomOrder.filter(present.contains) + present.subtracting(xcodeIdiomOrder).sorted()
        for idiom in idioms {
            if let found = resolve(request, idiom: idiom) { return found }
        }
        return nil
    }

    private func resolve(_ request: TraitRequest, idiom: String) -> Resolution? {
        // By index, so no variant is copied while comparing.
        var best: (score: Specificity, index: Int)?
        for index in variants.indices where variants[index].hasColor {
            guard let score = Specificity(variants[index].traits, request: request, idiom: idiom) else { continue }
            if best.map({ score > $0.score }) ?? true { best = (score, index) }
        }
        guard let best else { return nil }
        let variant = variants[best.index]
        let traits = variant.traits
        let madeFor = traits.luminosity != .dark ? Luminosity.light : .dark
        let isFallback = madeFor != request.appearance.luminosity || traits.highContrast != request.appearance.isHighContrast
        let isAmbiguous = request.appearance == .highContrastDark
            && traits.luminosity == .dark && !traits.highContrast
            && variants.contains { other in
                other.hasColor && other.traits.highContrast && other.traits.luminosity == nil
                    && sameDevice(other.traits, traits) && Specificity(other.traits, request: request, idiom: idiom) != nil
            }
        return Resolution(variant: variant, isFallback: isFallback, isAmbiguous: isAmbiguous)
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

    /// `nil` when the slot specifies a trait the request does not match.
    init?(_ traits: borrowing SlotTraits, request: borrowing TraitRequest, idiom: String) {
        guard traits.idiom == idiom || traits.idiom == "universal" else { return nil }
        self.idiom = traits.idiom == "universal" ? 0 : 1
        if let subtype = traits.subtype {
            guard subtype == request.subtype else { return nil }
            self.subtype = 1
        } else {
            self.subtype = 0
        }
        switch traits.displayGamut {
        case nil: gamut = 0
        case DisplayGamut.sRGB.rawValue?: gamut = 1
        case DisplayGamut.displayP3.rawValue? where request.gamut == .displayP3: gamut = 2
        default: return nil
        }
        if let luminosity = traits.luminosity {
            guard luminosity == request.appearance.luminosity else { return nil }
            self.luminosity = 1
        } else {
            self.luminosity = 0
        }
        if traits.highContrast {
            guard request.appearance.isHighContrast else { return nil }
            contrast = 1
        } else {
            contrast = 0
        }
        guard traits.unknownAppearances.isEmpty else { return nil }
        guard let locale = Self.localeScore(traits.locale, request: request.locale) else { return nil }
        self.locale = locale
    }

    /// Locale is filtered first: exact (2) beats language (1) beats none (0).
    private static func localeScore(_ slot: String?, request: String?) -> Int? {
        guard let slot else { return 0 }
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
