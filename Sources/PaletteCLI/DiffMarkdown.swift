import CatalogDiff
import TerminalCore

/// `palette diff --format markdown`: a pull-request comment with one table per changed color.
/// Hex values are code spans (GitHub shows a swatch beside them); no escape codes.
struct DiffMarkdown {
    var report: DiffReport
    /// Also show rows that did not change.
    var all: Bool

    func text() -> String {
        var blocks = ["## Color changes: " + Markdown.escaped(report.oldLabel) + " → " + Markdown.escaped(report.newLabel),
                      Markdown.escaped(DiffSummary.line(report))]
        var catalogs = report.colors.map(\.catalog)
        catalogs += report.catalogs.map(\.catalog).filter { !catalogs.contains($0) }
        var seen = Set<String>()
        for catalog in catalogs where seen.insert(catalog).inserted {
            let kind = report.catalogs.first { $0.catalog == catalog }?.kind
            blocks.append("### " + Markdown.escaped(catalog) + (kind.map { " (\($0.rawValue) catalog)" } ?? ""))
            for color in report.colors where color.catalog == catalog { blocks += self.blocks(of: color) }
        }
        let others = report.otherContrast
        if !others.isEmpty { blocks.append("### Other contrast pairs\n\n" + contrastTable(others, withCatalog: true)) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func blocks(of color: ColorChange) -> [String] {
        var title = "**" + Markdown.escaped(color.name) + "** · " + color.kind.rawValue
        if let oldName = color.oldName {
            let oldCatalog = color.oldCatalog.flatMap { $0 == color.catalog ? nil : $0 }
            title += " from " + Markdown.escaped((oldCatalog.map { $0 + ": " } ?? "") + oldName)
        }
        if color.isNotationOnly { title += " (same colors, written differently)" }
        var blocks = [title]
        let groups = color.rowGroups(all: all || color.kind == .added || color.kind == .removed)
        if !groups.isEmpty {
            let lines = groups.map { group in
                "| " + [Markdown.escaped(DiffWords.rowLabel(group)), value(group[0].old), value(group[0].new), distance(group[0])]
                    .joined(separator: " | ") + " |"
            }
            blocks.append((["| Appearance | Old | New | ΔE |", "| --- | --- | --- | --- |"] + lines).joined(separator: "\n"))
        }
        var notes: [String] = []
        if !color.slotsAdded.isEmpty { notes.append("Slots added: " + color.slotsAdded.map { Markdown.escaped(DiffWords.slotLabel($0)) }.joined(separator: ", ") + ".") }
        if !color.slotsRemoved.isEmpty { notes.append("Slots removed: " + color.slotsRemoved.map { Markdown.escaped(DiffWords.slotLabel($0)) }.joined(separator: ", ") + ".") }
        notes += color.problems.map { "Error: " + Markdown.escaped($0.formatted) }
        if !notes.isEmpty { blocks.append(notes.joined(separator: "  \n")) }
        let pairs = report.contrast(of: color)
        if !pairs.isEmpty { blocks.append(contrastTable(pairs, withCatalog: false)) }
        return blocks
    }

    /// `` `#5B4CF0` srgb ``, `(via Any)` naming the slot a fallback used, `none` when nothing resolves.
    private func value(_ value: ColorValue?) -> String {
        guard let value else { return "none" }
        var text = value.hex.map { "`\($0)`" } ?? "unknown"
        text += " " + Markdown.escaped(value.reference.map { "system " + $0.name } ?? value.space)
        if value.isFallback { text += " (via \(value.slot.appearanceLabel))" }
        return text
    }

    private func distance(_ row: AppearanceChange) -> String {
        switch row.status {
        case .changed:
            return DiffWords.changeSize(row)
        case .notation:
            return "same color, written " + Markdown.escaped(row.old?.writtenText ?? "") + " → "
                + Markdown.escaped(row.new?.writtenText ?? "")
        case .same: return "same"
        case .added, .removed: return ""
        }
    }

    private func contrastTable(_ pairs: [ContrastPairChange], withCatalog: Bool) -> String {
        let lines = pairs.map { pair in
            let name = (withCatalog ? pair.catalog + ": " : "") + pair.foreground + " on " + pair.background
            let appearance = pair.appearance.label + (pair.context.map { " " + $0 } ?? "")
            let verdict = DiffWords.verdict(pair.old) + " → " + (pair.isRegression ? "**fail**" : DiffWords.verdict(pair.new))
            return "| " + [Markdown.escaped(name), Markdown.escaped(appearance), DiffWords.ratio(pair.old) + " → " + DiffWords.ratio(pair.new),
                           Markdown.escaped(pair.requirement), verdict].joined(separator: " | ") + " |"
        }
        return (["| Contrast pair | Appearance | Ratio | Needs | Result |", "| --- | --- | --- | --- | --- |"] + lines)
            .joined(separator: "\n")
    }
}

/// Text from catalogs made inert in Markdown: control characters shown as `\u{...}` (so no
/// escape code survives), and each character that could start Markdown syntax inside a line
/// (code, emphasis, links, HTML, entities, table cells, strikethrough, math) preceded by a backslash.
enum Markdown {
    static func escaped(_ untrusted: String) -> String {
        var output = ""
        for character in SafeText.visible(untrusted) {
            if "\\`*_[]<>|~&$".contains(character) { output.append("\\") }
            output.append(character)
        }
        return output
    }
}
