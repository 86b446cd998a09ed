import AssetCatalog
import ColorScience

/// How `D` and `H` derive a new slot's starting color from the color the appearance resolves to
/// now, in OKLCH (hue always kept):
///
/// - **Dark** (from the light color): `L' = clamp(1 − 0.9·L + 0.05, 0.15, 0.95)`, `C' = 0.9·C`.
///   Light colors become dark and dark ones light, a little compressed toward the middle, with a
///   little less chroma, so that a light background becomes a dark one and dark text light text.
/// - **High Contrast** (from the same luminosity's normal color): `L` moves 0.08 away from mid-gray
///   (`L ≥ 0.5` lighter, `L < 0.5` darker; exactly 0.5 moves away from the background: darker
///   in Light, lighter in Dark), clamped to 0...1, and `C' = 1.1·C`. Light colors get lighter and
///   dark ones darker, which raises their contrast against each other.
///
/// The result is converted to the new slot's color space; a non-extended space clips it to its
/// range (the editor then shows the clip marker).
public enum SlotDerivation {
    /// The Dark counterpart of `light`.
    public static func dark(from light: OKLCH) -> OKLCH {
        OKLCH(lightness: min(max(1 - 0.9 * light.lightness + 0.05, 0.15), 0.95),
              chroma: 0.9 * light.chroma, hue: light.hue)
    }

    /// The High Contrast counterpart of `color` under `luminosity`.
    public static func highContrast(from color: OKLCH, luminosity: Luminosity) -> OKLCH {
        let lighter = color.lightness > 0.5 || (color.lightness == 0.5 && luminosity == .dark)
        let lightness = min(max(color.lightness + (lighter ? 0.08 : -0.08), 0), 1)
        return OKLCH(lightness: lightness, chroma: 1.1 * color.chroma, hue: color.hue)
    }

    /// `oklch` in `space` with `alpha`, clipped to the space's range unless it is extended;
    /// `clipped` tells whether clipping changed it.
    public static func spaceColor(_ oklch: OKLCH, alpha: Double, in space: ColorSpace) -> (color: SpaceColor, clipped: Bool) {
        var color = SpaceColor(linearSRGB: oklch.linearSRGB, alpha: alpha, in: space)
        guard !space.isExtended else { return (color, false) }
        let tolerance = DisplayColor.clipTolerance
        let clipped = color.channels.contains { !($0 >= -tolerance && $0 <= 1 + tolerance) }
        color.channels = color.channels.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        return (color, clipped)
    }
}
