import TerminalCore

/// Where each pane goes for a terminal size: the tree on the left, the detail on the right,
/// two status lines at the bottom.
public struct Layout: Equatable, Sendable {
    /// Below this size only a "terminal too small" notice is drawn.
    public static let minimumSize = TerminalSize(width: 60, height: 12)
    /// Above this width the tree and the detail pane both widen.
    public static let wideWidth = 140

    public var tree: Rect
    /// The detail pane, right of the tree and its one-column separator.
    public var detail: Rect
    /// The two bottom lines.
    public var status: Rect
    public var isTooSmall: Bool

    public init(size: TerminalSize) {
        isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
        let bodyHeight = max(0, size.height - 2)
        // The detail pane gets three fifths and the tree the rest, less the separator: at 120
        // columns the detail holds four slot columns of 17, the width of a float triple as
        // Xcode writes it (`0.235 0.643 0.706`), with their gaps and its leading blank. Above
        // `wideWidth` the tree takes two fifths (up to 80) for long names and the detail the
        // rest: at 200 columns four slot columns of 29, room for larger swatches.
        let treeWidth = size.width > Self.wideWidth ? min(80, size.width * 2 / 5)
                                                   : min(56, max(34, size.width - 1 - size.width * 3 / 5))
        tree = Rect(x: 0, y: 0, width: min(treeWidth, size.width), height: bodyHeight)
        let detailX = tree.width + 1
        detail = Rect(x: detailX, y: 0, width: max(0, size.width - detailX), height: bodyHeight)
        status = Rect(x: 0, y: bodyHeight, width: size.width, height: min(2, size.height))
    }
}
