import TerminalCore

/// `r`'s panel (issue 17): the selected color's references as `file:line:column kind`, or, under
/// the `missing` filter, the names defined in no catalog with where they are used.
enum ReferencesList {
    /// The panel's lines; `closingHint` adds the last one, which only the overlay needs.
    static func lines(_ state: AppState, width: Int, height: Int, theme: Theme, closingHint: Bool = true) -> [StyledLine] {
        guard let usage = state.sources.usage else { return [] }
        var title: String
        var entries: [String]
        if state.sourceFilter == .missing {
            title = "names defined in no catalog (\(usage.missing.count))"
            entries = usage.missing.flatMap { missing in
                ["'\(missing.name)'"] + missing.references.map { "  " + $0.text }
            }
        } else if let location = state.selectedColorSet {
            let references = usage.references[location] ?? []
            title = "\(state.colorSet(at: location).qualifiedName): \(usage.count(for: location)) references"
            entries = references.map(\.text)
            if entries.isEmpty { entries = ["nothing in the \(usage.fileCount) files scanned references it"] }
        } else {
            return []
        }
        let room = max(1, height - 4)
        if entries.count > room {
            let more = entries.count - room + 1
            entries = Array(entries.prefix(room - 1)) + ["… \(more) more (palette usage NAME lists them all)"]
        }
        var lines = [StyledLine(StyledLine.truncated(SafeText.visible(title), to: width), style: theme.title), StyledLine()]
        lines += entries.map { StyledLine(StyledLine.truncated(SafeText.visible($0), to: width)) }
        if closingHint {
            lines.append(StyledLine())
            lines.append(StyledLine("any key closes this", style: theme.dim))
        }
        return lines
    }
}
