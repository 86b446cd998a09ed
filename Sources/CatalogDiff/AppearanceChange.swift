import AssetCatalog

/// How one appearance on one device resolves on each side, and how far the color moved.
public struct AppearanceChange: Sendable {
    public enum Status: String, Sendable, CaseIterable {
        /// The same color, written the same way.
        case same
        /// The same color, written differently: another notation or color space, same values.
        case notation
        /// A different color.
        case changed
        /// Resolves only on the new side.
        case added
        /// Resolves only on the old side.
        case removed
    }

    public var appearance: Appearance
    /// The device asked for: an idiom (`universal`, `ipad`, ...) and a display gamut.
    public var idiom: String
    public var gamut: DisplayGamut
    public var old: ColorValue?
    public var new: ColorValue?
    public var status: Status
    /// OKLab distance between the two colors (unclamped, alpha aside); `nil` when a side is
    /// missing or is a system color palette does not know.
    public var deltaE: Double?
    /// The size of a `changed` row's change in words; `nil` for other rows.
    public var difference: ColorDifference?

    /// Compares the two sides' values; at least one is present.
    public init(appearance: Appearance, idiom: String, gamut: DisplayGamut, old: ColorValue?, new: ColorValue?) {
        self.appearance = appearance
        self.idiom = idiom
        self.gamut = gamut
        self.old = old
        self.new = new
        switch (old, new) {
        case (let old?, let new?):
            deltaE = old.distance(to: new)
            if old.isSameColor(as: new) {
                status = old.isWrittenAlike(new) ? .same : .notation
            } else {
                status = .changed
                let alphaChange = abs((old.color?.alpha ?? 1) - (new.color?.alpha ?? 1))
                difference = deltaE.map { ColorDifference(deltaE: $0, alphaChange: alphaChange) }
            }
        case (nil, _?): status = .added
        default: status = .removed
        }
    }

    /// True when `other` is for the same device and resolves to the same slot and color on each side.
    func showsSame(as other: AppearanceChange) -> Bool {
        func same(_ lhs: ColorValue?, _ rhs: ColorValue?) -> Bool {
            lhs?.slot == rhs?.slot && lhs?.color == rhs?.color && lhs?.reference == rhs?.reference
        }
        return idiom == other.idiom && gamut == other.gamut && status == other.status
            && same(old, other.old) && same(new, other.new)
    }

    /// The idiom and gamut as a short label (`ipad`, `universal P3`), `nil` for universal sRGB.
    public var deviceLabel: String? {
        switch (idiom, gamut) {
        case ("universal", .sRGB): nil
        case (_, .sRGB): idiom
        case (_, .displayP3): idiom + " P3"
        }
    }
}
