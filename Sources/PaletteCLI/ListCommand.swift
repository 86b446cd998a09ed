import ArgumentParser
import AssetCatalog

/// `palette list`: one row per colorset, resolved for an appearance.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every color with its resolved value.",
        discussion: "Broken files are reported on stderr; the rest of the catalog is still listed."
    )

    @OptionGroup var catalogs: CatalogPaths
    @OptionGroup var traits: TraitOptions
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text

    func run() throws {
        let workspace = try catalogs.loadRequiringCatalogs()
        let idioms = workspace.catalogs.flatMap(\.colorSets).flatMap(\.variants).map(\.traits.idiom)
        try traits.checkIdiom(present: Set(idioms), in: "the catalogs")
        let style = TextStyle.forStandardOutput(environment: ProcessEnvironment.variables)
        let rows = ListReport.rows(workspace, request: traits.request)
        StandardStreams.write(format == .json ? ListReport.json(rows, catalogPaths: workspace.catalogs.map(\.path))
                                              : ListReport.text(rows, labels: workspace.catalogLabels, style: style))
        DiagnosticsPrinter.printToStandardError(workspace.allDiagnostics, minimum: .error)
    }
}
