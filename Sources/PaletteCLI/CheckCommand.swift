import ArgumentParser
import AssetCatalog

/// `palette check`: every problem in the catalogs; exit status 1 when any is an error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report broken files, invalid colors and ambiguous slots.",
        discussion: """
            Checks JSON syntax, missing Contents.json, missing 'colors', unknown color spaces, missing or \
            out-of-range components, duplicate slots, duplicate names within a catalog, and the \
            {Any, Dark, HC} tie. Exits with 1 when any error is found, else 0.
            """
    )

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text

    func run() throws {
        let workspace = catalogs.loadReportingConfig()
        let diagnostics = workspace.allDiagnostics
        switch format {
        case .json:
            StandardStreams.write(DiagnosticsPrinter.json(diagnostics))
        case .text:
            let files = workspace.catalogs.reduce(0) { $0 + $1.colorSets.count }
            StandardStreams.write(DiagnosticsPrinter.text(diagnostics)
                                  + DiagnosticsPrinter.summary(diagnostics, files: files))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
