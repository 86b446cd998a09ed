import Foundation
import AssetCatalog
import ContrastPolicy
import PaletteConfig
import SourceIndex

/// `palette-bench contrast-phases`: what each part of `check`'s work on the contrast benchmark's
/// workload costs on its own (median wall and CPU time of 11 runs), to see where the time beyond
/// a load goes. The parts overlap in `check` (`CheckFindings` runs them two at a time), so the
/// lines do not add up to its total; the last two lines are that total, beyond the load and
/// config: on a workspace loaded once and reused, and on one loaded just before, as in `check`.
enum ContrastPhases {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let workspace = CatalogLoader.load(paths: [catalog.path])
        let config = ContrastBenchmark.policy(for: workspace)
        let section = ConfigLoader.parse(config, file: "palette.yml").config.contrast ?? ContrastSection()
        let table = AppearanceTable(workspace: workspace)
        let pairs = PairList(workspace: workspace, section: section)
        let measured = ContrastEvaluator(workspace: workspace, canvas: section.canvas, table: table).measure(pairs.pairs)
        return [
            phase("load alone") { CatalogLoader.load(paths: [catalog.path]) },
            phase("load beside palette.yml's parse") {
                concurrently({ CatalogLoader.load(paths: [catalog.path]) }, { ConfigLoader.parse(config, file: "palette.yml") })
            },
            phase("palette.yml, 1,000 pairs") { ConfigLoader.parse(config, file: "palette.yml") },
            phase("appearance table") { AppearanceTable(workspace: workspace) },
            phase("pairs from 1,000 rules") { PairList(workspace: workspace, section: section) },
            phase("measurements, with the table") {
                ContrastEvaluator(workspace: workspace, canvas: section.canvas, table: table).measure(pairs.pairs)
            },
            phase("contrast findings") {
                ContrastChecks.diagnostics(pairs: pairs, measurements: measured, workspace: workspace, configFile: "palette.yml")
            },
            phase("color-vision findings") {
                VisionChecks.diagnostics(pairs: pairs, workspace: workspace, table: table, canvas: section.canvas)
            },
            phase("near duplicates") {
                NearDuplicates.diagnostics(in: workspace, table: table, distance: section.nearDuplicateDistance)
            },
            phase("sources looked for under the catalog") { SourceTree.find(roots: [catalog.path]) },
            phase("the catalogs' own diagnostics") { workspace.allDiagnostics },
            phase("all of check's findings, sorted") {
                CheckFindings.diagnostics(workspace: workspace, section: section, configFile: "palette.yml")
            },
            afterLoad("in check's round", path: catalog.path) {
                CheckFindings.diagnostics(workspace: $0, section: section, configFile: "palette.yml")
            },
        ]
    }

    /// `phase` for work on a workspace loaded afresh before each run (outside the clocks), as
    /// `check` finds it in the contrast benchmark's rounds: a load alone, its workspace dropped,
    /// then the load the work follows. The load then reuses the memory the one before freed,
    /// and the work needs memory of its own, which the system gives as fresh pages: their faults
    /// (the median count is in the name) are part of its time. A load just after work that freed
    /// as much would hand the work warm memory, and hide that.
    private static func afterLoad<Result>(_ name: String, path: String, _ body: (Workspace) -> Result) -> BenchmarkResult {
        _ = body(CatalogLoader.load(paths: [path]))
        var samples: [(wall: Double, cpu: Double, faults: Int)] = []
        for _ in 0..<11 {
            _ = CatalogLoader.load(paths: [path])
            let workspace = CatalogLoader.load(paths: [path])
            let faults = minorFaults()
            let (wall, cpu) = Stopwatch.sample { body(workspace) }
            samples.append((wall, cpu, minorFaults() - faults))
        }
        let wall = samples.map(\.wall).sorted()[5], cpu = samples.map(\.cpu).sorted()[5]
        let faults = samples.map(\.faults).sorted()[5]
        return BenchmarkResult(name: "\(name) (CPU; wall \(String(format: "%.1f", wall / 1e6)) ms, \(faults) faults)",
                               value: cpu / 1e6, unit: "ms")
    }

    /// Minor page faults of this process so far: pages the system gave it on first touch.
    private static func minorFaults() -> Int { Stopwatch.resourceUsage(children: false).ru_minflt }

    /// One line: the median CPU time of `body` (every thread), its median wall time in the name.
    private static func phase<Result>(_ name: String, _ body: () -> Result) -> BenchmarkResult {
        let (wall, cpu) = Stopwatch.medians(runs: 11, body)
        return BenchmarkResult(name: "\(name) (CPU; wall \(String(format: "%.1f", wall / 1e6)) ms)",
                               value: cpu / 1e6, unit: "ms")
    }
}
