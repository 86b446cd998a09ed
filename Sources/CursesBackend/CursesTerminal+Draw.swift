import CNCurses
import TerminalCore

extension CursesTerminal {
    /// Draws the changes with `setcchar`/`mvwadd_wch`, then `wnoutrefresh` + `doupdate`.
    ///
    /// When the color pair table fills up, it is reset and the whole screen repainted once.
    public func draw(_ changes: [CellChange]) {
        let window = cn_stdscr()
        if shown.size != size { shown = CellBuffer(size: size) }
        shown.apply(changes)
        for change in changes where !change.cell.isContinuation {
            if !put(change.cell, x: change.x, y: change.y, window: window) {
                reset_color_pairs()
                pairs.removeAll()
                repaintShown(window: window)
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
    private func repaintShown(window: UnsafeMutablePointer<WINDOW>?) {
        for y in 0..<shown.height {
            for x in 0..<shown.width where !shown[x, y].isContinuation {
                if !put(shown[x, y], x: x, y: y, window: window) {
                    put(shown[x, y], x: x, y: y, window: window, pair: 0)
                }
            }
        }
    }

    /// Puts one cell; false when its color pair could not be allocated.
    private func put(_ cell: Cell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) -> Bool {
        let foreground = pairs.number(for: cell.style.foreground)
        let background = pairs.number(for: cell.style.background)
        let pair = pairs.pair(foreground: foreground, background: background) { pair, fg, bg in
            init_extended_pair(pair, fg, bg) == OK
        }
        guard let pair else { return false }
        put(cell, x: x, y: y, window: window, pair: pair)
        return true
    }

    private func put(_ cell: Cell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?, pair: Int32) {
        var pairNumber = pair
        let attributes = Self.attributes(cell.style.attributes)
        var character = cchar_t()
        // The base character plus up to three combining marks (CCHARW_MAX is 5, NUL-ended).
        var characters = cell.character.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) } + [0]
        if setcchar(&character, &characters, attributes, 0, &pairNumber) != OK {
            characters = [wchar_t(bitPattern: cell.character.unicodeScalars.first?.value ?? 0x20), 0]
            setcchar(&character, &characters, attributes, 0, &pairNumber)
        }
        mvwadd_wch(window, Int32(y), Int32(x), &character)
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
