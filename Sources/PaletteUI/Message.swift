import AssetCatalog
import TerminalCore

/// Everything that can happen to the browser, from keys, the mouse, the terminal, or the
/// results of effects the runtime performed (`saveFinished`, `reloaded`, `diskChecked`).
public enum Message: Equatable, Sendable {
    /// Moves the selection by this many rows (negative is up).
    case moveSelection(by: Int)
    /// Moves by a page of the tree pane; +1 down, -1 up.
    case movePage(by: Int)
    case moveToFirst
    case moveToLast
    /// Space: fold or unfold the selected catalog or folder.
    case toggleFold
    /// Enter: edit the slot picked with `[` / `]`, else `toggleFold`.
    case activate
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
    /// Scroll the help panel by this many lines.
    case scrollHelp(by: Int)
    /// Esc or any key over an overlay.
    case closeOverlay
    /// Ctrl-L.
    case redraw
    case resize(TerminalSize)
    /// A mouse click at a screen cell.
    case click(x: Int, y: Int)
    /// Mouse wheel: scroll the tree by this many rows.
    case scroll(by: Int)
    /// `q`, Ctrl-C: quit, or ask first when there are unsaved edits.
    case quit
    /// The terminal is gone: quit at once, without asking.
    case hangup

    // Editing (see `ColorEditor`, `EditHistory`).
    /// `[` / `]`: select the previous / next slot of the selected colorset in the detail pane.
    case selectSlot(by: Int)
    /// `e`, or Enter with a slot selected: edit the slot shown for the appearance (or the selected one).
    case beginEdit
    /// `D`: add a Dark slot derived from the light color (`SlotDerivation.dark`).
    case addDarkSlot
    /// `H`: add a High Contrast slot for the current luminosity (`SlotDerivation.highContrast`).
    case addHighContrastSlot
    /// `x`: remove the selected slot (or the one made for the appearance), after confirmation.
    case removeSlot
    /// `u`, Ctrl-R.
    case undo
    case redo
    /// `w`: save every colorset with unsaved edits.
    case save
    /// A key answering the open prompt (`y`, `n`, `s`, `d`, `r`, `o`, `k`).
    case answer(Character)
    /// Esc over a prompt.
    case cancelPrompt
    /// In the editor: change the focused field by a small or large step; `direction` is +1 or -1.
    case editorStep(direction: Int, large: Bool)
    /// In the editor: Tab / j (+1), Shift-Tab / k (-1).
    case editorFocus(by: Int)
    /// In the editor: `#` starts typing a color.
    case beginHexInput
    case hexInput(Character)
    case hexBackspace
    /// Ctrl-U while typing a color: start over.
    case clearHexInput
    /// Enter while typing a color: apply it. Esc: drop the text.
    case acceptHexInput
    case cancelHexInput
    /// Enter: keep the edit (one undo step). Esc: put the colorset back as it was.
    case commitEdit
    case cancelEdit
    // Contrast pairs (see `PairsView`).
    /// `p`: open the pairs view on the selected color, or close it.
    case togglePairs
    /// In the pairs view: move the cursor by this many rows.
    case movePairsCursor(by: Int)
    /// Tab in the pairs view: the selected color's pairs, or every failing pair.
    case togglePairsScope
    /// `f`, `b` in the pairs view: select a color of the pair under the cursor.
    case jumpToPairColor(PairsView.Jump)
    // Generated code (issue 14).
    /// `S`: show the Swift expression that reaches the selected color in generated code.
    case showSwiftExpression

    // Issue 13: specimen, color vision, copy (see `Reducer+Specimen.swift`).
    /// `m`: show the specimen in the detail pane, or hide it.
    case toggleSpecimen
    /// `v`: the next color vision (normal, protanopia, deuteranopia, tritanopia, achromatopsia).
    case cycleVision
    /// `y`: copy the selected color's value in the current `CopyFormat`.
    case copyValue
    /// `Y`: the next copy format.
    case cycleCopyFormat

    /// What the runtime's `.save` did, one result per colorset.
    case saveFinished([SaveResult])
    /// A colorset read again from disk after `.reload`.
    case reloaded(ColorSetLocation, ColorSet)
    /// About twice a second, key or no key: time to compare a slice of files with their stamps.
    case tick
    /// What `.checkDisk` found: the files that changed among the `checked` colorsets.
    case diskChecked([DiskChange], full: Bool, checked: Int)
    /// What `.rescan` found: the catalogs scanned again (`full` for Ctrl-L), and when the paths
    /// were searched again (Ctrl-L, or a searched folder changed), the folders searched now;
    /// the stamp check follows.
    case rescanned([RescanResult], full: Bool, searched: [FolderStamp]? = nil)

    // Issue 17: where colors are used.
    /// Sent by the runtime after the first frame: start the source scan, if there is one to run.
    case startSourceScan
    /// What the background scan (`.scanSources`) found.
    case sourcesScanned(SourceUsage)
    /// `r`: list the selected color's references.
    case showReferences
    /// `U`: only unused / stale / missing, then all again.
    case cycleSourceFilter
}

/// What saving one colorset gave: the saved colorset (new file stamp, clean) or the error.
public struct SaveResult: Equatable, Sendable {
    public var location: ColorSetLocation
    public var outcome: Result<ColorSet, SaveError>

    public init(location: ColorSetLocation, outcome: Result<ColorSet, SaveError>) {
        self.location = location
        self.outcome = outcome
    }
}

/// A colorset for the runtime to save; `force` overwrites a file changed on disk.
public struct SaveRequest: Equatable, Sendable {
    public var location: ColorSetLocation
    public var colorSet: ColorSet
    public var force: Bool
    /// The folders the colorset lies in (`Catalog.folders(above:)`), made again as they were
    /// when they went from disk with it.
    public var folders: [CatalogFolder]

    public init(location: ColorSetLocation, colorSet: ColorSet, force: Bool, folders: [CatalogFolder]) {
        self.location = location
        self.colorSet = colorSet
        self.force = force
        self.folders = folders
    }
}

/// A colorset for the runtime to read again from its file.
public struct ReloadRequest: Equatable, Sendable {
    public var location: ColorSetLocation
    public var colorSet: ColorSet

    public init(location: ColorSetLocation, colorSet: ColorSet) {
        self.location = location
        self.colorSet = colorSet
    }
}

/// What the runtime does after a message, beyond drawing the new state.
public enum Effect: Equatable, Sendable {
    /// Leave the browser and restore the terminal.
    case quit
    /// Repaint every cell, not only the changed ones (Ctrl-L).
    case redrawAll
    /// Save these colorsets (atomically, `ColorSet.save`) and send back `.saveFinished`.
    case save([SaveRequest])
    /// Read these colorsets again from disk and send back `.reloaded` for each.
    case reload([ReloadRequest])
    /// Compare these colorsets' files with their stamps, read again those that changed (when the
    /// check says so) and send back `.diskChecked`; `full` for Ctrl-L's check of every colorset.
    case checkDisk([StampCheck], full: Bool)
    /// Compare the request's folders with their stamps, scan again the catalogs with a changed
    /// folder (every catalog when `full`) and send back `.rescanned`.
    case rescan(RescanRequest)
    /// Write a control string to the terminal (`ClipboardRoute.bytes(copying:)`: OSC 52).
    case sendControlSequence([UInt8])
    /// Issue 17: scan the sources in the background and send back `.sourcesScanned` when done;
    /// frames keep coming meanwhile.
    case scanSources
}
