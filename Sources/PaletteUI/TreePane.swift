import AssetCatalog
import ColorScience
import TerminalCore

/// The left pane: catalogs, folders, colorsets and state groups, one row each, with a swatch of
/// each color resolved for the current appearance (and view state, for groups) and its hex.
///
/// A colorset row ends in `! ██~* #RRGGBB`: `!` when its file has errors, the swatch, `~` when
/// the slot is a fallback (`?` when the resolution is ambiguous), `*` when clipped to sRGB (`p`
/// for a slot in another RGB space that sRGB holds), and the display sRGB hex (`#RRGGBBAA` when
/// translucent). A `●`
/// after the flag marks unsaved edits (of any member, for a state group).
enum TreePane {
    /// Columns of the right-hand part of a color row: flag, space, swatch 2, markers 2, space,
    /// hex 9 (`#RRGGBBAA`).
    static let colorColumns = 16

    static func render(_ state: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let rows = state.rows
        for line in 0..<area.height {
            let row = state.scrollOffset + line
            guard row < rows.count else {
                buffer.draw(StyledLine(), x: area.x, y: area.y + line, width: area.width)
                continue
            }
            let content = self.line(for: rows[row], state: state, width: area.width, theme: theme)
            buffer.draw(content, x: area.x, y: area.y + line, width: area.width)
        }
    }

    /// The row for node `nodeIndex`, `width` columns wide.
    ///
    /// The selected row is marked by `▶` just left of its name: in the blank before a colorset's
    /// name, or left of a folder's fold marker or a group's `◇`. Nothing changes style, so moving
    /// the selection rewrites two cells (reverse video over the name cost ~30 B more per move,
    /// rewriting both names with two style switches).
    static func line(for nodeIndex: Int, state: AppState, width: Int, theme: Theme) -> StyledLine {
        let node = state.outline.nodes[nodeIndex]
        let pointer = nodeIndex == state.selection ? "▶" : " "
        let base = theme.plain
        var line = StyledLine(String(repeating: " ", count: min(node.depth * 2, width / 3)), style: base)
        let isMatch = !state.filter.isEmpty && !node.isContainer
        switch node.item {
        case .catalog(let catalog):
            line.append(pointer + (state.collapsed.contains(nodeIndex) ? "▸ " : "▾ "), style: base)
            let count = " (\(state.workspace.catalogs[catalog].colorSets.count))"
            line.append(StyledLine.truncated(node.label, to: width - line.width - count.count), style: theme.bold)
            line.append(count, style: base)
        case .folder:
            line.append(pointer + (state.collapsed.contains(nodeIndex) ? "▸ " : "▾ "), style: base)
            line.append(StyledLine.truncated(node.label, to: width - line.width), style: base)
        case .colorSet(let location):
            line.append(" " + pointer, style: base)
            appendUsageMark(location, state: state, to: &line, base: base, theme: theme)
            appendName(node.label, to: &line, width: width - colorColumns, base: base, match: isMatch)
            line.pad(to: width - colorColumns, style: base)
            appendColor(location, node: node, state: state, dirty: state.history.isDirty(location),
                        to: &line, base: base, theme: theme)
        case .stateGroup(let catalog, let group):
            let stateGroup = state.outline.stateGroup(catalog: catalog, group: group)
            let strip = stateGroup.members.count + 1
            line.append(pointer + "◇ ", style: base)
            appendName(node.label, to: &line, width: width - colorColumns - strip, base: base, match: isMatch)
            line.pad(to: width - colorColumns - strip, style: base)
            let shown = state.colorSet(for: node)
            for member in stateGroup.members {
                let location = ColorSetLocation(catalog: catalog, colorSet: member.colorSet)
                let color = state.colorSet(at: location).resolvedColor(TraitRequest(appearance: state.appearance))?.display
                line.append(location == shown ? Swatch.cell(color, theme: theme) : Swatch.small(color, theme: theme))
            }
            line.append(" ", style: base)
            let dirty = stateGroup.members.contains { state.history.isDirty(ColorSetLocation(catalog: catalog, colorSet: $0.colorSet)) }
            if let shown { appendColor(shown, node: node, state: state, dirty: dirty, to: &line, base: base, theme: theme) }
        }
        return line
    }

    /// Issue 17: `≠` for a stale storyboard fallback, `∅` for a color nothing references, once
    /// the source scan is done; a blank otherwise.
    private static func appendUsageMark(_ location: ColorSetLocation, state: AppState, to line: inout StyledLine,
                                        base: Style, theme: Theme) {
        guard let usage = state.sources.usage else { return line.append(" ", style: base) }
        if usage.staleFallbacks.contains(location) { return line.append("≠", style: theme.warning) }
        if usage.isUnused(location) { return line.append("∅", style: theme.dim) }
        line.append(" ", style: base)
    }

    private static func appendName(_ name: String, to line: inout StyledLine, width: Int, base: Style, match: Bool) {
        var style = base
        if match { style.attributes.insert(.underline) }
        line.append(StyledLine.truncated(name, to: width - line.width - 1), style: style)
    }

    /// `! ██~* #RRGGBB` for the colorset at `location`.
    private static func appendColor(_ location: ColorSetLocation, node: OutlineNode, state: AppState, dirty: Bool,
                                    to line: inout StyledLine, base: Style, theme: Theme) {
        let colorSet = state.colorSet(at: location)
        let resolved = colorSet.resolvedColor(TraitRequest(appearance: state.appearance))
        // A colorset row reads its diagnostics now, so an edit that fixes or breaks it shows at once.
        let severity = if case .colorSet = node.item { colorSet.diagnostics.map(\.severity).max() } else { node.worstSeverity }
        switch severity {
        case .error?: line.append("!", style: theme.error)
        case .warning?: line.append("!", style: theme.warning)
        default: line.append(" ", style: base)
        }
        line.append(dirty ? "●" : " ", style: dirty ? theme.marker : base)
        guard let resolved else {
            line.append("   none   ", style: theme.dim)
            return
        }
        line.append(contentsOf: Swatch.line(resolved.display, width: 2, theme: theme))
        for marker in [resolved.resolutionMarker, resolved.spaceMarker] {
            line.append(marker, style: marker == " " ? base : theme.marker)
        }
        line.append(" " + Swatch.hex(resolved.display), style: base)
    }
}
