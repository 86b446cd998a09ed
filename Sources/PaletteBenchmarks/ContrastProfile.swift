import AssetCatalog
import ContrastPolicy
import PaletteConfig
import SourceIndex

/// `palette-bench contrast-once`: one load and one round of `check`'s work on the contrast
/// benchmark's workload, nothing repeated, for a profiler (`valgrind --tool=callgrind` counts
/// instructions, which a busy machine does not disturb). Compare the inclusive costs of
/// `CatalogLoader.load` (the load, counted twice: alone, then within the check) with those of
/// `ConfigLoader.parse`, `ContrastAnalysis.init`, `NearDuplicates.diagnostics` and the sort
/// (`CheckFindings.diagnostics`).
enum ContrastProfile {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let alone = Stopwatch.sample { CatalogLoader.load(paths: [catalog.path]) }
        let config = ContrastBenchmark.policy(for: CatalogLoader.load(paths: [catalog.path]))
        var count = 0
        let check = Stopwatch.sample {
            let (workspace, loaded) = concurrently({ CatalogLoader.load(paths: [catalog.path]) },
                                                   { ConfigLoader.parse(config, file: "palette.yml") })
            // Sources are looked for under the path, as `check` does (a catalog holds none).
            let sources = SourceIndex.scan(SourceTree.find(roots: [catalog.path]), table: ColorNameTable(workspace: workspace))
            let all = CheckFindings.diagnostics(workspace: workspace, section: loaded.config.contrast, configFile: "palette.yml",
                                             adding: workspace.allDiagnostics)
            count = all.count
            return (sources, all)
        }
        return [
            BenchmarkResult(name: "load once (wall)", value: alone.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "check's work once, \(count) diagnostics (wall)", value: check.wall / 1e6, unit: "ms"),
        ]
    }
}
