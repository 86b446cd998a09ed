import AssetCatalog
import PaletteConfig

extension CatalogPaths {
    /// Loads the catalogs for `list`, `show` and `set`, where every path must hold one: a path
    /// that cannot be opened, or under which no `.xcassets` folder was found, is a failure that
    /// names it (`check` reports the same paths as diagnostics instead). Problems inside the
    /// catalogs' files stay diagnostics.
    func loadRequiringCatalogs() throws(CommandFailure) -> Workspace {
        try loadRequiringCatalogsAndConfig().workspace
    }

    /// `loadRequiringCatalogs()` and the project config, for commands that read a section of it.
    func loadRequiringCatalogsAndConfig() throws(CommandFailure) -> (workspace: Workspace, config: ProjectConfig?) {
        let (workspace, opened, config) = try loadWithOpenedPaths()
        // One-shot commands: the catalogs are freed with the process (`ProcessEnd`).
        ProcessEnd.keep(workspace)
        let problems = workspace.diagnostics.filter { $0.severity == .error }
        var messages: [String] = []
        for path in opened.map(Self.trimmed) {
            if let problem = problems.first(where: { $0.file == path }) {
                messages.append(problem.message.contains("'\(path)'") ? problem.message : "'\(path)': \(problem.message)")
            } else if !workspace.catalogs.contains(where: { Self.folder(path, contains: $0.path) }) {
                messages.append("no asset catalog (.xcassets folder) in '\(path)'")
            }
        }
        guard messages.isEmpty else { throw CommandFailure(messages: messages) }
        return (workspace, config)
    }

    /// The path as `CatalogLoader` reads it: without a trailing `/`.
    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Whether `catalog` was found at or under `folder`, named as `CatalogScanner` names what it
    /// finds (`folder/name`, or `name` under `.`).
    private static func folder(_ folder: String, contains catalog: String) -> Bool {
        switch folder {
        case ".": !catalog.hasPrefix("/")
        case "/": catalog.hasPrefix("/")
        default: catalog == folder || catalog.hasPrefix(folder + "/")
        }
    }
}
