import AssetCatalog
import ColorScience
import LosslessJSON
import PaletteConfig

/// One pair measured in one appearance (and device idiom, when the pair's slots differ by idiom).
public struct ContrastMeasurement: Hashable, Sendable {
    /// One side of the pair as the appearance resolves it.
    public struct Side: Hashable, Sendable {
        /// The slot used (its index in `colors`); `nil` when no slot resolves.
        public var variant: Int?
        /// Where that slot starts in its `Contents.json`.
        public var location: JSONLocation?
        /// True when the slot was made for another appearance (Any shown in Dark).
        public var isFallback: Bool
        /// The color as resolved, alpha included; `nil` when it cannot be shown (an unknown system color).
        public var color: DisplayColor?
        /// The opaque color a viewer sees: a translucent background over the canvas, a translucent
        /// foreground over that.
        public var seen: DisplayColor?
    }

    /// How the measurement stands against the pair's target.
    public enum Verdict: String, Hashable, Sendable {
        case pass, fail
        /// A disabled state the pair does not check.
        case exempt
        /// A side has no color palette can show.
        case unmeasured
    }

    public var pair: ContrastPair
    public var appearance: Appearance
    /// The idiom measured; `nil` when the pair's slots do not differ by idiom.
    public var idiom: String?
    /// The display gamut measured; `nil` unless a side has a Display P3 slot that changes what is seen.
    public var gamut: DisplayGamut? = nil
    public var foreground: Side
    public var background: Side
    /// WCAG 2.x ratio of what a viewer sees; `nil` when unmeasured.
    public var ratio: Double?
    /// APCA Lc (signed: negative for light text on dark); `nil` when unmeasured.
    public var lc: Double?

    /// The idiom and gamut measured, as reports name them (`ipad`, `Display P3`, `mac sRGB`);
    /// `nil` when the pair's slots differ by neither.
    public var deviceLabel: String? {
        // Nearly always neither (one universal sRGB measurement): no arrays made to say so.
        guard idiom != nil || gamut != nil else { return nil }
        let parts = [idiom, gamut.map { $0 == .displayP3 ? "Display P3" : "sRGB" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The pair's target in this appearance; `nil` when exempt.
    public var target: ContrastTarget? { pair.target(in: appearance) }

    public var verdict: Verdict {
        guard let target else { return .exempt }
        guard let ratio, let lc else { return .unmeasured }
        return target.isMet(ratio: ratio, lc: lc) ? .pass : .fail
    }

    /// How far past (above 1) or short of (below 1) its target the pair is; 1 when exempt or unmeasured.
    public var margin: Double {
        guard let target, let ratio, let lc else { return 1 }
        return target.margin(ratio: ratio, lc: lc)
    }
}
