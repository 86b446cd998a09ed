import AssetCatalog
import ColorScience
import TerminalCore

/// The right pane: everything about the selected row. A colorset shows its slot grid, a state
/// group its states × appearances matrix (then the shown state's slots), a catalog or folder a
/// summary. Diagnostics of the selection come right after the title.
enum DetailPane {
    static func render(_ state: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        buffer.drawPane(lines(state, width: area.width - 1, theme: theme), in: area)
    }

    static func lines(_ state: AppState, width: Int, theme: Theme) -> [StyledLine] {
        guard let node = state.selectedNode else {
            if !state.outline.nodes.isEmpty, !state.filter.isEmpty {
                let title = "no color matches '\(SafeText.visible(state.filter))'"
                return [StyledLine(StyledLine.truncated(title, to: width), style: theme.bold),
                        StyledLine("nothing is selected; Esc clears the filter", style: theme.dim)]
            }
            if let filter = state.sourceFilter, !state.outline.nodes.isEmpty {
                // `U`'s filters leave no row selected when nothing matches, and names defined in no
                // catalog have no rows at all: the pane lists them instead.
                if filter == .missing {
                    return ReferencesList.lines(state, width: width, height: Int.max, theme: theme, closingHint: false)
                        + [StyledLine(), StyledLine("U: next filter", style: theme.dim)]
                }
                return [StyledLine("no color is \(filter.rawValue)", style: theme.bold),
                        StyledLine("U: next filter", style: theme.dim)]
            }
            let catalogs = state.workspace.catalogs.count
            guard catalogs == 0 else {
                // The tree leaves out catalogs and folders without colors.
                return [StyledLine("no colors in \(catalogs) \(catalogs == 1 ? "catalog" : "catalogs")", style: theme.bold),
                        StyledLine("the catalogs found hold no colorsets (images and other assets only)", style: theme.dim)]
            }
            return [StyledLine("no catalogs found", style: theme.bold),
                    StyledLine("palette looks for .xcassets folders under the given paths", style: theme.dim)]
        }
        var lines: [StyledLine] = []
        switch node.item {
        case .colorSet(let location):
            let colorSet = state.colorSet(at: location)
            // The folder it is in: its own folder's name is the title's last part plus `.colorset`.
            let folder = colorSet.folderPath.lastIndex(of: "/").map { String(colorSet.folderPath[..<$0]) } ?? "."
            lines += header(colorSet.qualifiedName, subtitle: "in " + folder, width: width, theme: theme)
            lines += comparisonLine(state, theme: theme)
            lines += usageLine(location, state: state, width: width, theme: theme)
            lines += diagnostics(colorSet.diagnostics, width: width, theme: theme)
            let exempt = state.outline.viewState(of: location) == .disabled
            lines += SlotGrid(colorSet: colorSet, state: state, theme: theme, exempt: exempt).lines(width: width)
        case .stateGroup(let catalog, let group):
            let stateGroup = state.outline.stateGroup(catalog: catalog, group: group)
            let kind = stateGroup.convention == .folder ? "folder of states" : "name suffixes"
            lines += header(stateGroup.name, subtitle: "state group (\(kind)), showing '\(state.viewState.rawValue)'",
                            width: width, theme: theme)
            lines += comparisonLine(state, theme: theme)
            let members = stateGroup.members.map { state.colorSet(at: ColorSetLocation(catalog: catalog, colorSet: $0.colorSet)) }
            lines += diagnostics(members.flatMap(\.diagnostics), width: width, theme: theme)
            lines += StateMatrix(group: stateGroup, key: GroupKey(catalog: catalog, group: group), state: state, theme: theme).lines(width: width)
            if let shown = state.colorSet(for: node) {
                let colorSet = state.colorSet(at: shown)
                lines.append(StyledLine())
                lines.append(StyledLine(StyledLine.truncated(SafeText.visible(colorSet.qualifiedName), to: width), style: theme.bold))
                let exempt = state.outline.viewState(of: shown) == .disabled
                lines += SlotGrid(colorSet: colorSet, state: state, theme: theme, exempt: exempt).lines(width: width)
            }
        case .catalog(let catalog):
            let info = state.workspace.catalogs[catalog]
            lines += header(info.name, subtitle: info.path, width: width, theme: theme)
            lines.append(StyledLine("\(info.colorSets.count) colorsets, \(info.stateGroups.count) state groups, "
                                    + "\(info.folders.count - 1) folders"))
            lines += diagnostics(info.allDiagnostics, width: width, theme: theme)
        case .folder(let catalog, let folder):
            let info = state.workspace.catalogs[catalog].folders[folder]
            lines += header(info.name + (info.providesNamespace ? "/" : ""), subtitle: info.path, width: width, theme: theme)
            let below = state.outline.nodes[state.selection..<node.subtreeEnd].count { !$0.isContainer }
            lines.append(StyledLine(info.providesNamespace ? "namespace: names below start with '\(SafeText.visible(info.namespace))'"
                                                         : "group (no namespace)"))
            lines.append(StyledLine("\(below) colors and state groups below"))
            let problems = state.workspace.catalogs[catalog].diagnostics.filter { $0.file.hasPrefix(info.path + "/Contents.json") }
            lines += diagnostics(problems, width: width, theme: theme)
        }
        return lines
    }

