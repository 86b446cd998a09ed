import TerminalCore

/// A centered panel listing every key table (`KeyTable`) and what the tree's markers mean: the
/// browsing keys and the markers on the left, the other modes on the right, or all in one column
/// when the terminal is too narrow for two.
enum HelpOverlay {
    static let legend: [(keys: String, action: String)] = [
        ("~", "fallback: another slot is used"),
        ("?", "tie: Dark and HC match HC Dark, Dark used"),
        ("*", "outside sRGB: clipped to show"),
        ("!", "the file has errors (red) or warnings"),
        ("▀", "translucent: over white (top) and black"),
        ("◇", "state group: one swatch per state"),
        ("mouse", "click selects, wheel scrolls (--mouse)"),
    ]

    /// The tables in the left and the right column.
    static let leftTables: [KeyTable] = [.browse, .everyMode]
    static let rightTables: [KeyTable] = [.filter, .editor, .colorInput, .pairs, .prompt, .help]

    static func render(into buffer: inout CellBuffer, size: TerminalSize, theme: Theme) {
        drawPanel(lines(width: size.width - 4, theme: theme), into: &buffer, size: size, theme: theme)
    }

    /// `lines` in a centered box in the overlay style (also the references list, `r`).
    static func drawPanel(_ lines: [StyledLine], into buffer: inout CellBuffer, size: TerminalSize, theme: Theme) {
        let width = min(size.width - 2, (lines.map(\.width).max() ?? 0) + 4)
        let height = min(size.height - 2, lines.count + 2)
        let left = max(0, (size.width - width) / 2), top = max(0, (size.height - height) / 2)
        let style = theme.overlay
        for row in 0..<height {
            var line = StyledLine("│", style: style)
            if row == 0 || row == height - 1 {
                line = StyledLine((row == 0 ? "┌" : "└") + String(repeating: "─", count: max(0, width - 2))
                                  + (row == 0 ? "┐" : "┘"), style: style)
            } else if row - 1 < lines.count {
                line.append(" ", style: style)
                for cell in lines[row - 1].cells {
                    var cell = cell
                    cell.style.background = style.background
                    if cell.style.foreground == .default { cell.style.foreground = style.foreground }
                    line.append(cell)
                }
            }
            if row != 0 && row != height - 1 {
                line.pad(to: width - 1, style: style)
                line = StyledLine.clipped(line, to: width - 1)
                line.append("│", style: style)
            }
            buffer.draw(line, x: left, y: top + row, width: width, fill: style)
        }
    }

    /// The panel's text, side by side when both columns fit in `width`.
    static func lines(width: Int, theme: Theme) -> [StyledLine] {
        let left = column(leftTables.map(section) + [("the tree's markers", legend)], theme: theme)
        let right = column(rightTables.map(section), theme: theme)
        let leftWidth = left.map(\.width).max() ?? 0, gap = 3
        var lines = [StyledLine("palette: keys", style: theme.title), StyledLine()]
        guard leftWidth + gap + (right.map(\.width).max() ?? 0) <= width else {
            return lines + left + [StyledLine()] + right
        }
        for row in 0..<max(left.count, right.count) {
            var line = row < left.count ? left[row] : StyledLine()
            if row < right.count {
                line.pad(to: leftWidth + gap)
                line.append(contentsOf: right[row])
            }
            lines.append(line)
        }
        return lines
    }

    /// A table's title and rows: each binding, then what other keys do.
    private static func section(_ table: KeyTable) -> (title: String, rows: [(keys: String, action: String)]) {
        var rows = table.bindings.map { (keys: $0.label, action: $0.help) }
        switch table.otherKeys {
        case .characters(let help, _)?: rows.append((keys: "other keys", action: help))
        case .anyKey(let help, _)?: rows.append((keys: "any key", action: help))
        case nil: break
        }
        return (table.title, rows)
    }

    /// Sections one under another, a blank line apart, the actions aligned after the widest keys.
    private static func column(_ sections: [(title: String, rows: [(keys: String, action: String)])],
                               theme: Theme) -> [StyledLine] {
        let keyWidth = (sections.flatMap(\.rows).map { StyledLine($0.keys).width }.max() ?? 0) + 2
        var lines: [StyledLine] = []
        for (offset, section) in sections.enumerated() {
            if offset > 0 { lines.append(StyledLine()) }
            lines.append(StyledLine(section.title, style: theme.title))
            for row in section.rows {
                var line = StyledLine(row.keys, style: theme.bold)
                line.pad(to: keyWidth)
                line.append(row.action)
                lines.append(line)
            }
        }
        return lines
    }
}
