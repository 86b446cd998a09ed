import AssetCatalog
import ColorScience
import TerminalCore

/// A state group's colors as a matrix: one row per view state, one column per appearance.
/// With a comparison marked, each cell also shows its WCAG ratio and APCA Lc; the disabled row
/// is labeled exempt.
struct StateMatrix {
    var group: StateGroup
    var catalog: Int
    var state: AppState
    var theme: Theme

    static let labelWidth = 13

    func lines(width: Int) -> [StyledLine] {
        let cellWidth = max(6, (width - Self.labelWidth) / Appearance.allCases.count)
        var header = StyledLine()
        header.pad(to: Self.labelWidth)
        for (offset, appearance) in Appearance.allCases.enumerated() {
            header.pad(to: Self.labelWidth + offset * cellWidth)
            var style = theme.bold
            if appearance == state.appearance { style.attributes.insert(.underline) }
            header.append(StyledLine.truncated(appearance.label, to: cellWidth - 1), style: style)
        }
        var lines = [header]
        for member in group.members {
            let colorSet = state.colorSet(at: ColorSetLocation(catalog: catalog, colorSet: member.colorSet))
            var colors = StyledLine()
            let shown = member.state == state.viewState
            colors.append((shown ? "▸ " : "  ") + member.state.rawValue, style: shown ? theme.bold : theme.plain)
            var contrast = StyledLine()
            var hasContrast = false
            for (offset, appearance) in Appearance.allCases.enumerated() {
                colors.pad(to: Self.labelWidth + offset * cellWidth)
                contrast.pad(to: Self.labelWidth + offset * cellWidth)
                let resolved = colorSet.resolvedColor(TraitRequest(appearance: appearance))
                append(resolved, to: &colors, width: cellWidth - 1)
                if let display = resolved?.display, let background = ContrastLabel.background(state, appearance: appearance) {
                    let label = ContrastLabel(display, on: background, exempt: member.state == .disabled)
                    let text = cellWidth >= 16 ? label.wcagText + " " + label.apcaText : label.wcagText
                    contrast.append(StyledLine.truncated(text, to: cellWidth - 1), style: label.style(theme))
                    hasContrast = true
                }
            }
            lines.append(colors)
            if hasContrast { lines.append(contrast) }
        }
        return lines
    }

    /// `██~* #RRGGBB`, cut to `width`.
    private func append(_ resolved: ResolvedColor?, to line: inout StyledLine, width: Int) {
        guard let resolved else {
            line.append("none", style: theme.dim)
            return
        }
        line.append(contentsOf: Swatch.line(resolved.display, width: 2, theme: theme))
        // Markers in the marker style, blanks plain: a styled blank costs two style switches.
        let resolution = resolved.resolution
        for marker in [resolution.isAmbiguous ? "?" : resolution.isFallback ? "~" : " ", resolved.display?.clipped == true ? "*" : " "] {
            line.append(marker, style: marker == " " ? theme.plain : theme.marker)
        }
        if width >= 11 { line.append(Swatch.hex(resolved.display)) }
    }
}
