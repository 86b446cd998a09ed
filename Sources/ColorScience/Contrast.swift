/// Contrast between a foreground and a background as a screen shows them.
///
/// Translucent inputs are flattened first: a translucent background is composited over white
/// (the page an asset color most often ends up on when nothing else is known), then the
/// foreground over that background (`DisplayColor.composited(over:)`).
public enum Contrast {
    /// WCAG 2.x relative luminance of an opaque 8-bit sRGB color.
    ///
    /// Linearizes with the sRGB threshold 0.04045; WCAG 2.x prints 0.03928, which gives the same
    /// result for every 8-bit value (no byte lies between the two).
    public static func relativeLuminance(_ rgb: RGB8) -> Double {
        DisplayColor(rgb: rgb).linearSRGB.luminance
    }

    /// `relativeLuminance` of encoded sRGB channels in 0...1 that need not be whole 8-bit steps
    /// (a translucent color composited exactly).
    public static func relativeLuminance(encoded: SIMD3<Double>) -> Double {
        LinearRGB(TransferFunction.srgb.linear(encoded)).luminance
    }

    /// WCAG 2.x contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker, in 1...21.
    /// Not rounded: 4.499 fails AA, as WCAG requires.
    public static func wcagRatio(_ foreground: DisplayColor, on background: DisplayColor) -> Double {
        let (text, page) = flattened(foreground, on: background)
        return wcagRatio(luminance: relativeLuminance(text.rgb), relativeLuminance(page.rgb))
    }

    /// The ratio of two relative luminances, either order: for callers that measure one color
    /// against many and keep its luminance.
    public static func wcagRatio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The foreground and background as the opaque colors a viewer sees.
    static func flattened(_ foreground: DisplayColor, on background: DisplayColor) -> (DisplayColor, DisplayColor) {
        let white = DisplayColor(rgb: RGB8(red: 255, green: 255, blue: 255))
        let page = background.alpha < 1 ? background.composited(over: white) : background
        let text = foreground.alpha < 1 ? foreground.composited(over: page) : foreground
        return (text, page)
    }
}
