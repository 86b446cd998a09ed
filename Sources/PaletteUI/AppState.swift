import AssetCatalog
import ColorScience
import PaletteConfig
import TerminalCore

/// Everything the browser shows, as one value. `reduce` changes it; the panes draw it.
public struct AppState: Equatable, Sendable {
    /// The loaded catalogs and their flattened tree.
    public var outline: Outline
    /// Containers (outline node indices) the user folded.
    public var collapsed: Set<Int> = []
    /// The rows on screen, derived from `outline`, `collapsed` and the filter.
    public private(set) var rowList: RowList
    /// The selected outline node.
    public var selection: Int = 0
    /// The first visible row of the tree pane (a position in `rowList.rows`).
    public var scrollOffset: Int = 0
    /// The appearance every swatch is resolved for.
    public var appearance: Appearance = .light
    /// The view state chosen with `s` for each state group; a group not in it shows its normal
    /// member (or its first, when it has no normal one).
    public var groupStates: [GroupKey: ViewState] = [:]
    /// The color every swatch is compared against, when one is marked with `c`.
    public var comparison: ColorSetLocation?
    /// What keys do: navigate, type a filter, edit a color.
    public var mode: Mode = .browse
    /// A panel drawn over everything.
    public var overlay: Overlay?
    /// The help panel's first line on screen, when the panel is taller than the terminal.
    public var helpScroll: Int = 0
    /// The terminal size frames are laid out for.
    public var size: TerminalSize
    /// The colors frames are quantized to.
    public var colorMode: ColorMode
    /// A one-line message for the status bar; cleared by the next key.
    public var statusMessage: String?
    /// Whether mouse clicks and wheel events are acted on.
    public var mouseEnabled: Bool = false
    /// `--read-only`: every editing key only says so.
    public var isReadOnly: Bool = false
    /// Edited colorsets, undo and redo.
    public var history = EditHistory()
    /// The open color editor (mode `.editing`).
    public var editor: ColorEditor?
    /// A question waiting for one key.
    public var prompt: Prompt?
    /// The slot picked with `[` / `]` in the detail pane: a colorset and an entry index. It only
    /// counts while that colorset is the selected one.
    public var slotCursor: SlotCursor?
    /// Set when the user chose "save and quit": quit once every save succeeded.
    public var quitAfterSave = false
    /// Which files the next tick compares with their stamps, and which changed under edits.
    public var diskWatch = DiskWatch()
    /// The contrast policy `D`, `H` and the pairs view work with.
    public var contrast = ContrastContext()
    /// The pairs view (`p`), when open.
    public var pairsView: PairsView?
    // Issue 13: see it as users will (`Reducer+Specimen.swift`).
    /// The color vision every color on screen is drawn for (`v`).
    public var vision: ColorVision = .normal
    /// What `y` copies; `Y` picks the next format.
    public var copyFormat: CopyFormat = .hex
    /// How a copy reaches the clipboard: straight to the terminal, or through tmux or screen.
    public var clipboardRoute: ClipboardRoute = .direct
    /// The terminal's background (asked with OSC 11, or `--canvas`): under translucent swatches.
    public var canvas: RGB8?
    /// The specimen (`m`): whether it shows, and who plays which part.
    public var specimen = SpecimenContext()
    /// Issue 17: the source scan and what it found.
    public var sources: SourceScan = .off
    /// Where the colorsets of the load the running source scan started from are now, after
    /// colorsets were added or removed on disk meanwhile (`relocate(to:_:)`); `nil` when none were.
    var sourceMoves: [ColorSetLocation: ColorSetLocation]?
    /// Issue 17: `U`'s filter.
    public var sourceFilter: SourceFilter?
    /// The Swift target `S` names colors for: `palette.yml`'s first, else the defaults.
    public var codeTarget = GenerateTarget(language: .swift)

    /// The input modes.
    public enum Mode: Equatable, Sendable {
        case browse
        /// Typing a filter after `/`; Enter keeps it, Esc clears it.
        case filtering
        /// The color editor is open (`editor`).
        case editing
    }

