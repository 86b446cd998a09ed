import AssetCatalog
import TestSupport
@testable import CatalogDiff

/// Builds both sides of a comparison in memory, from `Contents.json` texts by path.
enum DiffFixture {
    static func catalogs(_ files: [String: String]) -> [RevisionCatalog] {
        RevisionCatalog.load(files.mapValues { Array($0.utf8) })
    }

    static func compare(old: [String: String], new: [String: String], renames: [String: String] = [:],
                        all: Bool = false, contrast: (any ContrastEvaluator)? = nil) -> DiffReport {
        let revisions = CatalogRevisions(oldLabel: "old", newLabel: "new", old: catalogs(old), new: catalogs(new), renames: renames)
        return CatalogComparison.compare(revisions, includeUnchanged: all, contrast: contrast)
    }

    /// A colorset of the given `colors` entries (see `XcodeJSON.entry`).
    static func colorSet(_ entries: String...) -> String { XcodeJSON.colorSet(entries) }

    /// An opaque sRGB slot written in hex.
    static func hex(_ red: Int, _ green: Int, _ blue: Int, luminosity: String? = nil, highContrast: Bool = false,
                    idiom: String = "universal", alpha: String = "1.000") -> String {
        func byte(_ value: Int) -> String { "0x" + (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true) }
        return XcodeJSON.entry(red: byte(red), green: byte(green), blue: byte(blue), alpha: alpha,
                               luminosity: luminosity, highContrast: highContrast, idiom: idiom)
    }

    /// `kind name` for each listed color, the rename as `old -> new`.
    static func summary(_ report: DiffReport) -> [String] {
        report.colors.map { color in
            "\(color.kind.rawValue) \(color.catalog): " + (color.oldName.map { "\($0) -> " } ?? "") + color.name
        }
    }

    /// `idiom appearance status` for each row of `color`.
    static func rows(_ color: ColorChange) -> [String] {
        color.rows.map { "\($0.idiom)\($0.gamut == .displayP3 ? " P3" : "") \($0.appearance.rawValue) \($0.status.rawValue)" }
    }
}

/// Reports the pairs it was given, whatever the catalogs: stands in for a contrast policy.
struct FixedContrast: ContrastEvaluator {
    var pairs: [ContrastPairChange]
    func pairChanges(old: [RevisionCatalog], new: [RevisionCatalog]) -> [ContrastPairChange] { pairs }
}
