import AssetCatalog
import PaletteConfig

/// What `palette check` adds to the catalogs' own diagnostics: the contrast policy's findings
/// (`ContrastAnalysis`) and the near duplicates (`NearDuplicates`), sorted by file and position.
/// The two only read the workspace, so they are worked out at once, one per thread.
public enum CheckFindings {
    public static func diagnostics(workspace: Workspace, section: ContrastSection?, configFile: String?,
                                   inferring: Bool = true) -> [Diagnostic] {
        let distance = section?.nearDuplicateDistance ?? ContrastSection.defaultNearDuplicateDistance
        let parts = [false, true].parallelMap(minimumCount: 2) { nearDuplicates in
            nearDuplicates
                ? NearDuplicates.diagnostics(in: workspace, distance: distance)
                : ContrastAnalysis(workspace: workspace, section: section, configFile: configFile, inferring: inferring).diagnostics
        }
        return (parts[0] + parts[1]).sorted()
    }
}
