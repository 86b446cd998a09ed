import TerminalCore

/// A centered panel listing every key binding and what the tree's markers mean.
enum HelpOverlay {
    static let legend: [(keys: String, action: String)] = [
        ("~", "fallback: no slot for this appearance, another is used"),
        ("?", "ambiguous: Dark and HC tie under HC Dark; Dark is used"),
        ("*", "P3/extended color outside sRGB, clipped to show"),
        ("!", "the colorset's file has errors (red) or warnings"),
        ("▀", "translucent: over white (top) and over black (bottom)"),
        ("◇", "state group: small swatch per state, shown state full"),
    ]

    static func render(into buffer: inout CellBuffer, size: TerminalSize, theme: Theme) {
        var lines = [StyledLine("palette: keys", style: theme.title), StyledLine()]
        let keyWidth = 18
        for binding in KeyMap.bindings + [("", "")] + legend {
            var line = StyledLine(binding.keys, style: theme.bold)
            line.pad(to: keyWidth)
            line.append(binding.action)
            lines.append(line)
        }
        lines.append(StyledLine())
        lines.append(StyledLine("any key closes this help", style: theme.dim))
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
}
