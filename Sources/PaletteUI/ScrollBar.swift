/// The tree's position, shown as a thumb (`┃`) on the separator column. It changes only when
/// the tree scrolls, where a row counter in the status bar changed with every move.
enum ScrollBar {
    /// The rows of a `visible`-row track the thumb covers, for `total` rows scrolled down by
    /// `offset`: at least one row, at the top at offset 0 and at the bottom at the end; `nil`
    /// when every row fits.
    static func thumb(total: Int, visible: Int, offset: Int) -> Range<Int>? {
        guard visible > 0, total > visible else { return nil }
        let length = max(1, (visible * visible + total / 2) / total)
        let travel = visible - length
        let lastOffset = total - visible
        let start = (travel * min(max(0, offset), lastOffset) + lastOffset / 2) / lastOffset
        return start..<(start + length)
    }
}
