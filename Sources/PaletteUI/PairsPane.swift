import AssetCatalog
import ColorScience
import ContrastPolicy
import TerminalCore

/// The pairs view in the detail pane: a block per foreground and background, a row per state,
/// a cell per appearance with the WCAG ratio, the APCA Lc and a mark (✓ meets the target, ✗ not,
/// · exempt, ? a color palette cannot show). The row under the cursor has the `▸`. A pane too
/// narrow for that (80 columns) shows the ratio and the mark alone, under short heads (`HC Lt`),
/// so that all four appearances stay in sight.
enum PairsPane {
    /// How wide the label column and the cells are, and whether the cells have room for Lc.
    struct Columns {
        var label: Int, cell: Int, showsLc: Bool

        /// `▸ highlighted ` and `15.36 -108 ✓ `; else `15.36 ✓ ` beside a label as wide as fits.
        init(width: Int) {
            if width >= 14 + 4 * 13 {
                (label, cell, showsLc) = (14, 13, true)
            } else {
                (label, cell, showsLc) = (min(14, max(8, width - 4 * 8)), 8, false)
            }
        }
    }

    static func render(_ view: PairsView, state: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let (content, cursorLine) = lines(view, state: state, width: area.width - 1, theme: theme)
        // The title and the column heads stay; the rest scrolls to keep the cursor in sight.
        let fixed = min(4, content.count), room = max(1, area.height - fixed)
        let first = max(0, min(cursorLine - fixed - room + 1, content.count - fixed - room))
        let shown = Array(content.prefix(fixed)) + Array(content.dropFirst(fixed + first).prefix(room))
        for row in 0..<area.height {
            var line = StyledLine(" ")
            if row < shown.count { line.append(contentsOf: shown[row]) }
            buffer.draw(line, x: area.x, y: area.y + row, width: area.width)
        }
    }

    /// The pane's lines and the line of the cursor's row.
    static func lines(_ view: PairsView, state: AppState, width: Int, theme: Theme) -> ([StyledLine], Int) {
        let title = view.scope == .selected ? "Pairs of " + view.subject : "Failing pairs"
        var lines = [
            StyledLine(StyledLine.truncated(title, to: width), style: theme.title),
            StyledLine(StyledLine.truncated(view.scope == .selected ? "Tab: every failing pair   f / b: select a color"
                                                                    : "Tab: the selected color's pairs   f / b: select a color",
                                            to: width), style: theme.dim),
            StyledLine(),
        ]
        let columns = Columns(width: width)
        var head = StyledLine(String(repeating: " ", count: columns.label))
        for appearance in Appearance.allCases {
            head.append(StateMatrix.label(appearance, width: columns.cell - 1).padding(toLength: columns.cell, withPad: " ", startingAt: 0),
                        style: theme.bold)
        }
        lines.append(head)
        guard !view.rows.isEmpty else {
            lines.append(StyledLine())
            lines.append(StyledLine(view.scope == .selected ? "no pair names this color" : "no pair fails", style: theme.dim))
            return (lines, 0)
        }
        var cursorLine = 0, block: String?
        for (index, row) in view.rows.enumerated() {
            if row.block != block {
                block = row.block
                var header = StyledLine(StyledLine.truncated(SafeText.visible(row.block), to: max(0, width - 24)), style: theme.bold)
                header.append("  " + targets(row.pair), style: theme.dim)
                lines.append(StyledLine.clipped(header, to: width))
            }
            if index == view.cursor { cursorLine = lines.count }
            lines.append(StyledLine.clipped(self.row(row, isCursor: index == view.cursor, columns: columns, theme: theme), to: width))
        }
        return (lines, cursorLine)
    }

    /// `AA, HC AAA`, `exempt`, with `inferred` for a pair guessed from the names.
    static func targets(_ pair: ContrastPair) -> String {
        let targets = pair.isExempt ? "exempt" : pair.minimum.label + (pair.hasIncreasedTarget ? ", HC \(pair.increased.label)" : "")
        return targets + (pair.isInferred ? ", inferred" : "")
    }

    private static func row(_ row: PairsView.Row, isCursor: Bool, columns: Columns, theme: Theme) -> StyledLine {
        let label = (isCursor ? "▸ " : "  ") + (row.pair.state?.rawValue ?? "–")
        var line = StyledLine(StyledLine.truncated(SafeText.visible(label), to: columns.label - 1)
                                .padding(toLength: columns.label, withPad: " ", startingAt: 0),
                              style: isCursor ? theme.bold : theme.plain)
        for cell in row.cells {
            guard let ratio = cell.ratio, let lc = cell.lc else {
                line.append(columns.showsLc ? "   –    –  " : "   –  ", style: theme.dim)
                line.append("? ", style: theme.dim)
                continue
            }
            var numbers = leftPadded(ContrastFormat.fixed(ratio, decimals: 2), 5) + " "
            if columns.showsLc { numbers += leftPadded(ContrastFormat.fixed(lc, decimals: 0), 4) + " " }
            line.append(numbers, style: cell.verdict == .exempt ? theme.dim : theme.plain)
            switch cell.verdict {
            case .pass: line.append("✓ ", style: theme.good)
            case .fail: line.append("✗ ", style: theme.error)
            case .exempt, .unmeasured: line.append("· ", style: theme.dim)
            }
        }
        return line
    }

    private static func leftPadded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
