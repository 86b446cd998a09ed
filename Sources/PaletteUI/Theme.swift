import ColorScience
import TerminalCore

/// The styles the panes use. Colors are 24-bit here; `ColorQuantizer` maps them to the
/// terminal's color mode afterwards. In monochrome, attributes carry what colors would.
struct Theme {
    var colorMode: ColorMode
    /// The terminal's background, when known (`AppState.canvas`): translucent swatches show over it.
    var canvas: DisplayColor? = nil

    var isMonochrome: Bool { colorMode == .monochrome }

    /// The focused editor field and the slot picked with `[` `]`: reverse video in every mode.
    /// It reads on any theme, and is the shortest escape a terminal has for it. (The tree's
    /// selection is a pointer beside the name, which costs no style switch at all.)
    var selection: Style { Style(attributes: .reverse) }
    var plain: Style { .plain }
    var bold: Style { Style(attributes: .bold) }
    var dim: Style { Style(attributes: .dim) }
    var title: Style { Style(attributes: [.bold, .underline]) }
    var error: Style { isMonochrome ? Style(attributes: .bold) : Style(foreground: .rgb(0xFF, 0x5F, 0x5F), attributes: .bold) }
    var warning: Style { isMonochrome ? Style(attributes: .bold) : Style(foreground: .rgb(0xE5, 0xC0, 0x4B)) }
    var good: Style { isMonochrome ? .plain : Style(foreground: .rgb(0x5F, 0xD7, 0x87)) }
    var marker: Style { isMonochrome ? Style(attributes: .bold) : Style(foreground: .rgb(0xFF, 0xAF, 0x00), attributes: .bold) }
    var statusBar: Style { Style(attributes: .reverse) }
    var overlay: Style { isMonochrome ? .plain : Style(foreground: .rgb(0xEE, 0xEE, 0xEE), background: .rgb(0x26, 0x26, 0x2E)) }

    /// The style for a diagnostic of `severity`.
    func style(for severity: AssetCatalog.Diagnostic.Severity) -> Style {
        switch severity {
        case .error: error
        case .warning: warning
        case .note: dim
        }
    }
}

import AssetCatalog
