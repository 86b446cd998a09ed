import ColorScience
import PaletteConfig

extension ContrastTarget {
    /// The value this target compares: the WCAG ratio, or the magnitude of APCA Lc.
    public func value(ratio: Double, lc: Double) -> Double {
        minimumLc == nil ? ratio : abs(lc)
    }

    /// The value the target needs.
    public var threshold: Double { minimumRatio ?? minimumLc ?? 0 }

    /// Whether a measurement reaches the target; not rounded, so 4.499 fails AA.
    public func isMet(ratio: Double, lc: Double) -> Bool {
        value(ratio: ratio, lc: lc) >= threshold
    }

    /// How far a measurement is from the target as a fraction: 1 exactly at it, above 1 past it.
    public func margin(ratio: Double, lc: Double) -> Double {
        threshold > 0 ? value(ratio: ratio, lc: lc) / threshold : 1
    }

    /// A measured value as this target's metric writes it: `4.52:1` or `Lc 63.1`.
    public func formatted(ratio: Double, lc: Double) -> String {
        minimumLc == nil ? ContrastFormat.ratio(ratio) : "Lc " + ContrastFormat.lc(lc)
    }
}
