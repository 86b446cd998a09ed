import AssetCatalog
import Foundation
import ContrastPolicy
import PaletteConfig
import SourceIndex

/// Issue 10: the contrast policy on the 10,000-colorset catalog with 1,000 declared pairs, each
/// between two three-state groups (normal, highlighted, disabled): 1,000 pairs x 4 appearances x
/// 3 states evaluated (pairs resolved from the rules, measured, passed or failed) within 50 ms, and
/// `check`'s work (load, config, source lookup, policy, findings, near duplicates) within 1.2x of
/// the load alone.
///
/// The generated colors are arbitrary, so most pairs fail (making thousands of findings), and
/// they repeat every 256 colorsets in every appearance (making thousands of near duplicates):
/// far more to report than a real catalog has. The lines below say what each part costs.
enum ContrastBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let workspace = CatalogLoader.load(paths: [catalog.path])
        let config = policy(for: workspace)
        let section = ConfigLoader.parse(config, file: "palette.yml").config.contrast

        var pairs = PairList()
        var measured: [ContrastMeasurement] = []
        let evaluate = Stopwatch.medians(runs: 21) {
            pairs = PairList(workspace: workspace, section: section)
            measured = ContrastEvaluator(workspace: workspace).measure(pairs.pairs)
            return measured.filter { $0.verdict == .fail }.count
        }
        precondition(measured.count == 12_000, "1,000 pairs x 3 states x 4 appearances, not \(measured.count)")
        let resolve = Stopwatch.medians(runs: 21) { PairList(workspace: workspace, section: section) }
        let failing = measured.filter { $0.verdict == .fail }.count
        let findings = Stopwatch.medians(runs: 21) {
            ContrastChecks.diagnostics(pairs: pairs, measurements: measured, workspace: workspace, configFile: "palette.yml")
        }
        let parse = Stopwatch.medians(runs: 21) { ConfigLoader.parse(config, file: "palette.yml") }
        var notes = 0
        let duplicates = Stopwatch.medians(runs: 11) {
            let found = NearDuplicates.diagnostics(in: workspace, table: AppearanceTable(workspace: workspace),
                                                   distance: ContrastSection.defaultNearDuplicateDistance)
            notes = found.count
            return found
        }

        let (load, check, ratio, cpuRatio) = Stopwatch.alternating(runs: 11, { CatalogLoader.load(paths: [catalog.path]) }) {
            // As `check` with a path does it: the config read while the catalogs load.
            let (workspace, loaded) = concurrently({ CatalogLoader.load(paths: [catalog.path]) },
                                                   { ConfigLoader.parse(config, file: "palette.yml") })
            // Sources are looked for under the path, as `check` does (a catalog holds none).
            let sources = SourceIndex.scan(SourceTree.find(roots: [catalog.path]), table: ColorNameTable(workspace: workspace))
            return (workspace, sources, CheckFindings.diagnostics(workspace: workspace, section: loaded.config.contrast, configFile: "palette.yml",
                                             adding: workspace.allDiagnostics))
        }
        return try [
            BenchmarkResult(name: "contrast: 1,000 pairs x 4 appearances x 3 states (wall)", value: evaluate.wall / 1e6, unit: "ms",
                            goal: ("<= 50 ms", evaluate.wall / 1e6 <= 50)),
            BenchmarkResult(name: "  the same, CPU", value: evaluate.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "  of which pairs from 1,000 rules (CPU)", value: resolve.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "findings for \(failing) failing measurements (CPU)", value: findings.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "palette.yml with 1,000 pairs, parsed and validated (CPU)", value: parse.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "near duplicates, 10k colorsets, \(notes) notes (wall)", value: duplicates.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "load alone, 10k colorsets (wall)", value: load.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "check's work: load, config, sources, policy (wall)", value: check.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "check / load (wall, median of 11 alternating rounds)", value: ratio, unit: "x",
                            goal: ("<= 1.2x", ratio <= 1.2)),
            BenchmarkResult(name: "check / load (CPU, all threads)", value: cpuRatio, unit: "x"),
        ] + wholeProcess(catalog, config: config)
    }

    /// The `palette` binary beside this one run on the catalog: `check` with the policy in each
    /// output format (exit status 1 for the failing pairs), its 21,000 findings printed, and
    /// `list --format json` (10,000 rows) for scale.
    private static func wholeProcess(_ catalog: GeneratedCatalog, config: [UInt8]) throws -> [BenchmarkResult] {
        guard let palette = builtPalette() else {
            return [BenchmarkResult(name: "palette check: build the palette product first", value: 0, unit: "")]
        }
        let file = FileManager.default.temporaryDirectory.path + "/palette-contrast-\(getpid()).yml"
        try Data(config).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        var results: [BenchmarkResult] = []
        for format in ["text", "json", "sarif"] {
            let check = try Stopwatch.median(runs: 5) {
                try runQuietly([palette, "check", catalog.path, "--config", file, "--format", format], expecting: 1)
            }
            results.append(BenchmarkResult(name: "palette check --format \(format), whole process (median of 5)", value: check / 1e6,
                                           unit: "ms"))
        }
        let list = try Stopwatch.median(runs: 5) { try runQuietly([palette, "list", catalog.path, "--format", "json"]) }
        return results + [BenchmarkResult(name: "palette list --format json, whole process (median of 5)", value: list / 1e6, unit: "ms")]
    }

    /// `palette.yml` for the generated catalog's first 1,000 state groups (by name), one pair per
    /// group, on the next group: AA, AAA with Increase Contrast, the disabled state checked too.
    static func policy(for workspace: Workspace) -> [UInt8] {
        let groups = Array(workspace.catalogs[0].stateGroups.map(\.name).sorted().prefix(1_000))
        precondition(groups.count == 1_000, "the generated catalog has 1,000 three-state groups")
        var text = "contrast:\n  pairs:\n"
        for (index, group) in groups.enumerated() {
            text += "    - {foreground: \(group), background: \(groups[(index + 1) % groups.count]), "
                + "minimum: AA, increased: AAA, disabled: true}\n"
        }
        return Array(text.utf8)
    }
}
