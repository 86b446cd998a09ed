import ArgumentParser
import AssetCatalog
import DesignTokens
import PaletteConfig
import TerminalCore

/// `palette import`: design tokens into a catalog, through the same edits as `set`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Create or update colorsets from W3C design tokens (DTCG 2025.10, Style Dictionary).",
        discussion: """
            TOKENS are token files or DTCG resolver documents: color objects (colorSpace, components, \
            alpha), or strings '#RRGGBB', 'rgb(...)'; Style Dictionary's 'value' is read like \
            '$value', and aliases ('{color.brand}') are followed. A resolver's contexts are appearances \
            by name (light, dark, light-high-contrast, dark-high-contrast), by palette.yml's \
            tokens.modes, or by --mode. Existing colorsets change only where a value differs, as \
            'palette set' writes it; new ones are written as Xcode writes them. Any error in the \
            tokens writes nothing.
            """
    )

    @Argument(help: "Token files or resolver documents, read in order (later ones override).")
    var tokens: [String]

    @Option(help: ArgumentHelp("The .xcassets catalog to write into (created when missing).", valueName: "catalog"))
    var into: String

    @Option(name: .customLong("mode"), help: ArgumentHelp(
        "Map a mode to an appearance: NAME=Any|Dark|HC|HC Dark (or light, dark, hc-light, hc-dark). Repeatable.",
        valueName: "name=appearance"))
    var modeOptions: [String] = []

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "The project config (default: palette.yml in the catalog's folder or the nearest folder above it).", valueName: "file"))
    var configFile: String?

    @Flag(help: "Print each file's change as a unified diff and write nothing.") var dryRun = false

    func validate() throws {
        guard into.hasSuffix(".xcassets") || into.hasSuffix(".xcassets/") else {
            throw ValidationError("--into must name an .xcassets catalog, not '\(SafeText.visible(into))'")
        }
        for option in modeOptions { _ = try Self.mode(option) }
    }

    func run() throws {
        var modes = ModeMap.standard
        let loaded = ConfigLoader.load(explicit: configFile, searchingFrom: into)
        DiagnosticsPrinter.printToStandardError(loaded?.diagnostics.map(Diagnostic.init(config:)) ?? [], minimum: .warning)
        if let loaded, loaded.hasErrors {
            throw CommandFailure(message: "the config '\(loaded.config.file)' has errors (above); fix them, or name another file with --config")
        }
        modes = ModeMap(config: loaded?.config)
        for option in modeOptions {
            let (name, appearance) = try Self.mode(option)
            modes.map(name, to: appearance, from: .option)
        }
        let catalog = into.count > 1 && into.hasSuffix("/") ? String(into.dropLast()) : into
        var plan = TokenImport.plan(tokenPaths: tokens, into: catalog, modes: modes)
        DiagnosticsPrinter.printToStandardError(plan.diagnostics, minimum: .note)
        if plan.hasErrors {
            throw CommandFailure(message: "the tokens have errors (above); nothing was written")
        }
        if dryRun {
            for change in plan.changes {
                StandardStreams.write(UnifiedDiff.make(old: change.old, new: change.new, path: change.path,
                                                       isNewFile: change.kind != .edited))
            }
            StandardStreams.writeError(Self.summary(plan, verb: "would write"))
            return
        }
        do {
            try plan.write()
        } catch {
            throw CommandFailure(message: error.message)
        }
        StandardStreams.writeError(Self.summary(plan, verb: "wrote"))
    }

    /// `palette: wrote 3 files (2 new colorsets, 1 updated) for 40 tokens`.
    static func summary(_ plan: TokenImport, verb: String) -> String {
        let created = plan.changes.filter { $0.kind == .newColorSet }.count
        let edited = plan.changes.filter { $0.kind == .edited }.count
        let folders = plan.changes.filter { $0.kind == .newFolder }.count
        return "palette: \(verb) \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s") (\(created) new colorsets, "
            + "\(edited) updated, \(folders) new folders) for \(plan.colorSetCount) color tokens\n"
    }

    /// `NAME=APPEARANCE`.
    static func mode(_ option: String) throws(ValidationError) -> (String, Appearance) {
        guard let equals = option.firstIndex(of: "="),
              let name = Optional(String(option[..<equals])), !name.isEmpty,
              let appearanceName = TokensSection.appearanceName(String(option[option.index(after: equals)...])),
              let appearance = Appearance(rawValue: appearanceName) else {
            throw ValidationError("--mode takes NAME=APPEARANCE with an appearance Any, Dark, HC or HC Dark, not '\(SafeText.visible(option))'")
        }
        return (name, appearance)
    }
}
