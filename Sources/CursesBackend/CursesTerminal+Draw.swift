import CNCurses
import CNCursesCompat
import TerminalCore

extension CursesTerminal {
    /// Draws the changes with `setcchar`/`mvwadd_wch` (`cn_put_cell`), then `wnoutrefresh` +
    /// `doupdate`.
    ///
    /// When the color pair table fills up, it is reset and the whole screen repainted once.
    public func draw(_ changes: [CellChange]) {
        let window = cn_stdscr()
        if shown.size != size { shown = CellBuffer(size: size) }
        shown.apply(changes)
        for change in changes where !change.cell.isContinuation {
            if !put(change.cell, x: change.x, y: change.y) {
                cn_reset_pairs()
                pairs.removeAll()
                repaintShown()
                break
            }
        }
        if clearOnNextDraw {
            clearok(window, true)
            clearOnNextDraw = false
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// Repaints every cell; a frame needing more pairs than the terminal has gets default
    /// colors for the rest.
    private func repaintShown() {
        for y in 0..<shown.height {
            for x in 0..<shown.width where !shown[x, y].isContinuation {
                if !put(shown[x, y], x: x, y: y) {
                    put(shown[x, y], x: x, y: y, pair: 0)
                }
            }
        }
    }

    /// Puts one cell; false when its color pair could not be allocated.
    private func put(_ cell: Cell, x: Int, y: Int) -> Bool {
        let foreground = pairs.number(for: cell.style.foreground)
        let background = pairs.number(for: cell.style.background)
        let pair = pairs.pair(foreground: foreground, background: background) { pair, fg, bg in
            cn_init_pair(pair, fg, bg) == 0
        }
        guard let pair else { return false }
        put(cell, x: x, y: y, pair: pair)
        return true
    }

    private func put(_ cell: Cell, x: Int, y: Int, pair: Int32) {
        // The base character plus up to three combining marks; the first alone if refused.
        let scalars = cell.character.unicodeScalars.prefix(4).map(\.value)
        let attributes = UInt64(Self.attributes(cell.style.attributes))
        cn_put_cell(Int32(y), Int32(x), scalars, Int32(scalars.count), attributes, pair)
    }

    private static func attributes(_ attributes: CellAttributes) -> attr_t {
        var result = CN_A_NORMAL
        if attributes.contains(.bold) { result |= CN_A_BOLD }
        if attributes.contains(.dim) { result |= CN_A_DIM }
        if attributes.contains(.underline) { result |= CN_A_UNDERLINE }
        if attributes.contains(.reverse) { result |= CN_A_REVERSE }
        if attributes.contains(.italic) { result |= CN_A_ITALIC }
        return result
    }
}
