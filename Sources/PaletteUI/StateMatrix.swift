import AssetCatalog
import ColorScience
import TerminalCore

/// A state group's colors as a matrix: one row per view state, one column per appearance, every
/// column the same width. A cell is `██~* #RRGGBBAA`: swatch (a translucent color over white and
/// black), fallback and space markers (`*` clipped, `p` Display P3) as in the tree, the sRGB hex
/// with alpha when translucent; in a cell too narrow for
/// both (80 columns) the hex goes on the line below, without its `#` where only that fits (a
/// translucent color's opacity on the line under that), since the swatch of a 256-color or mono
/// terminal is not the color. With a comparison marked,
/// each state's row gets its contrast figures on the lines below its colors, column under column,
/// a fallback's figures beside the slot's own; the disabled row is labeled exempt. A figure that
/// does not fit its column is left out whole, never cut.
struct StateMatrix {
    var group: StateGroup
    var key: GroupKey
    var state: AppState
    var theme: Theme

    /// Columns of a wide cell's swatch.
    static let wideSwatch = 4

    func lines(width: Int) -> [StyledLine] {
        let shownState = state.shownState(of: key)
        let members = group.members
        let labelWidth = min(18, 3 + (members.map { StyledLine(SafeText.visible($0.state.rawValue)).width }.max() ?? 6))
        let cellWidth = max(6, (width - labelWidth) / Appearance.allCases.count)
        var header = StyledLine()
        for (offset, appearance) in Appearance.allCases.enumerated() {
            header.pad(to: labelWidth + offset * cellWidth)
            var style = theme.bold
            if appearance == state.appearance { style.attributes.insert(.underline) }
            header.append(StyledLine.truncated(Self.label(appearance, width: cellWidth - 1), to: cellWidth - 1), style: style)
        }
        var lines = [header]
        let colorSets = members.map { state.colorSet(at: ColorSetLocation(catalog: key.catalog, colorSet: $0.colorSet)) }
        let resolved = colorSets.map { colorSet in Appearance.allCases.map { colorSet.resolvedColor(TraitRequest(appearance: $0)) } }
        let hexes = resolved.map { row in row.map { $0.map { Swatch.hex($0.display) } } }
        let hexWidth = hexes.joined().compactMap { $0?.count }.max() ?? 7
        let swatch = Self.swatchWidth(cell: cellWidth - 1, hex: hexWidth)
        let hexBelow = swatch + 3 + hexWidth > cellWidth - 1
        for (member, (resolved, hexes)) in zip(members, zip(resolved, hexes)) {
            let shown = member.state == shownState
            var colors = StyledLine((shown ? "▸ " : "  "), style: shown ? theme.bold : theme.plain)
            colors.append(StyledLine.truncated(SafeText.visible(member.state.rawValue), to: labelWidth - 3),
                          style: shown ? theme.bold : theme.plain)
            var figures: [(texts: [String], style: Style)] = []
            for (offset, appearance) in Appearance.allCases.enumerated() {
                colors.pad(to: labelWidth + offset * cellWidth)
                append(resolved[offset], hex: hexes[offset], to: &colors, swatch: swatch, width: cellWidth - 1)
                if let display = resolved[offset]?.display, let background = ContrastLabel.background(state, appearance: appearance) {
                    let label = ContrastLabel(display, on: background, exempt: member.state == .disabled)
                    figures.append((Self.figureLines(label, width: cellWidth - 1), label.style(theme)))
                } else {
                    figures.append(([], theme.plain))
                }
            }
            lines.append(colors)
            if hexBelow {
                var below = StyledLine(), opacities = StyledLine()
                for (offset, hex) in hexes.enumerated() {
                    guard let hex, let text = Self.narrowHex(hex, alpha: resolved[offset]?.display?.alpha, width: cellWidth - 1)
                    else { continue }
                    below.pad(to: labelWidth + offset * cellWidth)
                    below.append(text.hex)
                    if let opacity = text.opacity {
                        opacities.pad(to: labelWidth + offset * cellWidth)
                        opacities.append(opacity, style: theme.dim)
                    }
                }
                if below.width > 0 { lines.append(below) }
                if opacities.width > 0 { lines.append(opacities) }
            }
            let height = figures.map(\.texts.count).max() ?? 0
            for row in 0..<height {
                var line = StyledLine()
                for (offset, column) in figures.enumerated() where row < column.texts.count {
                    line.pad(to: labelWidth + offset * cellWidth)
                    line.append(column.texts[row], style: column.style)
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// The appearance's name, or its short form (`HC Lt`) when the name is wider than `width`.
    static func label(_ appearance: Appearance, width: Int) -> String {
        guard appearance.label.count > width else { return appearance.label }
        switch appearance {
        case .light: return "Light"
        case .dark: return "Dark"
        case .highContrastLight: return "HC Lt"
        case .highContrastDark: return "HC Dk"
        }
    }

    /// The longest WCAG text (`4.49 AA Large`) and APCA text (`Lc -108.0`) a cell can show.
    static let wcagColumns = 13, apcaColumns = 9

    /// The contrast figures in a column `width` wide, laid out alike in every cell of the matrix
    /// so they line up: both on one line when the longest would fit, else WCAG and APCA on two
    /// lines, else the ratio alone (`21.00`). Never a cut figure.
    static func figureLines(_ label: ContrastLabel, width: Int) -> [String] {
        if width >= wcagColumns + 1 + apcaColumns { return [label.wcagText + " " + label.apcaText] }
        if width >= wcagColumns { return [label.wcagText, label.apcaText] }
        return [format2(label.wcag)]
    }

    /// A hex on the line under its swatch, in `width` columns: whole; `5B4CF0` where `#5B4CF0`
    /// does not fit (a 6-column cell at 80 columns); and where a translucent `5B4CF066` does not
    /// fit either, its color's digits with its opacity for the line below them (`A 40%`, short
    /// of 100% while translucent), so that states differing only in alpha still read apart.
    static func narrowHex(_ hex: String, alpha: Double?, width: Int) -> (hex: String, opacity: String?)? {
        if hex.count <= width { return (hex, nil) }
        if hex.count - 1 <= width { return (String(hex.dropFirst()), nil) }
        guard hex.count == 9, width >= 6, let alpha, alpha < 1 else { return nil }
        return (String(hex.dropFirst().prefix(6)), "A \(min(99, Int((alpha * 100).rounded())))%")
    }

    /// The swatch width for cells `cell` wide whose longest hex is `hex` long: 4 when a wide
    /// cell has room, 2, or 1 so that `#RRGGBBAA` still fits (two states that differ only in
    /// alpha must read different); 2 without hex when even that does not fit.
    static func swatchWidth(cell: Int, hex: Int) -> Int {
        [wideSwatch, 2, 1].first { $0 + 3 + hex + ($0 == wideSwatch ? 4 : 0) <= cell } ?? 2
    }

    /// `██~* #RRGGBB` (`#RRGGBBAA` when translucent); the hex only when it fits whole.
    private func append(_ resolved: ResolvedColor?, hex: String?, to line: inout StyledLine, swatch: Int, width: Int) {
        guard let resolved, let hex else {
            line.append("none", style: theme.dim)
            return
        }
        line.append(contentsOf: Swatch.line(resolved.display, width: swatch, theme: theme))
        // Markers in the marker style, blanks plain: a styled blank costs two style switches.
        for marker in [resolved.resolutionMarker, resolved.spaceMarker] {
            line.append(marker, style: marker == " " ? theme.plain : theme.marker)
        }
        if swatch + 3 + hex.count <= width { line.append(" " + hex) }
    }
}
