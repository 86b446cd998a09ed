import AssetCatalog
import ColorScience
import ContrastPolicy

/// The contrast of a color against the marked comparison background, as short text.
struct ContrastLabel {
    var wcag: Double
    var level: WCAGLevel
    var apca: Double
    /// True for a disabled state: WCAG exempts disabled controls from contrast minimums.
    var exempt: Bool

    init(_ color: DisplayColor, on background: DisplayColor, exempt: Bool) {
        wcag = Contrast.wcagRatio(color, on: background)
        level = WCAGLevel(ratio: wcag)
        apca = Contrast.apcaLc(text: color, background: background)
        self.exempt = exempt
    }

    /// `4.52 AA`, `2.10 fail`, or `2.10 exempt` for a disabled state.
    var wcagText: String { format2(wcag) + " " + (exempt ? "exempt" : level.rawValue) }

    /// `Lc 62.1` (signed: negative is light text on dark).
    var apcaText: String { "Lc " + format1(apca) }

    func style(_ theme: Theme) -> TerminalCore.Style {
        if exempt { return theme.dim }
        switch level {
        case .aaa, .aa: return theme.good
        case .aaLarge: return theme.warning
        case .fail: return theme.error
        }
    }

    /// The comparison background for `appearance`, if one is marked and it resolves.
    static func background(_ state: AppState, appearance: Appearance) -> DisplayColor? {
        guard let location = state.comparison else { return nil }
        return state.colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance))?.display
    }
}

/// `value` with two decimals.
func format2(_ value: Double) -> String { formatFixed(value, digits: 2) }

/// `value` with one decimal.
func format1(_ value: Double) -> String { formatFixed(value, digits: 1) }

/// `value` with `digits` decimals, as reports write contrast (`ContrastFormat.fixed`).
func formatFixed(_ value: Double, digits: Int) -> String { ContrastFormat.fixed(value, decimals: digits) }

import TerminalCore
