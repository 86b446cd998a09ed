import Foundation

/// OKLab in polar form: lightness, chroma and hue, the coordinates used to edit colors.
///
/// `hue` is in degrees, always normalized to `0..<360` (so 360 and -0.1 become 0 and 359.9).
/// Colors with chroma below `achromaticChroma` are neutral: their chroma and hue are snapped to 0,
/// so editing the lightness of a gray keeps it exactly gray.
public struct OKLCH: Hashable, Sendable {
    /// Chroma below which a color counts as achromatic. Neutral sRGB grays land below 1e-7 because
    /// the published matrices are rounded to 10 digits; this threshold sits above that and far
    /// below anything visible (one 8-bit step is about 1e-3).
    public static let achromaticChroma = 1e-6

    /// The largest chroma palette accepts as input or derives: past what any display shows
    /// (Rec. 2020's most saturated colors are near 0.37), so every real color fits, and small
    /// enough that with lightness in 0...1 every conversion stays finite.
    public static let chromaLimit = 0.5

    public var lightness: Double
    public var chroma: Double
    /// Degrees in `0..<360`.
    public var hue: Double

    /// Normalizes `hue` into `0..<360`.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = Self.normalized(hue: hue)
    }

    public init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        if chroma < Self.achromaticChroma {
            self.init(lightness: lab.L, chroma: 0, hue: 0)
        } else {
            self.init(lightness: lab.L, chroma: chroma, hue: atan2(lab.b, lab.a) * 180 / .pi)
        }
    }

    public init(linearSRGB: LinearRGB) {
        self.init(OKLab(linearSRGB: linearSRGB))
    }

    public var oklab: OKLab {
        let radians = hue * .pi / 180
        return OKLab(L: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    public var linearSRGB: LinearRGB { oklab.linearSRGB }

    /// `hue` folded into `0..<360`; non-finite input gives 0.
    public static func normalized(hue: Double) -> Double {
        guard hue.isFinite else { return 0 }
        var folded = hue.truncatingRemainder(dividingBy: 360)
        if folded < 0 { folded += 360 }
        return folded >= 360 ? 0 : folded
    }

    /// The shorter signed angle from this hue to `other`, in `-180...180` degrees.
    public func hueDifference(to other: OKLCH) -> Double {
        let delta = Self.normalized(hue: other.hue - hue)
        return delta > 180 ? delta - 360 : delta
    }
}
