/// What a color is looked up for: an appearance on a device and display.
public struct TraitRequest: Hashable, Sendable {
    public var appearance: Appearance
    /// `iphone`, `ipad`, `mac`, ...; `nil` takes `universal` slots, or else the first idiom that has a
    /// usable slot in Xcode's idiom order (so a Mac-only colorset still shows a color).
    public var idiom: String?
    /// `mac-catalyst` with `idiom: "ipad"`.
    public var subtype: String?
    public var gamut: DisplayGamut
    /// A language or locale id, e.g. `fr` or `fr-CA`.
    public var locale: String?

    public init(appearance: Appearance, idiom: String? = nil, subtype: String? = nil,
                gamut: DisplayGamut = .sRGB, locale: String? = nil) {
        self.appearance = appearance
        self.idiom = idiom
        self.subtype = subtype
        self.gamut = gamut
        self.locale = locale
    }

    /// A request for `appearance` on the device of `slot`: its idiom, subtype, gamut and locale.
    public init(appearance: Appearance, device slot: SlotTraits) {
        self.init(appearance: appearance, idiom: slot.idiom, subtype: slot.subtype,
                  gamut: slot.displayGamut == DisplayGamut.displayP3.rawValue ? .displayP3 : .sRGB, locale: slot.locale)
    }
}

/// The variant a request resolves to, and how good the match is.
public struct Resolution: Hashable, Sendable {
    public var variant: ColorVariant
    /// True when the slot was not made for the requested appearance (e.g. Any shown for Dark).
    /// "Any" counts as made for Light.
    public var isFallback: Bool
    /// True for the `{any, dark, HC}` tie under High Contrast Dark, where palette picks Dark.
    public var isAmbiguous: Bool

    public init(variant: ColorVariant, isFallback: Bool, isAmbiguous: Bool) {
        self.variant = variant
        self.isFallback = isFallback
        self.isAmbiguous = isAmbiguous
    }
}

/// Where a request resolves, as `Resolution` says, with the slot's position in `variants`
/// rather than a copy of it.
public struct ResolvedSlot: Hashable, Sendable {
    public var position: Int
    public var isFallback: Bool
    public var isAmbiguous: Bool
}

/// Xcode's order of idioms, used for variant positions and for the `idiom: nil` request.
public let xcodeIdiomOrder = ["universal", "iphone", "ipad", "car", "watch", "tv", "mac", "vision"]
