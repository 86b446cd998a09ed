import AssetCatalog
import PaletteConfig

/// What `palette check` adds to the catalogs' own diagnostics: the contrast policy's findings
/// (`ContrastAnalysis`), the color-vision ones on its pairs (`VisionChecks`) and the near duplicates (`NearDuplicates`), sorted by file and position.
/// Every colorset is resolved once for all three (`AppearanceTable`), while the pairs are
/// matched; then the measurements' findings and the others (color vision and near duplicates,
/// about as much work), which only read the workspace, are worked out (and each sorted) at once,
/// one per thread, and the two sorted lists are merged.
public enum CheckFindings {
    /// The findings, with `extra` ones (the sources', issue 17) sorted in among them.
    public static func diagnostics(workspace: Workspace, section: ContrastSection?, configFile: String?,
                                   inferring: Bool = true, adding extra: [Diagnostic] = []) -> [Diagnostic] {
        let distance = section?.nearDuplicateDistance ?? ContrastSection.defaultNearDuplicateDistance
        let (table, pairs) = concurrently({ AppearanceTable(workspace: workspace) },
                                          { PairList(workspace: workspace, section: section, inferring: inferring) })
        // The parts that spread over the cores themselves on this thread, the measurements' on the other.
        let (others, measured) = concurrently({
            sorted(VisionChecks.diagnostics(pairs: pairs, workspace: workspace, table: table, canvas: section?.canvas ?? ContrastSection.Canvas())
                + NearDuplicates.diagnostics(in: workspace, table: table, distance: distance))
        }, {
            sorted(ContrastAnalysis(workspace: workspace, pairs: pairs, section: section, configFile: configFile, table: table).diagnostics)
        })
        let findings = merged(measured, others)
        return extra.isEmpty ? findings : merged(findings, sorted(extra))
    }

    /// `sorted(first + second)` for two sorted lists, in one pass: on equal keys `first`'s come
    /// first, as a stable sort of `first + second` keeps them.
    static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count, j < second.count {
            if SortKey(second[j], index: 1) < SortKey(first[i], index: 0) {
                result.append(second[j]); j += 1
            } else {
                result.append(first[i]); i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// `diagnostics.sorted()`, sorting small keys rather than the diagnostics: moving a
    /// diagnostic copies its finding, and a sort of thousands moves each many times.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let keys = diagnostics.indices.map { SortKey(diagnostics[$0], index: $0) }
        return keys.sorted().map { diagnostics[$0.index] }
    }

    /// `Diagnostic`'s order (file, line, column, code), then the original position, as a stable sort keeps it.
    private struct SortKey: Comparable {
        var file: String
        var line: Int
        var column: Int
        var code: String
        var index: Int

        init(_ diagnostic: Diagnostic, index: Int) {
            file = diagnostic.file
            line = diagnostic.line ?? 0
            column = diagnostic.column ?? 0
            code = diagnostic.code
            self.index = index
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            if lhs.code != rhs.code { return lhs.code < rhs.code }
            return lhs.index < rhs.index
        }
    }
}
