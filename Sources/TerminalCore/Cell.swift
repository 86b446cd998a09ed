/// One terminal cell: a character (a grapheme cluster) and its style.
///
/// A double-width character occupies two cells: the left one holds the character, the right
/// one is a *continuation* (`isContinuation == true`) that backends skip when drawing and
/// ``CellBuffer/lines`` leaves out of the text.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// True for the right half of a double-width character.
    public var isContinuation: Bool

    /// A cell showing `character` (which should be one column wide or the left half of a wide one).
    public init(_ character: Character = " ", style: Style = .plain) {
        self.character = character
        self.style = style
        self.isContinuation = false
    }

    /// The right half of a double-width character drawn with `style`.
    public static func continuation(style: Style) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }

    /// A space with default colors.
    public static let blank = Cell()

    /// Columns the character takes: 2 for wide characters, otherwise 1 (0 for a continuation).
    public var width: Int { isContinuation ? 0 : max(1, character.terminalWidth) }
}
