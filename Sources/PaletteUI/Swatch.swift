import ColorScience
import TerminalCore

/// Color samples drawn as cells.
///
/// An opaque color is a space on that background. A translucent one is `▀` with the color
/// composited over white in the top half (foreground) and over black in the bottom half
/// (background), so its alpha is visible; with a known terminal background (`Theme.canvas`) the
/// top half shows it over that, the bottom half over black or white, whichever is farther.
enum Swatch {
    static let white = DisplayColor(rgb: RGB8(red: 255, green: 255, blue: 255))
    static let black = DisplayColor(rgb: RGB8(red: 0, green: 0, blue: 0))

    /// One swatch cell for `color`; `nil` (an unknown system color) shows as a dim `?`.
    static func cell(_ color: DisplayColor?, theme: Theme) -> Cell {
        guard let color else { return Cell("?", style: theme.dim) }
        if theme.isMonochrome { return Cell(color.alpha < 1 ? "▒" : "█") }
        if color.alpha < 1 {
            let canvas = theme.canvas ?? white
            let farther = canvas.linearSRGB.luminance >= 0.18 ? black : white
            let top = color.composited(over: canvas).rgb, bottom = color.composited(over: farther).rgb
            return Cell("▀", style: Style(foreground: terminal(top), background: terminal(bottom)))
        }
        return Cell(" ", style: Style(background: terminal(color.rgb)))
    }

    /// `width` swatch cells for `color`.
    static func line(_ color: DisplayColor?, width: Int, theme: Theme) -> StyledLine {
        var line = StyledLine()
        for _ in 0..<width { line.append(cell(color, theme: theme)) }
        return line
    }

    /// A half-height sample (`▄` in the color): the small per-state swatches of a group row.
    static func small(_ color: DisplayColor?, theme: Theme) -> Cell {
        guard let color else { return Cell("?", style: theme.dim) }
        if theme.isMonochrome { return Cell("▄") }
        return Cell("▄", style: Style(foreground: terminal(color.composited(over: black).rgb)))
    }

    static func terminal(_ rgb: RGB8) -> TerminalColor { .rgb(rgb.red, rgb.green, rgb.blue) }

    /// The display sRGB hex: `#RRGGBB` when opaque, `#RRGGBBAA` when translucent, or `system`
    /// for a reference palette does not know.
    static func hex(_ color: DisplayColor?) -> String { color?.hexWithAlpha ?? "system" }
}
