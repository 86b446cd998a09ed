import AssetCatalog
import TerminalCore

/// The two bottom lines: where you are (catalog, appearance, state, color mode, counts), then
/// the filter being typed, a message, or the key hints of the mode's `KeyTable`.
enum StatusBar {
    static func render(_ state: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        guard area.height > 0 else { return }
        // A question too long for one line takes both: it waits for an answer, the summary can wait.
        if let prompt = state.prompt, area.height > 1,
           let split = wrapped(SafeText.visible(prompt.text(state)), width: area.width) {
            buffer.draw(StyledLine(split.first, style: theme.marker), x: area.x, y: area.y, width: area.width)
            buffer.draw(StyledLine(StyledLine.truncated(split.rest, to: area.width), style: theme.marker),
                        x: area.x, y: area.y + 1, width: area.width)
            return
        }
        buffer.draw(StyledLine(StyledLine.truncated(summary(state), to: area.width), style: theme.statusBar),
                    x: area.x, y: area.y, width: area.width, fill: theme.statusBar)
        guard area.height > 1 else { return }
        buffer.draw(secondLine(state, width: area.width, theme: theme), x: area.x, y: area.y + 1, width: area.width)
    }

    /// ` Demo │ Light │ state normal │ truecolor │ 41 colors, 4 groups`: nothing here changes
    /// when the selection moves (the separator's scroll thumb shows where the tree is).
    static func summary(_ state: AppState) -> String {
        let catalogName = state.selectedNode.map { SafeText.visible(state.outline.catalogLabels[$0.catalog]) } ?? "no catalog"
        let groups = state.workspace.catalogs.reduce(0) { $0 + $1.stateGroups.count }
        var parts = [
            catalogName, state.appearance.label, "state \(state.viewState.rawValue)", state.colorMode.label,
            "\(state.outline.colorSetCount) colors, \(groups) groups",
        ]
        if !state.filter.isEmpty { parts.append("\(state.rowList.matches.count) match\(state.rowList.matches.count == 1 ? "" : "es")") }
        if state.comparison != nil { parts.append("comparing") }
        if state.vision != .normal { parts.append("seen with \(state.vision.label)") }
        if state.isReadOnly { parts.append("read-only") }
        let unsaved = state.history.dirtyLocations.count
        if unsaved > 0 { parts.append("\(unsaved) unsaved") }
        let conflicts = state.diskWatch.conflicts.count
        if conflicts > 0 { parts.append("\(conflicts) changed on disk") }
        return " " + parts.joined(separator: " │ ")
    }

    /// `text` cut at the last space that leaves its first part within `width`; `nil` when it fits.
    static func wrapped(_ text: String, width: Int) -> (first: String, rest: String)? {
        guard StyledLine(text).width > width else { return nil }
        var first = "", rest = Substring(text)
        while let space = rest.firstIndex(of: " "), StyledLine(first + rest[..<space]).width <= width {
            first += rest[..<space] + " "
            rest = rest[rest.index(after: space)...]
        }
        return first.isEmpty ? nil : (String(first.dropLast()), String(rest))
    }

    private static func secondLine(_ state: AppState, width: Int, theme: Theme) -> StyledLine {
        if state.mode == .filtering {
            var line = StyledLine("/", style: theme.bold)
            line.append(SafeText.visible(state.filter))
            line.append("▏", style: theme.bold)
            line.append("  " + KeyTable.filter.hints, style: theme.dim)
            return line
        }
        if let prompt = state.prompt { return StyledLine(SafeText.visible(prompt.text(state)), style: theme.marker) }
        if let message = state.statusMessage { return StyledLine(SafeText.visible(message), style: theme.warning) }
        if state.mode == .editing || state.pairsView != nil {
            return StyledLine(KeyMode(state).table.hints(fitting: width), style: theme.dim)
        }
        var line = StyledLine()
        if !state.filter.isEmpty {
            line.append("filter '\(SafeText.visible(state.filter))' ", style: theme.bold)
        }
        // The legend goes first when the line is short; `? help` and `q quit` never do.
        let legend = "   ~ fallback  * outside sRGB"
        let room = width - line.width
        let hints = KeyTable.browse.hints
        let text = StyledLine(hints + legend).width <= room ? hints + legend : KeyTable.browse.hints(fitting: room)
        line.append(text, style: theme.dim)
        return line
    }
}

extension ColorMode {
    /// How the status bar names the mode.
    var label: String {
        switch self {
        case .trueColor: "truecolor"
        case .palette256: "256 colors"
        case .ansi16: "16 colors"
        case .ansi8: "8 colors"
        case .monochrome: "mono"
        }
    }
}
