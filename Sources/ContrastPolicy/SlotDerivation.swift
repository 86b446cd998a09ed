import AssetCatalog
import ColorScience

/// The rules for a new Dark or High Contrast slot of a color that takes part in no declared
/// contrast pair (`SlotDeriver` solves the others against their pairs), in OKLCH, hue always kept:
///
/// - **Dark** (from the light color): `L' = clamp(1 − 0.9·L + 0.05, 0.15, 0.95)`, `C' = 0.9·C`.
///   Light colors become dark and dark ones light, a little compressed toward the middle, with a
///   little less chroma, so that a light background becomes a dark one and dark text light text.
/// - **High Contrast** (from the same luminosity's normal color): `L` moves 0.08 away from mid-gray
///   (`L ≥ 0.5` lighter, `L < 0.5` darker; exactly 0.5 moves away from the background: darker
///   in Light, lighter in Dark), clamped to 0...1, and `C' = 1.1·C`. Light colors get lighter and
///   dark ones darker, which raises their contrast against each other.
///
/// Source and result are bounded first (`bounded`): lightness 0...1, chroma up to
/// `OKLCH.chromaLimit`, NaN read as 0. A source from an extended space can lie far outside, or
/// be NaN after an overflow, and every derived color must convert to finite channels.
/// The result is converted to the new slot's color space; a non-extended space clips it to its
/// range (the editor then shows the clip marker), an extended one keeps it. A High Contrast slot
/// that would lower contrast with one of the color's inferred backgrounds moves the other way
/// instead (`SlotDeriver`).
public enum SlotDerivation {
    /// The Dark counterpart of `light`.
    public static func dark(from light: OKLCH) -> OKLCH {
        let light = bounded(light)
        return bounded(OKLCH(lightness: min(max(1 - 0.9 * light.lightness + 0.05, 0.15), 0.95),
                             chroma: 0.9 * light.chroma, hue: light.hue))
    }

    /// The High Contrast counterpart of `color` under `luminosity`.
    public static func highContrast(from color: OKLCH, luminosity: Luminosity) -> OKLCH {
        let color = bounded(color)
        let lighter = color.lightness > 0.5 || (color.lightness == 0.5 && luminosity == .dark)
        return bounded(OKLCH(lightness: color.lightness + (lighter ? 0.08 : -0.08), chroma: 1.1 * color.chroma, hue: color.hue))
    }

    /// `color` with lightness in 0...1 and chroma in 0...`OKLCH.chromaLimit`; NaN reads as 0.
    public static func bounded(_ color: OKLCH) -> OKLCH {
        func clamp(_ value: Double, _ upper: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), upper) }
        return OKLCH(lightness: clamp(color.lightness, 1), chroma: clamp(color.chroma, OKLCH.chromaLimit), hue: color.hue)
    }

    /// `oklch` (bounded first) in `space` with `alpha`, clipped to the space's range unless it is
    /// extended; `clipped` tells whether clipping changed it.
    public static func spaceColor(_ oklch: OKLCH, alpha: Double, in space: ColorSpace) -> (color: SpaceColor, clipped: Bool) {
        var color = SpaceColor(linearSRGB: bounded(oklch).linearSRGB, alpha: alpha, in: space)
        guard !space.isExtended else { return (color, false) }
        let tolerance = DisplayColor.clipTolerance
        let clipped = color.channels.contains { !($0 >= -tolerance && $0 <= 1 + tolerance) }
        color.channels = color.channels.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        return (color, clipped)
    }
}