    /// Issue 17: how many references the sources hold (nothing while there is no scan).
    private static func usageLine(_ location: ColorSetLocation, state: AppState, width: Int, theme: Theme) -> [StyledLine] {
        switch state.sources {
        // Nothing while the scan runs: most scans find no sources (a catalog's own folder).
        case .off, .pending, .scanning: return []
        case .done(let usage), .refreshing(let usage):
            let count = usage.count(for: location)
            var text = usage.isUnused(location) ? "unused: nothing in the \(usage.fileCount) files scanned references it"
                : "used: \(count) reference\(count == 1 ? "" : "s") (r lists them)"
            if count == 0, !usage.isUnused(location) { text = "possibly used: only by names built at run time (r lists them)" }
            var lines = [StyledLine(StyledLine.truncated(text, to: width), style: usage.isUnused(location) ? theme.warning : theme.dim)]
            if usage.staleFallbacks.contains(location) {
                lines.append(StyledLine(StyledLine.truncated("a storyboard's fallback is stale ('palette check --fix' rewrites it)", to: width),
                                        style: theme.warning))
            }
            return lines
        }
    }

    private static func header(_ title: String, subtitle: String, width: Int, theme: Theme) -> [StyledLine] {
        [StyledLine(StyledLine.truncated(SafeText.visible(title), to: width), style: theme.title),
         StyledLine(StyledLine.truncated(SafeText.visible(subtitle), to: width), style: theme.dim)]
    }

    private static func comparisonLine(_ state: AppState, theme: Theme) -> [StyledLine] {
        guard let location = state.comparison else { return [] }
        let name = SafeText.visible(state.colorSet(at: location).qualifiedName)
        return [StyledLine("contrast against '\(name)' (c on it unmarks)", style: theme.marker)]
    }

    /// Up to five diagnostics, one line each, then a count of the rest.
    private static func diagnostics(_ diagnostics: [AssetCatalog.Diagnostic], width: Int, theme: Theme) -> [StyledLine] {
        guard !diagnostics.isEmpty else { return [] }
        var lines = diagnostics.sorted().prefix(5).map { diagnostic in
            let position = diagnostic.line.map { ":\($0)" + (diagnostic.column.map { ":\($0)" } ?? "") } ?? ""
            let text = "\(diagnostic.severity.rawValue)\(position): \(diagnostic.message)"
            return StyledLine(StyledLine.truncated(SafeText.visible(text), to: width), style: theme.style(for: diagnostic.severity))
        }
        if diagnostics.count > 5 { lines.append(StyledLine("… \(diagnostics.count - 5) more", style: theme.dim)) }
        return lines
    }
}
