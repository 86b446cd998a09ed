import AssetCatalog
import Foundation
import SourceIndex

/// Issue 17: beside the 10,000-colorset catalog, 2,000 generated Swift files (about 12 MB; one in
/// four a view that names colors in every form) and 20 storyboards (40 colors each, every fifth
/// fallback stale). Goals: `palette check` on the tree within 3 s, and the source scan at least
/// 10 MB of Swift per second per core (bytes over the CPU time of all threads).
enum SourcesBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let root = (catalog.path as NSString).deletingLastPathComponent
        let workspace = CatalogLoader.load(paths: [catalog.path])
        let names = workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) }.sorted()
        for index in 0..<2_000 {
            try write(SyntheticSources.swiftFile(index, names: names), to: "\(root)/App/Sources/Module\(index % 40)/File\(index).swift")
        }
        for index in 0..<20 {
            try write(SyntheticSources.storyboard(index, names: names, count: 40, staleEvery: 5),
                      to: "\(root)/App/Resources/Screen\(index).storyboard")
        }
        sync()
        let table = ColorNameTable(names: names)
        let tree = SourceTree.find(roots: [root])
        var index = SourceIndex()
        let scan = Stopwatch.medians(runs: 7) { index = SourceIndex.scan(tree, table: table); return index.references.count }
        let megabytes = Double(index.swiftBytes) / 1e6
        let perCore = megabytes / (scan.cpu / 1e9)
        var all = SourceIndex()
        let parseAll = Stopwatch.medians(runs: 3) { all = SourceIndex.scan(tree, table: table, parseEverything: true); return all.references.count }
        precondition(all.references == index.references, "the prefilter dropped a reference")
        let checks = Stopwatch.medians(runs: 7) { SourceChecks(workspace: workspace, index: index).diagnostics.count }

        var results = [
            BenchmarkResult(name: "Swift: \(index.swiftFileCount) files, \(format2(megabytes)) MB; parsed after the prefilter",
                            value: Double(index.parsedSwiftFiles), unit: "files"),
            BenchmarkResult(name: "source scan, whole tree (wall)", value: scan.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "source scan, MB of Swift per CPU second", value: perCore, unit: "MB/s/core",
                            goal: (">= 10 MB/s per core", perCore >= 10)),
            BenchmarkResult(name: "  parsing every file instead (no prefilter)", value: megabytes / (parseAll.cpu / 1e9), unit: "MB/s/core"),
            BenchmarkResult(name: "findings: missing, unused, fallbacks, literals (wall)", value: checks.wall / 1e6, unit: "ms"),
        ]
        if let palette = builtPalette() {
            let check = try Stopwatch.median(runs: 5) {
                // `check` exits with 1 when it finds errors.
                try runQuietly([palette, "check", "--format", "json", root], expecting: 0, or: 1)
            }
            results.append(BenchmarkResult(name: "palette check on the tree: 10k colorsets + sources (wall)", value: check / 1e9,
                                           unit: "s", goal: ("<= 3 s", check / 1e9 <= 3)))
        } else {
            results.append(BenchmarkResult(name: "palette check: build the palette product first", value: 0, unit: ""))
        }
        return results
    }

    private static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

}
