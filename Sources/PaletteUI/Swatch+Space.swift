import ColorScience
import TerminalCore

/// Hexes that say their space. The swatch and the tree show the display sRGB hex; a slot written
/// in Display P3 also has its own hex, the one Xcode's hex field and `palette set` read, so the
/// detail pane and the editor show both: `P3 #5D34FF` then `sRGB #6431FF*` (`*` when the color
/// lies outside sRGB and was clipped to show it).
extension Swatch {
    /// The hex of `color` in its own space, when that space is not sRGB and has one (Display P3).
    static func hexInSpace(_ color: SpaceColor) -> String? {
        color.space == .srgb ? nil : color.hexInOwnSpace
    }

    /// The short name a hex is labeled with: `P3` for Display P3, the raw name otherwise.
    static func spaceLabel(_ space: ColorSpace) -> String { space == .displayP3 ? "P3" : space.rawValue }

    /// The hex texts of a color written as `color` and shown as `display`: `P3 #5D34FF` and
    /// `sRGB #6431FF*` for Display P3, `sRGB #808080` alone for gray and extended spaces,
    /// `#6431FF` alone for sRGB.
    static func hexTexts(_ color: SpaceColor?, display: DisplayColor?) -> (first: String, second: String?) {
        let sRGB = hex(display) + (display?.clipped == true ? "*" : "")
        guard let color, color.space != .srgb, display != nil else { return (sRGB, nil) }
        guard let own = hexInSpace(color) else { return ("sRGB " + sRGB, nil) }
        return (spaceLabel(color.space) + " " + own, "sRGB " + sRGB)
    }

    /// A swatch `swatchWidth` wide and the hex texts, the second on a dim line below. The swatch
    /// narrows (to 4, then 2) so the text fits `width`; the text is never cut.
    static func hexLines(_ color: SpaceColor?, display: DisplayColor?, swatchWidth: Int, width: Int,
                         theme: Theme) -> [StyledLine] {
        let (first, second) = hexTexts(color, display: display)
        let swatch = [swatchWidth, 4, 2].first { $0 + 1 + first.count <= width } ?? 2
        var line = line(display, width: swatch, theme: theme)
        line.append(" " + first)
        return [line] + (second.map { [StyledLine($0, style: theme.dim)] } ?? [])
    }
}
