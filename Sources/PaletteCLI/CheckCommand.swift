import ArgumentParser
import AssetCatalog
import ContrastPolicy
import PaletteConfig
import SourceIndex
import TerminalCore

/// `palette check`: every problem in the catalogs; exit status 1 when any is an error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report broken files, invalid colors, contrast failures, and colors missing, unused or stale in sources.",
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

            When the paths hold sources (Swift, Objective-C, storyboards, xibs, plists, xcconfigs), \
            also reports names no catalog defines (ib.missing-color, code.missing-color; a note, \
            code.other-bundle-color, when Swift loads the name from another module's bundle), colors \
            nothing references (catalog.unused-color), storyboard fallbacks that differ from the \
            catalog (ib.stale-fallback, ib.dark-fallback) and hard-coded colors equal to a catalog \
            color (code.hardcoded-color). --fix rewrites stale and dark fallbacks as Xcode writes \
            them; with --dry-run it prints the diff and writes nothing.
            """
    )

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text, json, or sarif (SARIF 2.1.0, for GitHub code scanning).") var format: ReportFormat = .text
    @Flag(help: "Check only the pairs palette.yml declares; infer none from names.") var noInfer = false
    @Flag(help: "Rewrite stale and dark storyboard fallbacks with the catalog's Any value, as Xcode writes it.") var fix = false
    @Flag(help: "With --fix: print the changes as a unified diff and write nothing.") var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
    }

    func run() throws {
        let (workspace, config) = catalogs.loadReportingConfig()
        // Issue 17: where colors are used.
        let index = SourceScope.scan(paths: catalogs.paths, config: config, workspace: workspace)
        var sourceDiagnostics: [Diagnostic] = []
        if index.hasSources {
            let checks = SourceChecks(workspace: workspace, index: index)
            sourceDiagnostics = checks.diagnostics
            if fix {
                let fixed = try fixFallbacks(checks, index: index)
                if dryRun { return }
                sourceDiagnostics.removeAll(where: fixed.contains)
            }
        } else if fix {
            StandardStreams.writeError("palette: note: no sources under the paths; nothing to fix\n")
            if dryRun { return }
        }
        // One report in file order: the catalogs' own problems sorted in with the findings
        // (prefixing them copied every finding, 3 ms on the contrast benchmark's 21,000).
        let diagnostics = CheckFindings.diagnostics(
            workspace: workspace, section: config?.contrast, configFile: config?.file, inferring: !noInfer,
            adding: workspace.allDiagnostics + sourceDiagnostics
                + SpecimenChecks.diagnostics(workspace: workspace, section: config?.specimen, configFile: config?.file))
        defer { ProcessEnd.keep(index, diagnostics) }
        switch format {
        case .json:
            StandardStreams.write(DiagnosticsPrinter.json(diagnostics))
        case .sarif:
            StandardStreams.write(DiagnosticsPrinter.sarif(diagnostics, loadedFiles: workspace.loadedColorSetFiles))
        case .text:
            let files = workspace.catalogs.reduce(0) { $0 + $1.colorSets.count }
            var report = DiagnosticsPrinter.text(diagnostics)
            report += DiagnosticsPrinter.summary(diagnostics, files: files)
            StandardStreams.write(report)
        }
        if diagnostics.hasErrors { throw ExitCode(1) }
    }
}
