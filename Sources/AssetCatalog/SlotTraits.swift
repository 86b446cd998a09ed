/// The slot components that identify one variant in a colorset's `colors` array.
///
/// Every trait but the idiom is optional: absent means "Any". Values Xcode does not define are
/// kept verbatim (`unknownAppearances`) so they can be reported and never lost.
public struct SlotTraits: Hashable, Sendable {
    public var idiom: String
    public var subtype: String?
    /// `sRGB` or `display-P3` as written, or any other value verbatim.
    public var displayGamut: String?
    public var luminosity: Luminosity?
    public var highContrast: Bool
    public var locale: String?
    /// Appearance items that are not `luminosity` light/dark or `contrast` high, as `appearance=value`.
    public var unknownAppearances: [String]

    public init(
        idiom: String = "universal", subtype: String? = nil, displayGamut: String? = nil,
        luminosity: Luminosity? = nil, highContrast: Bool = false, locale: String? = nil,
        unknownAppearances: [String] = []
    ) {
        self.idiom = idiom
        self.subtype = subtype
        self.displayGamut = displayGamut
        self.luminosity = luminosity
        self.highContrast = highContrast
        self.locale = locale
        self.unknownAppearances = unknownAppearances
    }

    /// The appearance this slot was made for, taking "Any" luminosity as light.
    public var appearance: Appearance {
        Appearance(luminosity: luminosity ?? .light, highContrast: highContrast)
    }

    /// The slot's appearance: `Any`, `Light`, `Dark`, `HC`, `HC Light`, `HC Dark`; the word order
    /// of `Appearance.label`, so a slot and the appearance it is made for read alike.
    public var appearanceLabel: String {
        let base = luminosity.map { $0 == .light ? "Light" : "Dark" }
        switch (base, highContrast) {
        case (nil, false): return "Any"
        case (nil, true): return "HC"
        case (let base?, false): return base
        case (let base?, true): return "HC \(base)"
        }
    }

    /// The idiom, subtype, gamut and locale, as one label (`universal`, `ipad mac-catalyst P3`).
    public var deviceLabel: String {
        var parts = [idiom]
        if let subtype { parts.append(subtype) }
        if let displayGamut { parts.append(displayGamut == DisplayGamut.displayP3.rawValue ? "P3" : displayGamut) }
        if let locale { parts.append(locale) }
        return parts.joined(separator: " ")
    }

    /// The same slot for another appearance: used to create a missing Dark or High Contrast slot.
    public func with(appearance: Appearance, keepingAnyForLight: Bool = true) -> SlotTraits {
        var traits = self
        traits.highContrast = appearance.isHighContrast
        switch appearance.luminosity {
        case .dark: traits.luminosity = .dark
        case .light: traits.luminosity = keepingAnyForLight ? nil : .light
        }
        return traits
    }
}

extension SlotTraits {
    /// The idioms Xcode writes in a colorset, in its order, and `marketing`.
    public static let knownIdioms = xcodeIdiomOrder + ["marketing"]

    /// Whether a slot for `idiom` may be written: a known idiom, or a `<platform>-marketing`
    /// idiom (`ios-marketing`) that is among `present`, the idioms the file already has.
    public static func isWritable(idiom: String, present: Set<String>) -> Bool {
        knownIdioms.contains(idiom) || (isMarketingIdiom(idiom) && present.contains(idiom))
    }

    /// `<platform>-marketing`, e.g. `ios-marketing`: written by Xcode only where it made such a slot.
    public static func isMarketingIdiom(_ idiom: String) -> Bool {
        idiom.hasSuffix("-marketing") && idiom.count > "-marketing".count
    }
}
