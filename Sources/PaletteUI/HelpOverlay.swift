import TerminalCore

/// A centered panel listing every key table (`KeyTable`) and what the tree's markers mean, in as
/// many columns as the terminal's width allows and balanced so the panel is as short as it can be.
enum HelpOverlay {
    static let legend: [(keys: String, action: String)] = [
        ("~", "fallback: another slot is used"),
        ("?", "tie: Dark and HC match HC Dark, Dark used"),
        ("*", "outside sRGB: clipped to show"),
        ("!", "the file has errors (red) or warnings"),
        ("▀", "translucent: top half over white or canvas"),
        ("◇", "state group: one swatch per state"),
        ("mouse", "click selects, wheel scrolls (--mouse)"),
    ]

    /// The tables in the order they are listed, the markers after the browsing keys.
    static let tables: [KeyTable] = [.browse, .everyMode, .filter, .editor, .colorInput, .pairs, .prompt, .help]

    /// Draws the panel, its first line `scroll` lines down when it is taller than the terminal.
    static func render(into buffer: inout CellBuffer, size: TerminalSize, scroll: Int, theme: Theme) {
        drawPanel(lines(width: size.width - 4, theme: theme), title: "palette: keys", scroll: scroll,
                  into: &buffer, size: size, theme: theme)
    }

    /// `lines` in a centered box in the overlay style (also the references list, `r`), `title` in
    /// its top border; when the lines are cut, the bottom border says which ones show.
    static func drawPanel(_ lines: [StyledLine], title: String? = nil, scroll: Int = 0,
                          into buffer: inout CellBuffer, size: TerminalSize, theme: Theme) {
        let width = min(size.width - 2, (lines.map(\.width).max() ?? 0) + 4)
        let visible = visibleLineCount(size: size)
        let first = max(0, min(scroll, lines.count - visible))
        let shown = lines.dropFirst(first).prefix(visible)
        let height = shown.count + 2
        let left = max(0, (size.width - width) / 2), top = max(0, (size.height - height) / 2)
        let style = theme.overlay
        // A blank margin around the box, so that no stray column of the panes beside it reads as
        // part of it (`│9`, `┘…`).
        buffer.fill(Rect(x: left - 1, y: top - 1, width: width + 2, height: height + 2), with: .blank)
        var footer = ""
        if lines.count > visible {
            footer = " \(first + 1)-\(first + shown.count) of \(lines.count) · ↑ ↓ scroll "
        }
        var border = StyledLine("┌─", style: style)
        if let title {
            var titleStyle = style
            titleStyle.attributes = theme.title.attributes
            border.append(" ", style: style)
            border.append(title, style: titleStyle)
            border.append(" ", style: style)
        }
        border.append(String(repeating: "─", count: max(0, width - 1 - border.width)), style: style)
        border = StyledLine.clipped(border, to: width - 1)
        border.append("┐", style: style)
        buffer.draw(border, x: left, y: top, width: width, fill: style)
        for (row, content) in shown.enumerated() {
            var line = StyledLine("│ ", style: style)
            for cell in content.cells {
                var cell = cell
                cell.style.background = style.background
                if cell.style.foreground == .default { cell.style.foreground = style.foreground }
                line.append(cell)
            }
            line.pad(to: width - 1, style: style)
            line = StyledLine.clipped(line, to: width - 1)
            line.append("│", style: style)
            buffer.draw(line, x: left, y: top + 1 + row, width: width, fill: style)
        }
        // As wide as the top border: corners, the footer with a rule after it, the rule before.
        let rule = String(repeating: "─", count: max(0, width - 2 - footer.count - (footer.isEmpty ? 0 : 1)))
        buffer.draw(StyledLine("└" + rule + footer + (footer.isEmpty ? "" : "─") + "┘", style: style),
                    x: left, y: top + height - 1, width: width, fill: style)
    }

    /// How many lines of the panel fit between its borders.
    static func visibleLineCount(size: TerminalSize) -> Int { max(1, size.height - 4) }

    /// The furthest the panel scrolls at this size: 0 when it fits.
    static func maximumScroll(size: TerminalSize) -> Int {
        max(0, lines(width: size.width - 4, theme: Theme(colorMode: .monochrome)).count - visibleLineCount(size: size))
    }

    /// The panel's text: the sections, in order, split into as many columns (at most three) as
    /// fit in `width`, at the split that makes the panel shortest.
    static func lines(width: Int, theme: Theme) -> [StyledLine] {
        var sections = tables.map(section)
        sections.insert(("the tree's markers", legend), at: 2)
        let gap = 3
        var best = column(sections, theme: theme)
        for splits in splitPoints(count: sections.count, maxColumns: 3) {
            let bounds = zip([0] + splits, splits + [sections.count])
            let columns = bounds.map { column(Array(sections[$0..<$1]), theme: theme) }
            let widths = columns.map { $0.map(\.width).max() ?? 0 }
            let height = columns.map(\.count).max() ?? 0
            guard widths.reduce(0, +) + gap * (columns.count - 1) <= width, height < best.count else { continue }
            best = (0..<height).map { row in
                var line = StyledLine(), offset = 0
                for (index, column) in columns.enumerated() {
                    line.pad(to: offset)
                    if row < column.count { line.append(contentsOf: column[row]) }
                    offset += widths[index] + gap
                }
                return line
            }
        }
        return best
    }

    /// Every way to cut `count` sections into two to `maxColumns` non-empty runs: the cut indices.
    private static func splitPoints(count: Int, maxColumns: Int) -> [[Int]] {
        var result: [[Int]] = []
        func extend(_ cuts: [Int]) {
            if !cuts.isEmpty { result.append(cuts) }
            guard cuts.count + 1 < maxColumns else { return }
            for next in ((cuts.last ?? 0) + 1)..<count { extend(cuts + [next]) }
        }
        extend([])
        return result
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
