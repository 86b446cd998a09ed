/// A rectangle of cells; `x`/`y` is the top-left corner.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The part of `self` that lies inside `other`; empty (zero size) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

/// The size of the terminal in cells.
public struct TerminalSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// How many colors the terminal shows, as chosen by detection or forced by the user.
///
/// The raw values are the spellings accepted by `--color-mode` and `$PALETTE_COLOR_MODE`.
public enum ColorMode: String, Sendable, CaseIterable {
    case trueColor = "truecolor"
    case palette256 = "256"
    case ansi16 = "16"
    case ansi8 = "8"
    case monochrome = "mono"
}