    /// A slot picked in the detail pane.
    public struct SlotCursor: Equatable, Sendable {
        public var location: ColorSetLocation
        /// The entry's index in the `colors` array.
        public var variant: Int
    }

    public enum Overlay: Equatable, Sendable {
        case help
        /// `r`: the selected color's references (issue 17).
        case references
    }

    /// A state showing the whole `workspace`, unfolded, first row selected.
    public init(workspace: Workspace, size: TerminalSize, colorMode: ColorMode = .trueColor) {
        self.init(outline: Outline(workspace: workspace), size: size, colorMode: colorMode)
    }

    /// A state over an already built outline.
    public init(outline: Outline, size: TerminalSize, colorMode: ColorMode = .trueColor) {
        self.outline = outline
        self.size = size
        self.colorMode = colorMode
        self.rowList = RowList(outline: outline, collapsed: [], filter: "")
        diskWatch.folders = outline.workspace.catalogs.map { $0.source?.folders ?? [] }
        diskWatch.searched = outline.workspace.searchedFolders
        if let first = outline.nodes.firstIndex(where: { !$0.isContainer }) { selection = first }
    }

    public var workspace: Workspace { outline.workspace }
    /// The colorset at `location` as edited (or as loaded, when unedited).
    public func colorSet(at location: ColorSetLocation) -> ColorSet {
        history.colorSet(at: location, in: outline)
    }
    /// The entry picked with `[` / `]`, when it belongs to the selected colorset.
    public var selectedSlot: Int? {
        guard let cursor = slotCursor, cursor.location == selectedColorSet,
              colorSet(at: cursor.location).variants.contains(where: { $0.index == cursor.variant }) else { return nil }
        return cursor.variant
    }
    /// The current filter text (empty when none).
    public var filter: String { rowList.filter }
    /// The rows on screen.
    public var rows: [Int] { rowList.rows }
    /// The selected row's node; `nil` when no row shows it: the workspace is empty, or a filter
    /// matches nothing (then `selection` only remembers the row to come back to).
    public var selectedNode: OutlineNode? {
        outline.nodes.indices.contains(selection) && rowList.contains(node: selection) ? outline.nodes[selection] : nil
    }
    /// The selection's position among the visible rows.
    public var selectedRow: Int { rowList.position(of: selection) }

    /// Where the panes go at the current size.
    public var layout: Layout { Layout(size: size) }

    /// Recomputes the visible rows after `collapsed` or the filter changed, keeping the
    /// selection on a visible row.
    mutating func refreshRows(filter: String? = nil, only: Set<Int>?? = nil) {
        rowList = rowList.updated(collapsed: collapsed, filter: filter ?? self.filter, only: only ?? rowList.only)
        if let first = rowList.rows.first, !rowList.contains(node: selection) {
            selection = selection < first ? first : rowList.rows[rowList.position(of: selection)]
        }
        scrollToSelection()
    }

    /// Installs `next`, the outline after a rescan, and its rows (`relocate(to:_:)`).
    mutating func replaceOutline(_ next: Outline) {
        outline = next
        rowList = RowList(outline: next, collapsed: collapsed, filter: filter)
    }

    /// Adjusts `scrollOffset` so the selected row is inside the tree pane.
    mutating func scrollToSelection() {
        let height = max(1, layout.tree.height)
        let row = selectedRow
        if row < scrollOffset { scrollOffset = row }
        if row >= scrollOffset + height { scrollOffset = row - height + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, rows.count - height)))
    }

    /// The colorset the selection stands for now: a colorset row's own, or a group's member for
    /// its shown state (see `shownState(of:)`).
    public var selectedColorSet: ColorSetLocation? {
        selectedNode.flatMap { colorSet(for: $0) }
    }

    /// The colorset a row shows: a colorset row's own, a group's member in its shown state.
    public func colorSet(for node: OutlineNode) -> ColorSetLocation? {
        switch node.item {
        case .colorSet(let location): return location
        case .stateGroup(let catalog, let group):
            let key = GroupKey(catalog: catalog, group: group)
            return shownState(of: key).flatMap { outline.stateGroup(catalog: catalog, group: group).colorSet(for: $0) }
                .map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        case .catalog, .folder: return nil
        }
    }
}
