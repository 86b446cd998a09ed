import AssetCatalog
import TerminalCore

/// Everything that can happen to the browser, from keys, the mouse or the terminal.
///
/// Editing (a later issue) adds its own cases (`beginEdit`, `editInput`, `commitEdit`, ...) and
/// an `AppState.Mode` for them; nothing here assumes the catalog is read-only.
public enum Message: Equatable, Sendable {
    /// Moves the selection by this many rows (negative is up).
    case moveSelection(by: Int)
    /// Moves by a page of the tree pane; +1 down, -1 up.
    case movePage(by: Int)
    case moveToFirst
    case moveToLast
    /// Enter, space: fold or unfold the selected catalog or folder.
    case toggleFold
    /// `l`, right arrow: unfold a folded container, else move to the next row.
    case expand
    /// `h`, left arrow: fold an unfolded container, else select its parent.
    case collapse
    /// `a`: light → dark → hc-light → hc-dark → light.
    case cycleAppearance
    case setAppearance(Appearance)
    /// `s`: the next view state used in the workspace.
    case cycleViewState
    /// `c`: mark the selected color as the comparison background, or unmark it.
    case toggleComparison
    /// `/`: start typing a filter.
    case beginFilter
    /// A character typed into the filter.
    case filterInput(Character)
    case filterBackspace
    /// Enter while filtering: keep the filter, back to navigation.
    case acceptFilter
    /// Esc: clear the filter.
    case clearFilter
    /// `n` / `N`: the next / previous filter match.
    case nextMatch
    case previousMatch
    case toggleHelp
    /// Esc or any key over an overlay.
    case closeOverlay
    /// Ctrl-L.
    case redraw
    case resize(TerminalSize)
    /// A mouse click at a screen cell.
    case click(x: Int, y: Int)
    /// Mouse wheel: scroll the tree by this many rows.
    case scroll(by: Int)
    case quit
}

/// What the runtime does after a message, beyond drawing the new state.
public enum Effect: Equatable, Sendable {
    /// Leave the browser and restore the terminal.
    case quit
    /// Repaint every cell, not only the changed ones (Ctrl-L).
    case redrawAll
}
