import AssetCatalog
import Foundation
import PaletteConfig
import TerminalCore

extension CatalogPaths {
    /// Loads the project config and every catalog. Config warnings go to stderr; a config error is
    /// printed there too and refuses the command. Problems with catalog files are never fatal.
    func load() throws(CommandFailure) -> Workspace {
        try loadWithOpenedPaths().workspace
    }

    /// `load()`, the paths it opened (the config's `catalogs` when no path was given) and the config.
    func loadWithOpenedPaths() throws(CommandFailure) -> (workspace: Workspace, opened: [String], config: ProjectConfig?) {
        let loaded = loadConfig()
        let diagnostics = loaded?.diagnostics.map(Diagnostic.init(config:)) ?? []
        DiagnosticsPrinter.printToStandardError(diagnostics, minimum: .warning)
        if let loaded, loaded.hasErrors {
            throw CommandFailure(message: "the config '\(loaded.config.file)' has errors (above); "
                                 + "fix them, or name another file with --config")
        }
        let opened = openedPaths(config: loaded?.config)
        return (CatalogLoader.load(paths: opened, vocabulary: StateVocabulary(config: loaded?.config),
                                   onLongSearch: Self.sayWhatIsSearched), opened, loaded?.config)
    }

    /// For `check`: the config's diagnostics join the catalogs' in the report, and whatever the
    /// config got right is still used. With paths given, the config can change the load only by
    /// adding state words, so the catalogs are loaded while it is read (a 1,000-pair file takes a
    /// while), and loaded again only when it does add words.
    func loadReportingConfig() -> (workspace: Workspace, config: ProjectConfig?) {
        let loaded: ConfigLoader.Loaded?
        var workspace: Workspace
        if paths.isEmpty {
            loaded = loadConfig()
            workspace = CatalogLoader.load(paths: openedPaths(config: loaded?.config),
                                           vocabulary: StateVocabulary(config: loaded?.config),
                                           onLongSearch: Self.sayWhatIsSearched)
        } else {
            let (paths, configFile, start) = (self.paths, self.configFile, resolved[0])
            (workspace, loaded) = concurrently({ CatalogLoader.load(paths: paths, onLongSearch: Self.sayWhatIsSearched) },
                                               { ConfigLoader.load(explicit: configFile, searchingFrom: start) })
            let vocabulary = StateVocabulary(config: loaded?.config)
            if vocabulary != .builtIn {
                // Said once: the first load already told the user what it searched.
                workspace = CatalogLoader.load(paths: paths, vocabulary: vocabulary)
            }
        }
        workspace.diagnostics = (loaded?.diagnostics.map(Diagnostic.init(config:)) ?? []) + workspace.diagnostics
        // `check` is one-shot: the catalogs are freed with the process (`ProcessEnd`).
        ProcessEnd.keep(workspace)
        return (workspace, loaded?.config)
    }

    /// A search that reads many folders (`palette` run in a home folder) says so on stderr when
    /// that is a terminal; Ctrl-C stops it like any other command.
    private static func sayWhatIsSearched(_ folder: String) {
        guard isatty(STDERR_FILENO) == 1 else { return }
        StandardStreams.writeError("palette: searching '\(SafeText.visible(folder))' for catalogs (Ctrl-C stops)...\n")
    }

    /// `--config FILE`, else `palette.yml` found from the first path; `nil` when there is none.
    private func loadConfig() -> ConfigLoader.Loaded? {
        ConfigLoader.load(explicit: configFile, searchingFrom: resolved[0])
    }

    /// The config's `catalogs` when no path was given, else the paths.
    private func openedPaths(config: ProjectConfig?) -> [String] {
        guard paths.isEmpty, let config, !config.catalogs.isEmpty else { return resolved }
        return config.catalogs.map(config.resolve)
    }
}

extension StateVocabulary {
    /// The built-in words plus the config's `states`.
    init(config: ProjectConfig?) {
        self = (config?.states ?? []).reduce(.builtIn) { $0.adding($1.words, to: $1.state) }
    }
}

extension Diagnostic {
    /// A config problem as a diagnostic like any other.
    init(config diagnostic: ConfigDiagnostic) {
        let severity: Diagnostic.Severity = diagnostic.severity == .error ? .error : .warning
        self.init(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                  .config(code: diagnostic.finding.code, severity: severity, message: diagnostic.finding.message))
    }
}
