import AssetCatalog
import PaletteConfig
import PaletteUI
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
        SourceIndex.scan(tree(paths: paths, config: config), table: ColorNameTable(workspace: workspace))
    }
}

extension SourceScope {
    /// The browser's view of the scan: references by colorset (a name several catalogs define
    /// counts for each), stale or dark fallbacks, and names defined nowhere (but not those loaded
    /// from another module's bundle, which `check` only notes).
    static func usage(paths: [String], config: ProjectConfig?, workspace: Workspace) -> SourceUsage {
        let index = scan(paths: paths, config: config, workspace: workspace)
        guard index.hasSources else { return SourceUsage() }
        var locations: [String: [ColorSetLocation]] = [:]
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            for (colorSetIndex, colorSet) in catalog.colorSets.enumerated() {
                locations[colorSet.qualifiedName, default: []].append(ColorSetLocation(catalog: catalogIndex, colorSet: colorSetIndex))
            }
        }
        var usage = SourceUsage(fileCount: index.fileCount)
        var missing: [String: [SourceUsage.Reference]] = [:]
        let patterns = index.references.filter { $0.pattern != nil }
        for reference in index.references {
            let entry = SourceUsage.Reference(file: reference.file, line: reference.line, column: reference.column,
                                              kind: reference.kind.rawValue, isPossible: reference.pattern != nil)
            guard reference.pattern == nil else { continue }
            if let targets = locations[reference.name] {
                for target in targets { usage.references[target, default: []].append(entry) }
            } else if reference.bundle == nil {
                // A name loaded from another module's bundle may be defined by a catalog not
                // found here: `check` notes it rather than calling it missing, and so does `U`.
                missing[reference.name, default: []].append(entry)
            }
        }
        for pattern in patterns {
            let entry = SourceUsage.Reference(file: pattern.file, line: pattern.line, column: pattern.column,
                                              kind: pattern.kind.rawValue, isPossible: true)
            for (name, targets) in locations where pattern.matches(name) {
                for target in targets { usage.references[target, default: []].append(entry) }
            }
        }
        usage.missing = missing.keys.sorted().map { SourceUsage.MissingName(name: $0, references: missing[$0]!) }
        let checks = SourceChecks(workspace: workspace, index: index)
        for (_, repairs) in checks.repairs {
            for repair in repairs { for target in locations[repair.fallback.name] ?? [] { usage.staleFallbacks.insert(target) } }
        }
        return usage
    }
}
