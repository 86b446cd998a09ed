import ArgumentParser
import AssetCatalog
import ColorScience
import ContrastPolicy

/// `palette contrast`: every pair of the contrast policy in every appearance and state.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure every color pair in every appearance and state against its target.",
        discussion: """
            Pairs come from palette.yml's 'contrast' section; without one they are inferred from names \
            (text*, label*, *Text and on<X> over background*, surface* and <X>; a family's text colors, as in \
            SidebarText and SidebarBackground, on its own backgrounds) and marked as inferred. \
            Each pair is measured in Light, Dark, HC Light and HC Dark on the colors it resolves to there, \
            translucent colors composited (a background over the appearance's canvas), as a WCAG 2.x ratio \
            and an APCA Lc. Exits with 1 when a declared pair fails its target.
            """
    )

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text, json, or sarif (the failures, for GitHub code scanning).") var format: ReportFormat = .text
    @Flag(help: "Use only the pairs palette.yml declares; infer none from names.") var noInfer = false
    @Option(help: "Measure the pairs as a color-vision deficiency sees them: normal, protanopia, deuteranopia, tritanopia or achromatopsia (Machado et al. 2009; achromatopsia keeps luminance only).")
    var vision: ColorVision = .normal

    func run() throws {
        let (workspace, config) = try catalogs.loadRequiringCatalogsAndConfig()
        let analysis = ContrastAnalysis(workspace: workspace, section: config?.contrast, configFile: config?.file, inferring: !noInfer,
                                        vision: vision)
        switch format {
        case .text:
            let style = TextStyle.forStandardOutput(environment: ProcessEnvironment.variables)
            var report = ContrastReport.text(analysis.measurements, workspace: workspace, style: style)
            if vision != .normal, !report.isEmpty { report = "seen with \(vision.label) (simulated, \(vision.method))\n\n" + report }
            StandardStreams.write(report.isEmpty ? "no pairs: declare them in palette.yml's 'contrast' section\n" : report)
            DiagnosticsPrinter.printToStandardError(analysis.diagnostics.filter { $0.code != "contrast.fail" }, minimum: .warning)
        case .json:
            StandardStreams.write(ContrastReport.json(analysis.measurements, workspace: workspace))
        case .sarif:
            StandardStreams.write(DiagnosticsPrinter.sarif(analysis.diagnostics.sorted(), loadedFiles: workspace.loadedColorSetFiles))
        }
        if analysis.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

extension ColorVision: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
