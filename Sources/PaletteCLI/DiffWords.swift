import AssetCatalog
import CatalogDiff
import Foundation

/// Words every format shares.
enum DiffWords {
    /// `Dark`, `Light, HC Light`, `Dark ipad`, `HC Light universal P3`: the rows' appearances
    /// and their (shared) device.
    static func rowLabel(_ rows: [AppearanceChange]) -> String {
        rows.map(\.appearance.label).joined(separator: ", ") + (rows[0].deviceLabel.map { " " + $0 } ?? "")
    }

    /// `HC Dark universal`.
    static func slotLabel(_ traits: SlotTraits) -> String {
        ([traits.appearanceLabel, traits.deviceLabel] + traits.unknownAppearances).joined(separator: " ")
    }

    /// `contrast Brand/text on Brand/fill, Dark: 4.62 → 3.90 (needs 4.5:1), pass → FAIL`.
    static func contrastText(_ pair: ContrastPairChange, withCatalog: Bool) -> String {
        var text = "contrast " + (withCatalog ? pair.catalog + ": " : "") + pair.foreground + " on " + pair.background
        text += ", " + pair.appearance.label + (pair.context.map { " " + $0 } ?? "")
        text += ": " + ratio(pair.old) + " → " + ratio(pair.new) + " (needs " + pair.requirement + "), "
        text += verdict(pair.old) + " → " + verdict(pair.new).uppercased(when: pair.isRegression)
        return text
    }

    /// ΔE with three decimals (`0.024`), `unknown` for a system color palette does not know.
    static func deltaE(_ value: Double?) -> String {
        value.map { String(format: "%.3f", $0) } ?? "unknown"
    }

    /// A changed row's size: `0.024 subtle`, with the alpha when it changed too (`0.000, alpha
    /// 0.60 → 0.50 clear`): ΔE leaves alpha aside, and the word counts it.
    static func changeSize(_ row: AppearanceChange) -> String {
        var text = deltaE(row.deltaE)
        if let old = row.old?.color?.alpha, let new = row.new?.color?.alpha, abs(old - new) >= 0.005 {
            text += ", alpha " + String(format: "%.2f", old) + " → " + String(format: "%.2f", new)
        }
        return text + (row.difference.map { " " + $0.rawValue } ?? "")
    }

    static func ratio(_ measurement: ContrastMeasurement?) -> String {
        measurement.map { JSONText.number($0.ratio, decimals: 2) } ?? "none"
    }

    static func verdict(_ measurement: ContrastMeasurement?) -> String {
        measurement.map { $0.passes ? "pass" : "fail" } ?? "none"
    }
}

/// `4 colors: 1 modified, 1 renamed, 1 added, 1 removed`.
enum DiffSummary {
    static func line(_ report: DiffReport) -> String {
        let counts = ColorChange.Kind.allCases.compactMap { kind -> String? in
            let count = report.count(of: kind)
            return count > 0 ? "\(count) \(kind.rawValue)" : nil
        }
        let colors = report.colors.count
        var text = colors == 0 ? "no color changes" : "\(colors) color\(colors == 1 ? "" : "s"): " + counts.joined(separator: ", ")
        let regressions = report.regressions.count
        if regressions > 0 { text += "; \(regressions) contrast regression\(regressions == 1 ? "" : "s")" }
        return text
    }
}

extension String {
    fileprivate func uppercased(when condition: Bool) -> String { condition ? uppercased() : self }
}
