import ColorScience
import TerminalCore

/// Turns a style's colors into curses color numbers and `(fg, bg)` pairs.
///
/// Keeps its own pair cache because `alloc_pair` does not recycle: when the terminal's pair
/// table is full, `pair(foreground:background:)` returns `nil` and the caller resets it.
struct ColorPairTable {
    /// The entry reads color numbers as 0xRRGGBB (a `*-direct` entry).
    let direct: Bool
    /// `COLORS` of the entry.
    let colors: Int
    /// `COLOR_PAIRS` of the entry.
    let pairLimit: Int
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    init(direct: Bool, colors: Int, pairLimit: Int) {
        self.direct = direct
        self.colors = colors
        self.pairLimit = pairLimit
    }

    /// The curses color number for `color`; -1 is the terminal default.
    ///
    /// In a direct entry, numbers 0-7 mean the ANSI palette, not RGB: `#000000`-`#000007`
    /// are nudged to `#010000`-`#010007` (one step of red, invisible) so they stay near
    /// black instead of turning into the theme's black..white. Every other RGB is exact.
    /// Colors the entry cannot show are translated to the perceptually nearest color of the xterm
    /// palette it has (`XTermPalette`, the same search `PaletteUI` quantizes frames with); without
    /// colors (monochrome) every color is the default.
    func number(for color: TerminalColor) -> Int32 {
        guard colors > 0 else { return -1 }
        switch color {
        case .default:
            return -1
        case let .rgb(r, g, b):
            let rgb = RGB8(red: r, green: g, blue: b)
            return direct ? Self.nudged(rgb.packed) : nearest(rgb)
        case let .indexed(index):
            if direct { return index < 8 ? Int32(index) : Self.nudged(XTermPalette.rgb(ofIndex: index).packed) }
            if Int(index) < colors { return Int32(index) }
            return nearest(XTermPalette.rgb(ofIndex: index))
        }
    }

    /// The nearest color among the entry's: the cube and grays with 256 colors, else the ANSI ones;
    /// the default color with fewer than 8.
    private func nearest(_ rgb: RGB8) -> Int32 {
        if colors >= 256 { return Int32(XTermPalette.nearest256(to: rgb)) }
        if colors >= 16 { return Int32(XTermPalette.nearest16(to: rgb)) }
        return colors >= 8 ? Int32(XTermPalette.nearest8(to: rgb)) : -1
    }

    private static func nudged(_ value: UInt32) -> Int32 {
        Int32(value < 8 ? value | 0x010000 : value)
    }

    /// The pair for these color numbers, allocating it with `initialize` on first use;
    /// `nil` when the table is full.
    ///
    /// Default on default gets a pair of its own, not pair 0: after a colored cell, ncurses
    /// switches to pair 0 with a color reset *and* a full attribute reset
    /// (`ESC[49m ESC(B ESC[m`), to another pair with the color reset alone, which saves 6 bytes
    /// after every swatch. Without colors, or when the terminal refuses default colors in a
    /// pair, it is pair 0.
    mutating func pair(foreground: Int32, background: Int32, initialize: (Int32, Int32, Int32) -> Bool) -> Int32? {
        let isDefault = foreground == -1 && background == -1
        if isDefault, colors == 0 { return 0 }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        guard Int(nextPair) < pairLimit else { return nil }
        guard initialize(nextPair, foreground, background) else {
            guard isDefault else { return nil }
            pairs[key] = 0
            return 0
        }
        pairs[key] = nextPair
        nextPair += 1
        return nextPair - 1
    }

    /// Forgets every pair, after `reset_color_pairs()`.
    mutating func removeAll() {
        pairs.removeAll(keepingCapacity: true)
        nextPair = 1
    }
}
