import TerminalCore

/// One line of a pane under construction: cells left to right, each as wide as its character.
///
/// Panes build lines and `CellBuffer.draw(_:x:y:width:)` clips them into place, so no pane does
/// column arithmetic with wide characters itself.
struct StyledLine {
    private(set) var cells: [Cell] = []
    /// Columns used so far.
    private(set) var width = 0

    init() {}

    init(_ text: String, style: Style = .plain) {
        append(text, style: style)
    }

    /// Appends `text`; zero-width characters are dropped (untrusted text must already be escaped).
    mutating func append(_ text: String, style: Style = .plain) {
        for character in text {
            let columns = character.terminalWidth
            guard columns > 0 else { continue }
            cells.append(Cell(character, style: style))
            width += columns
        }
    }

    /// Appends one prepared cell.
    mutating func append(_ cell: Cell) {
        cells.append(cell)
        width += max(1, cell.width)
    }

    mutating func append(contentsOf line: StyledLine) {
        cells += line.cells
        width += line.width
    }

    /// Appends spaces up to column `column`.
    mutating func pad(to column: Int, style: Style = .plain) {
        while width < column { append(Cell(" ", style: style)) }
    }

    /// The first cells of `line` that fit in `columns`.
    static func clipped(_ line: StyledLine, to columns: Int) -> StyledLine {
        var result = StyledLine()
        for cell in line.cells {
            guard result.width + max(1, cell.width) <= columns else { break }
            result.append(cell)
        }
        return result
    }

    /// `text` cut to `columns` with a trailing `…` when it does not fit.
    static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        var used = 0
        var result = ""
        for character in text {
            let width = character.terminalWidth
            if used + width > columns {
                while used > columns - 1, let last = result.popLast() { used -= last.terminalWidth }
                return result + "…"
            }
            result.append(character)
            used += width
        }
        return result
    }
}

extension CellBuffer {
    /// Draws a right-hand pane: `lines` one per row after a one-column margin, the rest of
    /// `area` blank.
    mutating func drawPane(_ lines: [StyledLine], in area: Rect) {
        for row in 0..<area.height {
            var line = StyledLine(" ")
            if row < lines.count { line.append(contentsOf: lines[row]) }
            draw(line, x: area.x, y: area.y + row, width: area.width)
        }
    }

    /// Draws `line` at (`x`, `y`), clipped to `width` columns; the rest of those columns is
    /// filled with blanks in `fill` style.
    mutating func draw(_ line: StyledLine, x: Int, y: Int, width: Int, fill: Style = .plain) {
        guard y >= 0, y < height else { return }
        let limit = min(self.width, x + width)
        var column = x
        for cell in line.cells {
            let columns = max(1, cell.width)
            if column + columns > limit { break }
            self[column, y] = cell
            column += columns
        }
        while column < limit {
            self[column, y] = Cell(" ", style: fill)
            column += 1
        }
    }
}
