import AssetCatalog
import DesignTokens
import Foundation

/// `palette-bench tokens-once`: one load, one export and one import back of the tokens
/// benchmark's catalog, nothing repeated, for a profiler (`valgrind --tool=callgrind`). Compare
/// the inclusive cost of `CatalogLoader.loadCatalog` (counted three times: alone, within the
/// export and within the import) with those of `TokenExport.text` and `TokenReader.read`.
enum TokensProfile {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let tokens = (catalog.path as NSString).deletingLastPathComponent + "/bench.resolver.json"
        let load = Stopwatch.sample { CatalogLoader.loadCatalog(at: catalog.path) }
        var text = ""
        let export = Stopwatch.sample {
            text = TokenExport().text([CatalogLoader.loadCatalog(at: catalog.path)], labels: ["Bench"], form: .resolver)
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: tokens))
        var plan: TokenImport?
        let back = Stopwatch.sample { plan = TokenImport.plan(tokenPaths: [tokens], into: catalog.path, modes: .standard) }
        precondition(plan?.changes.isEmpty == true && plan?.existingCount == 10_000, "the export imports back unchanged")
        return [
            BenchmarkResult(name: "load once (wall)", value: load.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "export once (wall)", value: export.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "import back once (wall)", value: back.wall / 1e6, unit: "ms"),
        ]
    }
}
