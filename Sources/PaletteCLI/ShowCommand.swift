import ArgumentParser
import AssetCatalog
import SourceIndex

/// `palette show NAME`: every variant of one color, exactly as written, and how it resolves.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every variant of one color with its traits and components as written."
    )

    @Argument(help: "The color's qualified name (Brand/accent), or its name when that is unique.")
    var name: String

    @OptionGroup var catalogs: CatalogPaths
    @OptionGroup var catalogChoice: CatalogChoice
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text

    /// A name defined in several catalogs shows one entry per catalog: text blocks one after
    /// another, JSON an array of the objects a single match prints.
    func run() throws {
        let (workspace, config) = try catalogs.loadRequiringCatalogsAndConfig()
        switch workspace.locateAll(name, in: try catalogChoice.scope(in: workspace)) {
        case .failure(let error):
            DiagnosticsPrinter.printToStandardError(workspace.allDiagnostics, minimum: .error)
            throw CommandFailure(message: error.message)
        case .success(let locations):
            let index = SourceScope.scan(paths: catalogs.paths, config: config, workspace: workspace)
            let reports = locations.map { location -> ShowReport in
                var report = ShowReport(workspace: workspace, location: location)
                if index.hasSources {
                    report.referenceCount = index.references(to: report.colorSet.qualifiedName).filter { $0.pattern == nil }.count
                }
                return report
            }
            let style = TextStyle.forStandardOutput(environment: ProcessEnvironment.variables)
            if format == .text {
                StandardStreams.write(reports.map { $0.text(style: style) }.joined(separator: "\n"))
            } else if reports.count == 1 {
                StandardStreams.write(reports[0].json())
            } else {
                StandardStreams.write("[\n" + reports.map { $0.json().dropLast() }.joined(separator: ",\n") + "\n]\n")
            }
        }
    }
}
