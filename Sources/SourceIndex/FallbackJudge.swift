import AssetCatalog
import ColorScience

/// Judges a storyboard fallback against the catalog: the value Xcode would write is the colorset's
/// Any (light, universal) value, in the fallback's color space, with catalog components as Xcode
/// reads them (hex and 8-bit integers as exact k/255 doubles, decimals through float32). A system
/// color reference resolves through the system color table.
public enum FallbackJudge {
    public enum Verdict: Hashable, Sendable {
        case current
        /// `expected` is what Xcode would write now.
        case stale(expected: SpaceColor)
        /// The fallback holds the Dark value (older Xcode 11 versions wrote it).
        case dark(expected: SpaceColor)
        /// The fallback's form or the catalog's value is not one palette can compare.
        case unjudged
    }

    /// Largest difference per component that still counts as equal: above float32 rounding and the
    /// last digits of older Xcode versions, far below one 8-bit step (1/255 ≈ 0.0039).
    static let sameSpaceTolerance = 1e-6
    /// Across spaces (a P3 fallback of an sRGB color) conversions differ in their last digits.
    static let crossSpaceTolerance = 5e-4
    /// A system color's value as Xcode writes it comes from Xcode's own table, in three decimals
    /// through float32 (systemRed's green `0.23100002110004425`, where palette's table has 59/255):
    /// within one 8-bit step counts as equal.
    static let systemColorTolerance = 1.0 / 255

    public static func judge(_ fallback: InterfaceBuilderFile.Fallback, against colorSet: ColorSet) -> Verdict {
        guard let written = fallback.color,
              let any = xcodeValue(of: colorSet, appearance: .light, in: written.space) else { return .unjudged }
        if equal(written, any, tolerance: tolerance(colorSet, .light, written.space)) { return .current }
        if let dark = xcodeValue(of: colorSet, appearance: .dark, in: written.space),
           equal(written, dark, tolerance: tolerance(colorSet, .dark, written.space)) {
            return .dark(expected: any)
        }
        return .stale(expected: any)
    }

    /// The value Xcode writes for the colorset's `appearance` slot (universal), in `space` (a
    /// gray fallback of a chromatic color, or a color outside the space's gamut, such as a
    /// saturated Display P3 color in an sRGB fallback, is written in the color's own space instead:
    /// components below 0 or above 1 would not be the color).
    public static func xcodeValue(of colorSet: ColorSet, appearance: Appearance, in space: ColorSpace) -> SpaceColor? {
        guard let variantColor = colorSet.resolve(TraitRequest(appearance: appearance))?.variant.color else { return nil }
        let exact: SpaceColor
        switch variantColor {
        case .components(let color):
            exact = SpaceColor(space: color.colorSpace, channels: color.channels.map(xcodeReading),
                               alpha: color.alpha.map(xcodeReading) ?? 1)
        case .reference:
            guard let system = variantColor.spaceColor(for: appearance) else { return nil }
            exact = system
        }
        guard exact.channels.allSatisfy(\.isFinite), exact.alpha.isFinite else { return nil }
        if exact.space == space { return exact }
        if space.isGray, !exact.space.isGray, !isNeutral(exact) {
            return [.srgb, .displayP3].contains(exact.space) ? exact : exact.converted(to: .srgb)
        }
        let converted = exact.converted(to: space)
        return converted.channels.allSatisfy({ $0 >= -gamutTolerance && $0 <= 1 + gamutTolerance }) ? converted : exact
    }

    /// How far outside 0...1 a converted component may fall and still count as inside the gamut:
    /// the rounding of a conversion, as of Display P3 white to sRGB.
    static let gamutTolerance = 1e-6

    /// A component as Xcode reads it into the file: k/255 for hex and 8-bit integers, float32 for decimals.
    static func xcodeReading(_ component: ColorComponent) -> Double {
        switch component.notation {
        case .hex, .integer: component.value
        case .float, .number: Double(Float(component.value))
        }
    }

    static func isNeutral(_ color: SpaceColor) -> Bool {
        guard color.channels.count == 3 else { return true }
        return abs(color.channels[0] - color.channels[1]) < 1e-9 && abs(color.channels[1] - color.channels[2]) < 1e-9
    }

    /// How close counts as equal for the slot `appearance` resolves to.
    static func tolerance(_ colorSet: ColorSet, _ appearance: Appearance, _ space: ColorSpace) -> Double {
        switch colorSet.resolve(TraitRequest(appearance: appearance))?.variant.color {
        case .reference?: systemColorTolerance
        case .components(let color)?: color.colorSpace == space ? sameSpaceTolerance : crossSpaceTolerance
        case nil: sameSpaceTolerance
        }
    }

    static func equal(_ written: SpaceColor, _ expected: SpaceColor, tolerance: Double = sameSpaceTolerance) -> Bool {
        guard written.space == expected.space, written.channels.count == expected.channels.count else { return false }
        return zip(written.channels, expected.channels).allSatisfy { abs($0 - $1) <= tolerance }
            && abs(written.alpha - expected.alpha) <= tolerance
    }

    /// `#RRGGBB` (with `AA` when translucent) in the color's own space, `display-p3 #...` or `gray #WW`.
    public static func hex(_ color: SpaceColor) -> String {
        func byte(_ value: Double) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).count == 1 ? "0" + String(byte, radix: 16, uppercase: true)
                : String(byte, radix: 16, uppercase: true)
        }
        let alpha = color.alpha < 1 ? byte(color.alpha) : ""
        let digits = "#" + color.channels.map(byte).joined() + alpha
        switch color.space {
        case .displayP3: return "display-p3 " + digits
        case .grayGamma22, .extendedGray: return "gray " + digits
        default: return digits
        }
    }

    /// Both colors in hex; when their hex is the same, with their components to four decimals.
    static func describe(_ written: SpaceColor, _ expected: SpaceColor) -> (String, String) {
        let a = hex(written), b = hex(expected)
        guard a == b else { return (a, b) }
        func exact(_ color: SpaceColor) -> String {
            (color.channels + [color.alpha]).map { XcodeNumber.fixed($0, decimals: 4) }.joined(separator: " ")
        }
        // The same hex: say so, or the two values read as one.
        return ("\(a) (\(exact(written)))", "\(b) (\(exact(expected))), the same 8-bit color but not the exact value")
    }
}
