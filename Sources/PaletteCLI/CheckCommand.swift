import ArgumentParser
import AssetCatalog
import ContrastPolicy
import PaletteConfig

/// `palette check`: every problem in the catalogs; exit status 1 when any is an error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report broken files, invalid colors, ambiguous slots and contrast failures.",
        discussion: """
            Checks JSON syntax, missing Contents.json, missing 'colors', unknown color spaces, missing or \
            out-of-range components, duplicate slots, duplicate names within a catalog, and the \
            {Any, Dark, HC} tie. Checks the contrast policy: each pair that misses its target in an \
            appearance (contrast.fail, at the foreground's slot), a foreground without a Dark slot on \
            a background with one, a pair that needs High Contrast slots for its increased target, and \
            colors that look alike in every appearance (a note), and pairs or states of a group that \
            protanopia, deuteranopia or tritanopia cannot tell apart (a warning). Pairs come from palette.yml's \
            'contrast' section, or are inferred from names when it declares none. Exits with 1 when any \
            error is found, else 0.
            """
    )

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text, json, or sarif (SARIF 2.1.0, for GitHub code scanning).") var format: ReportFormat = .text
    @Flag(help: "Check only the pairs palette.yml declares; infer none from names.") var noInfer = false

    func run() throws {
        let (workspace, config) = catalogs.loadReportingConfig()
        let diagnostics = workspace.allDiagnostics
            + CheckFindings.diagnostics(workspace: workspace, section: config?.contrast, configFile: config?.file, inferring: !noInfer)
        switch format {
        case .json:
            StandardStreams.write(DiagnosticsPrinter.json(diagnostics))
        case .sarif:
            StandardStreams.write(DiagnosticsPrinter.sarif(diagnostics))
        case .text:
            let files = workspace.catalogs.reduce(0) { $0 + $1.colorSets.count }
            StandardStreams.write(DiagnosticsPrinter.text(diagnostics)
                                  + DiagnosticsPrinter.summary(diagnostics, files: files))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
