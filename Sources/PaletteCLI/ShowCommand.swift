import ArgumentParser
import AssetCatalog

/// `palette show NAME`: every variant of one color, exactly as written, and how it resolves.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every variant of one color with its traits and components as written."
    )

    @Argument(help: "The color's qualified name (Brand/accent), or its name when that is unique.")
    var name: String

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text

    func run() throws {
        let workspace = try catalogs.loadRequiringCatalogs()
        switch workspace.locate(name) {
        case .failure(let error):
            DiagnosticsPrinter.printToStandardError(workspace.allDiagnostics, minimum: .error)
            throw CommandFailure(message: error.message)
        case .success(let location):
            let report = ShowReport(workspace: workspace, location: location)
            let style = TextStyle.forStandardOutput(environment: ProcessEnvironment.variables)
            StandardStreams.write(format == .json ? report.json() : report.text(style: style))
        }
    }
}
