import ArgumentParser
import AssetCatalog
import DesignTokens
import PaletteConfig
import TerminalCore

/// `palette export`: the catalogs' colors as design tokens (DTCG 2025.10) or CSS custom properties.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export colors as W3C design tokens (DTCG 2025.10) or CSS custom properties.",
        discussion: """
            dtcg writes one color token per colorset in groups that follow the catalog's folders. \
            With --modes resolver (the default) each appearance is a token set, a context of a DTCG \
            resolver document's 'appearance' modifier (light, dark, light-high-contrast, \
            dark-high-contrast, or the names palette.yml's tokens.modes gives); with --modes \
            extensions one token file holds the light values and the others under \
            '$extensions.com.palette.modes'. css writes custom properties with \
            prefers-color-scheme and prefers-contrast blocks.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case dtcg, css }

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "dtcg or css.") var format: Format = .dtcg
    @Option(help: "How appearances are written (dtcg): resolver or extensions.") var modes: TokenExport.Modes = .resolver
    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let (workspace, config) = try catalogs.loadRequiringCatalogsAndConfig()
        let text: String
        switch format {
        case .dtcg:
            text = TokenExport(modes: ModeMap(config: config)).text(workspace.catalogs, labels: workspace.catalogLabels,
                                                                   form: modes, alsoEscaping: SafeText.needsEscape)
        case .css:
            let css = CSSExport.text(workspace.catalogs)
            guard let sheet = css.text else { try DiagnosticsPrinter.failWithCollisions(css.diagnostics) }
            text = sheet
        }
        guard let output else {
            StandardStreams.write(text)
            return
        }
        let current: [UInt8]?
        do {
            current = try WholeFile.contents(of: output)
        } catch {
            throw CommandFailure(message: SaveError.io(error).message)
        }
        do {
            _ = try WholeFile.replace(output, with: Array(text.utf8), expected: current)
        } catch {
            throw CommandFailure(message: error.message)
        }
        let count = workspace.catalogs.reduce(0) { $0 + $1.colorSets.count }
        StandardStreams.writeError("palette: exported \(count) colors to '\(SafeText.visible(output))'\n")
    }
}

extension TokenExport.Modes: ExpressibleByArgument {}

extension ModeMap {
    /// The standard names, then palette.yml's `tokens.modes`.
    init(config: ProjectConfig?) {
        self = .standard
        for mode in config?.tokensSection?.modes ?? [] {
            if let appearance = Appearance(rawValue: mode.appearance) { map(mode.name, to: appearance, from: .config) }
        }
    }
}
