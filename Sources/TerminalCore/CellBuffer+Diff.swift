/// One cell a backend has to draw.
public struct CellChange: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell

    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

extension CellBuffer {
    /// The cells of `new` that differ from `old`, row by row, left to right.
    ///
    /// When the sizes differ every cell of `new` is returned (a full repaint). When a changed
    /// cell is a continuation, the wide character it belongs to is included too, so a
    /// backend that skips continuation cells still redraws it.
    public static func diff(from old: CellBuffer, to new: CellBuffer) -> [CellChange] {
        var changes: [CellChange] = []
        let fullRepaint = old.width != new.width || old.height != new.height
        for y in 0..<new.height {
            var lastEmitted = -1
            for x in 0..<new.width {
                let index = y * new.width + x
                let cell = new.cells[index]
                guard fullRepaint || old.cells[index] != cell else { continue }
                if cell.isContinuation, x > 0, lastEmitted != x - 1 {
                    changes.append(CellChange(x: x - 1, y: y, cell: new.cells[index - 1]))
                }
                changes.append(CellChange(x: x, y: y, cell: cell))
                lastEmitted = x
            }
        }
        return changes
    }

    /// Applies `changes` (out-of-bounds ones are ignored), as a backend's screen would.
    public mutating func apply(_ changes: [CellChange]) {
        for change in changes where contains(x: change.x, y: change.y) {
            self[change.x, change.y] = change.cell
        }
    }
}
