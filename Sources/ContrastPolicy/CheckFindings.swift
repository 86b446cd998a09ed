import AssetCatalog
import PaletteConfig

/// What `palette check` adds to the catalogs' own diagnostics: the contrast policy's findings
/// (`ContrastAnalysis`), the color-vision ones on its pairs (`VisionChecks`) and the near duplicates (`NearDuplicates`), sorted by file and position.
/// The two only read the workspace, so they are worked out at once, one per thread.
public enum CheckFindings {
    /// The findings, with `extra` ones (the sources', issue 17) sorted in among them.
    public static func diagnostics(workspace: Workspace, section: ContrastSection?, configFile: String?,
                                   inferring: Bool = true, adding extra: [Diagnostic] = []) -> [Diagnostic] {
        let distance = section?.nearDuplicateDistance ?? ContrastSection.defaultNearDuplicateDistance
        let parts = [false, true].parallelMap(minimumCount: 2) { nearDuplicates in
            nearDuplicates
                ? NearDuplicates.diagnostics(in: workspace, distance: distance)
                : policyDiagnostics(workspace: workspace, section: section, configFile: configFile, inferring: inferring)
        }
        return sorted(parts[0] + parts[1] + extra)
    }

    /// The policy's findings and, on its pairs, the color-vision ones (`VisionChecks`).
    private static func policyDiagnostics(workspace: Workspace, section: ContrastSection?, configFile: String?,
                                          inferring: Bool) -> [Diagnostic] {
        let analysis = ContrastAnalysis(workspace: workspace, section: section, configFile: configFile, inferring: inferring)
        return analysis.diagnostics
            + VisionChecks.diagnostics(pairs: analysis.pairs, workspace: workspace, canvas: section?.canvas ?? ContrastSection.Canvas())
    }

    /// `diagnostics.sorted()`, sorting small keys rather than the diagnostics: moving a
    /// diagnostic copies its finding, and a sort of thousands moves each many times.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let keys = diagnostics.indices.map { index in
            SortKey(file: diagnostics[index].file, line: diagnostics[index].line ?? 0, column: diagnostics[index].column ?? 0,
                    code: diagnostics[index].code, index: index)
        }
        return keys.sorted().map { diagnostics[$0.index] }
    }

    /// `Diagnostic`'s order (file, line, column, code), then the original position, as a stable sort keeps it.
    private struct SortKey: Comparable {
        var file: String
        var line: Int
        var column: Int
        var code: String
        var index: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            if lhs.code != rhs.code { return lhs.code < rhs.code }
            return lhs.index < rhs.index
        }
    }
}
