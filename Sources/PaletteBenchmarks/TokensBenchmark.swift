import AssetCatalog
import DesignTokens
import Foundation
import LosslessJSON

/// Issue 12: `palette export` and `palette import` of the 10,000-colorset catalog, each within
/// 2x one load. Export is the load plus the resolver document's text (four token sets); import
/// is reading that document back into the same catalog: parsing it, loading the catalog and
/// comparing every appearance of every colorset, which changes nothing (the round trip).
enum TokensBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let folder = (catalog.path as NSString).deletingLastPathComponent
        let tokens = folder + "/bench.resolver.json"
        let loaded = CatalogLoader.loadCatalog(at: catalog.path)
        let text = TokenExport().text([loaded], labels: ["Bench"], form: .resolver)
        try Data(text.utf8).write(to: URL(fileURLWithPath: tokens))

        let (load, export, exportRatio, exportCPU) = Stopwatch.alternating(runs: 11, { CatalogLoader.loadCatalog(at: catalog.path) }) {
            let catalog = CatalogLoader.loadCatalog(at: catalog.path)
            // Both are released after the clocks stop, as the load's catalog is (and `generate`'s).
            return (catalog, TokenExport().text([catalog], labels: ["Bench"], form: .resolver))
        }
        let writing = Stopwatch.alternating(runs: 5, { CatalogLoader.loadCatalog(at: catalog.path) }) {
            TokenExport().text([loaded], labels: ["Bench"], form: .resolver)
        }.second
        var plan = TokenImport.plan(tokenPaths: [tokens], into: catalog.path, modes: .standard)
        precondition(!plan.hasErrors && plan.changes.isEmpty && plan.existingCount == 10_000, "the export imports back unchanged")
        let (_, back, backRatio, backCPU) = Stopwatch.alternating(runs: 11, { CatalogLoader.loadCatalog(at: catalog.path) }) {
            TokenImport.plan(tokenPaths: [tokens], into: catalog.path, modes: .standard)
        }
        let bytes = Array(text.utf8)
        let parse = Stopwatch.alternating(runs: 5, { CatalogLoader.loadCatalog(at: catalog.path) }) {
            try? JSONDocument(bytes: bytes, skippingContainersOf: TokenFile.unindexed)
        }.second
        let empty = folder + "/Empty.xcassets"
        let fresh = Stopwatch.sample { plan = TokenImport.plan(tokenPaths: [tokens], into: empty, modes: .standard) }
        precondition(plan.changes.count == 10_021, "a root, 20 groups and 10,000 colorsets, not \(plan.changes.count)")
        let written = try Stopwatch.sample { try plan.write() }
        let css = Stopwatch.sample { CSSExport.text([loaded]) }
        return [
            BenchmarkResult(name: "load alone, 10k colorsets (wall)", value: load.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "export: load + DTCG resolver document (wall)", value: export.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "export / load (wall, median of 11 alternating rounds)", value: exportRatio, unit: "x",
                            goal: ("<= 2x", exportRatio <= 2)),
            BenchmarkResult(name: "  export / load (CPU, all threads)", value: exportCPU, unit: "x"),
            BenchmarkResult(name: "  of which the text of a loaded catalog (wall)", value: writing.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "  of which the text of a loaded catalog (CPU)", value: writing.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "import back: parse, load, compare (wall)", value: back.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "import back / load (wall, median of 11 alternating rounds)", value: backRatio, unit: "x",
                            goal: ("<= 2x", backRatio <= 2)),
            BenchmarkResult(name: "  import back / load (CPU, all threads)", value: backCPU, unit: "x"),
            BenchmarkResult(name: "  of which parsing the document as import does (CPU)", value: parse.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "document size", value: Double(text.utf8.count) / 1e6, unit: "MB"),
            BenchmarkResult(name: "import into an empty folder: plan (wall, one run)", value: fresh.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "  and write 10,021 files with fsync (wall, one run)", value: written.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "CSS of the loaded catalog (wall, one run)", value: css.wall / 1e6, unit: "ms"),
        ]
    }
}
