import ArgumentParser
import AssetCatalog
import CatalogDiff
import PaletteConfig

/// `palette diff`: what changed in the colors between two git revisions, or two folders.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how colors changed between two git revisions or two folders.",
        usage: """
            palette diff [REV1 [REV2]] [PATH...] [--format text|markdown|json] [--all] [--fail-on-regression] [--config FILE]
              palette diff [--no-index] OLD_PATH NEW_PATH
              palette diff --textconv FILE
            """,
        discussion: """
            In a git repository, compares the catalogs under PATH (default: the current folder) at REV1 \
            (default: HEAD) with REV2, or with the work tree when there is no REV2, reading old versions \
            with git. Outside a repository, or with --no-index, compares two folders. Each changed color \
            shows, per appearance, the old and new value and their OKLab distance (ΔE): imperceptible \
            below 0.02, subtle below 0.06, clear from 0.06. With a contrast policy in palette.yml (the work \
            tree's, or --config's, judging both sides), each color lists the pairs whose pass or fail changed, \
            with both ratios. Put paths after '--' when they could be \
            read as revisions or no longer exist.
            """
    )

    /// Everything that is not an option, `--` included: ArgumentParser cannot keep two positional
    /// arrays apart (revisions and paths before `--`, only paths after it), so this keeps the
    /// words in order and `words` splits them.
    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("Up to two revisions, then paths ('--' before paths that could be read as revisions); "
                                 + "or two folders outside a repository.", valueName: "rev-or-path"))
    var words: [String] = []

    /// The words before `--`.
    var arguments: [String] { Array(words.prefix { $0 != "--" }) }

    /// The words after `--`: only paths.
    var pathsAfterSeparator: [String] { Array(words.drop { $0 != "--" }.dropFirst()) }

    @Option(help: "Output format: text, markdown or json.") var format: DiffFormat = .text
    @Flag(help: "Also list colors that did not change, and rows that did not (loads every catalog whole).")
    var all = false
    @Flag(help: "Exit with 1 when a contrast pair went from pass to fail (needs a contrast policy).")
    var failOnRegression = false
    @Flag(help: "Compare two folders, even inside a git repository.") var noIndex = false
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "The contrast policy for both sides (default: the work tree's palette.yml, found from the first path or the new folder).",
        valueName: "file"))
    var configFile: String?
    @Option(help: ArgumentHelp("Print a colorset Contents.json as one line per slot: git's diff driver.", valueName: "file"))
    var textconv: String?

    func validate() throws {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            throw ValidationError("unknown option '\(option)'")
        }
        if textconv != nil, !arguments.isEmpty || !pathsAfterSeparator.isEmpty {
            throw ValidationError("--textconv takes one file and no other arguments")
        }
    }

    func run() throws {
        if let textconv {
            StandardStreams.write(ColorSetTextconv.text(ofFileAt: textconv))
            return
        }
        let sides = try self.sides()
        let report = try makeReport(sides, contrast: try contrastPolicy(searchingFrom: sides.configStart))
        StandardStreams.write(render(report, style: TextStyle.forStandardOutput(environment: ProcessEnvironment.variables)))
        if failOnRegression, report.contrast == nil {
            StandardStreams.writeError("palette: note: no contrast policy is configured, so --fail-on-regression has nothing to check\n")
        }
        if Self.fails(report, failOnRegression: failOnRegression) { throw ExitCode.failure }
    }

    /// The work tree's contrast policy (or `--config`'s), `nil` without a `contrast` section.
    /// Config warnings go to stderr; a config with errors refuses the command, as elsewhere.
    func contrastPolicy(searchingFrom start: String) throws -> (any ContrastEvaluator)? {
        guard let loaded = ConfigLoader.load(explicit: configFile, searchingFrom: start) else { return nil }
        DiagnosticsPrinter.printToStandardError(loaded.diagnostics.map(Diagnostic.init(config:)), minimum: .warning)
        if loaded.hasErrors {
            throw CommandFailure(message: "the config '\(loaded.config.file)' has errors (above); "
                                 + "fix them, or name another file with --config")
        }
        return loaded.config.contrast.map { PolicyContrastEvaluator(config: loaded.config, section: $0) }
    }

    /// Reads both sides and compares them.
    func makeReport(_ sides: Sides, contrast evaluator: (any ContrastEvaluator)?) throws -> DiffReport {
        let scope: DiffScope = all ? .everything : evaluator != nil ? .changedCatalogs : .changes
        let revisions: CatalogRevisions
        do {
            revisions = try CatalogRevisions.load(old: sides.old, new: sides.new, changes: sides.changes,
                                                  under: sides.folders, scope: scope)
        } catch let error as GitError {
            throw CommandFailure(message: error.description)
        }
        return CatalogComparison.compare(revisions, includeUnchanged: all, contrast: evaluator)
    }

    /// The report in the chosen format.
    func render(_ report: DiffReport, style: TextStyle) -> String {
        switch format {
        case .text: DiffText(report: report, style: style, all: all).text()
        case .markdown: DiffMarkdown(report: report, all: all).text()
        case .json: DiffJSON.text(report)
        }
    }

    /// True when `--fail-on-regression` is given and a pair went from pass to fail.
    static func fails(_ report: DiffReport, failOnRegression: Bool) -> Bool {
        failOnRegression && !report.regressions.isEmpty
    }
}

/// `--format text|markdown|json`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json
}
