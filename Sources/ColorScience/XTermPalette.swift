/// The xterm 256-color palette and nearest-color lookup by perceptual (OKLab) distance.
///
/// Indices 0–15 are the ANSI colors with xterm's default values (themes change them, so
/// `nearest256` never picks them); 16–231 are the 6×6×6 cube with levels 0, 95, 135, 175, 215, 255;
/// 232–255 the gray ramp 8, 18, …, 238. Ties go to the lower index.
public enum XTermPalette {
    /// The color at `index` with xterm's default values.
    public static func rgb(ofIndex index: UInt8) -> RGB8 {
        switch index {
        case 0..<16:
            return ansi[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGB8(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = 8 + 10 * (index - 232)
            return RGB8(red: level, green: level, blue: level)
        }
    }

    /// The nearest of indices 16…255 (cube and gray ramp).
    public static func nearest256(to color: RGB8) -> UInt8 {
        nearest(to: color, among: extended[...], firstIndex: 16)
    }

    /// The nearest of the 16 ANSI colors, with xterm's default values; a gray gets a gray.
    public static func nearest16(to color: RGB8) -> UInt8 {
        nearest(to: color, among: ansi16[...], firstIndex: 0, grayForGray: true)
    }

    /// The nearest of the 8 basic ANSI colors (0–7), with xterm's default values; a gray gets
    /// black or white (`#737373` is nearer red than either by OKLab, and a red swatch for a gray misleads).
    public static func nearest8(to color: RGB8) -> UInt8 {
        nearest(to: color, among: ansi16[0..<8], firstIndex: 0, grayForGray: true)
    }

    /// How little chroma (OKLab a, b) a gray has: a few 8-bit steps of tint.
    static let grayChroma = 0.02

    private static func nearest(to color: RGB8, among candidates: ArraySlice<OKLab>, firstIndex: Int,
                                grayForGray: Bool = false) -> UInt8 {
        let target = OKLab(linearSRGB: DisplayColor(rgb: color).linearSRGB)
        let onlyGrays = grayForGray && chroma(target) < grayChroma
        var best = firstIndex
        var bestDistance = Double.infinity
        for (offset, candidate) in candidates.enumerated() where !onlyGrays || chroma(candidate) < grayChroma {
            let distance = target.squaredDistance(to: candidate)
            if distance < bestDistance {
                best = firstIndex + offset
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    private static func chroma(_ color: OKLab) -> Double { (color.a * color.a + color.b * color.b).squareRoot() }

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default ANSI colors (its `XTerm-col.ad` resources).
    private static let ansi: [RGB8] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGB8(packed: $0) }

    private static let ansi16: [OKLab] = (0..<16).map { lab(ofIndex: UInt8($0)) }
    private static let extended: [OKLab] = (16...255).map { lab(ofIndex: UInt8($0)) }

    private static func lab(ofIndex index: UInt8) -> OKLab {
        OKLab(linearSRGB: DisplayColor(rgb: rgb(ofIndex: index)).linearSRGB)
    }
}
