import AssetCatalog
import CatalogDiff

/// `palette diff`'s text: colors grouped by catalog, one line per appearance that changed, with
/// swatches on a terminal.
struct DiffText {
    var report: DiffReport
    var style: TextStyle
    /// Also show rows that did not change.
    var all: Bool

    func text() -> String {
        var output = ""
        var catalogs = report.colors.map(\.catalog)
        catalogs += report.catalogs.map(\.catalog).filter { !catalogs.contains($0) }
        var seen = Set<String>()
        for catalog in catalogs where seen.insert(catalog).inserted {
            if !output.isEmpty { output += "\n" }
            output += style.safe(catalog) + catalogNote(catalog) + "\n"
            for color in report.colors where color.catalog == catalog { output += text(of: color) }
        }
        let others = report.otherContrast
        if !others.isEmpty {
            output += (output.isEmpty ? "" : "\n") + others.map { "  " + contrastText($0, named: true) + "\n" }.joined()
        }
        return output + (output.isEmpty ? "" : "\n") + DiffSummary.line(report) + "\n"
    }

    private func catalogNote(_ catalog: String) -> String {
        switch report.catalogs.first(where: { $0.catalog == catalog })?.kind {
        case .added?: " (added catalog)"
        case .removed?: " (removed catalog)"
        case nil: ""
        }
    }

    private func text(of color: ColorChange) -> String {
        var header = "  " + color.kind.rawValue.padded(to: 10)
        if let oldName = color.oldName {
            let oldCatalog = color.oldCatalog.flatMap { $0 == color.catalog ? nil : $0 }
            header += style.safe((oldCatalog.map { $0 + ": " } ?? "") + oldName) + " → "
        }
        header += style.safe(color.name)
        if color.isNotationOnly { header += "  (same colors, written differently)" }
        var lines = [header]
        let single = color.kind == .added || color.kind == .removed
        let groups = color.rowGroups(all: all || single)
        let width = max(16, groups.map { DiffWords.rowLabel($0).count }.max() ?? 0) + 2
        for group in groups {
            lines.append("      " + DiffWords.rowLabel(group).padded(to: width) + rowText(group[0], single: single))
        }
        lines += color.slotsAdded.map { "      + slot " + style.safe(DiffWords.slotLabel($0)) }
        lines += color.slotsRemoved.map { "      - slot " + style.safe(DiffWords.slotLabel($0)) }
        lines += color.problems.map { "      ! " + style.safe($0.formatted) }
        lines += report.contrast(of: color).map { "      " + contrastText($0, named: false) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func rowText(_ row: AppearanceChange, single: Bool) -> String {
        switch row.status {
        case .changed:
            return value(row.old) + "  →  " + value(row.new) + "   ΔE " + DiffWords.changeSize(row)
        case .notation:
            return value(row.new) + "   same color, written " + style.safe(row.old?.writtenText ?? "")
                + " → " + style.safe(row.new?.writtenText ?? "")
        case .same: return value(row.new) + "   same"
        case .added: return single ? value(row.new) : "none  →  " + value(row.new)
        case .removed: return single ? value(row.old) : value(row.old) + "  →  none"
        }
    }

    /// `██ #5B4CF0 srgb`, or the system color's name; `(via Any)` names the slot a fallback used.
    private func value(_ value: ColorValue?) -> String {
        guard let value else { return "none" }
        var text = style.swatch(value.display) + (value.hex ?? "unknown")
        text += " " + style.safe(value.reference.map { "system " + $0.name } ?? value.space)
        if value.isFallback { text += " (via \(value.slot.appearanceLabel))" }
        return text
    }

    private func contrastText(_ pair: ContrastPairChange, named: Bool) -> String {
        style.safe(DiffWords.contrastText(pair, withCatalog: named))
    }
}
