import AssetCatalog
import PaletteConfig
import SourceIndex

/// Where `check`, `usage`, `show` and the browser look for sources (issue 17): the given paths
/// (default the current folder, or the config's folder when the config names the catalogs), or
/// palette.yml's `sources.include`, minus `sources.exclude`.
enum SourceScope {
    static func tree(paths: [String], config: ProjectConfig?) -> SourceTree {
        let roots = !paths.isEmpty ? paths : (config.map { [$0.folder] } ?? ["."])
        let selection = SourceTree.Selection(include: config?.sources.include ?? [], exclude: config?.sources.exclude ?? [],
                                             base: config?.folder ?? ".")
        return SourceTree.find(roots: roots, selection: selection)
    }

    /// Every reference in the sources, against the workspace's names.
    static func scan(paths: [String], config: ProjectConfig?, workspace: Workspace) -> SourceIndex {
        SourceIndex.scan(tree(paths: paths, config: config), table: table(for: workspace))
    }

    static func table(for workspace: Workspace) -> ColorNameTable {
        ColorNameTable(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
    }
}
