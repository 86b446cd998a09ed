/// A grid of cells: what one frame should look like.
///
/// Frames are rendered into a `CellBuffer`; ``diff(from:to:)`` then yields the cells a backend
/// has to draw. Writes keep double-width characters whole: a wide character never starts in
/// the last column, and overwriting either half of one blanks the other half.
public struct CellBuffer: Equatable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Row-major cells, `width * height` of them.
    public private(set) var cells: [Cell]

    /// A buffer of blank cells; negative sizes count as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A buffer the size of `size`.
    public init(size: TerminalSize) {
        self.init(width: size.width, height: size.height)
    }

    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// The cell at column `x`, row `y`. Both must be in bounds.
    ///
    /// Setting a cell repairs neighbours: a half of a wide character left alone becomes a
    /// blank in the same style, and a wide character gets its continuation cell (or, in the
    /// last column, is replaced by a space).
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside \(width)x\(height)")
            return cells[y * width + x]
        }
        set {
            precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside \(width)x\(height)")
            place(newValue, x: x, y: y)
        }
    }

    /// True when column `x`, row `y` lies inside the buffer.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` on row `y` from column `x` and returns the columns used.
    ///
    /// Stops at the right edge or after `maxWidth` columns, whichever comes first. A wide
    /// character that does not fit whole is not written. Zero-width characters (controls,
    /// lone combining marks) are dropped, so no control character reaches the terminal;
    /// pass untrusted text through ``SafeText/visible(_:)`` first to show them instead.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, x + max(0, maxWidth ?? width))
        var column = x
        for character in text {
            let columns = character.terminalWidth
            if columns == 0 { continue }
            if column + columns > limit { break }
            if column >= 0 { place(Cell(character, style: style), x: column, y: y) }
            column += columns
        }
        return max(0, column - max(x, 0))
    }

    /// Changes every cell's style in place (the characters are not copied): a whole-frame color
    /// pass such as the color-vision simulation.
    public mutating func transformStyles(_ body: (inout Style) -> Void) {
        for index in cells.indices { body(&cells[index].style) }
    }

    /// Sets every cell of `rect` (clipped to the buffer) to `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        let step = max(1, cell.width)
        for y in area.y..<(area.y + area.height) {
            var x = area.x
            while x + step <= area.x + area.width {
                place(cell, x: x, y: y)
                x += step
            }
        }
    }

    /// The text of each row; continuation cells are left out, so a row with a wide
    /// character has fewer characters than `width`.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
                line.append(cell.character)
            }
            return line
        }
    }

    private mutating func place(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        if cell.isContinuation {
            // Valid only right of a wide character; anywhere else it becomes a blank.
            let follows = x > 0 && !cells[index - 1].isContinuation && cells[index - 1].width == 2
            if follows, cells[index].isContinuation { cells[index] = cell; return }
            breakWideCharacter(at: x, y: y)
            cells[index] = Cell(" ", style: cell.style)
            return
        }
        breakWideCharacter(at: x, y: y)
        if cell.width == 2 {
            guard x + 1 < width else {
                cells[index] = Cell(" ", style: cell.style)
                return
            }
            breakWideCharacter(at: x + 1, y: y)
            cells[index] = cell
            cells[index + 1] = .continuation(style: cell.style)
        } else {
            cells[index] = cell
        }
    }

    /// Blanks the other half of a wide character that covers (`x`, `y`) before it is overwritten.
    private mutating func breakWideCharacter(at x: Int, y: Int) {
        let index = y * width + x
        let current = cells[index]
        if current.isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
            cells[index] = Cell(" ", style: current.style)
        } else if current.width == 2, x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
    }
}
