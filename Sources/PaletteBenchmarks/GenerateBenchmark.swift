import AssetCatalog
import CodeGeneration
import PaletteConfig

/// Issue 14: generating code for the 10,000-colorset catalog (load, plan, render the text)
/// takes at most 1.5x its load. Each language is measured against a load in alternating rounds.
enum GenerateBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let load = { CatalogLoader.load(paths: [catalog.path]) }
        var results: [BenchmarkResult] = []
        for language in GenerateTarget.Language.allCases {
            let target = GenerateTarget(language: language, output: "out")
            let (loadTime, generateTime, ratio, cpuRatio) = Stopwatch.alternating(runs: 11, load) {
                let workspace = load()
                let generated = CodeGenerator.generate(workspace, target: target)
                precondition(generated.diagnostics.isEmpty && !generated.files.isEmpty, "the generated catalog has no collisions")
                // Both are released after the clocks stop, as the load's workspace is.
                return (workspace, generated)
            }
            let name = "palette generate \(language.rawValue)"
            results += [
                BenchmarkResult(name: "load, 10k colorsets (wall)", value: loadTime.wall / 1e6, unit: "ms"),
                BenchmarkResult(name: "load + \(language.rawValue) code, 10k (wall)", value: generateTime.wall / 1e6, unit: "ms"),
                BenchmarkResult(name: "\(name) / load (wall, median of 11 alternating rounds)", value: ratio, unit: "x",
                                goal: ("<= 1.5x", ratio <= 1.5)),
                BenchmarkResult(name: "\(name) / load (CPU, all threads)", value: cpuRatio, unit: "x"),
            ]
        }
        let workspace = load()
        // The parts, on the loaded workspace: names and values (the plan), then each language's text.
        let plan = Stopwatch.median(runs: 11) { _ = GenerationPlan(workspace: workspace, target: GenerateTarget(language: .swift)) }
        results.append(BenchmarkResult(name: "plan: names, collisions, values (wall, median)", value: plan / 1e6, unit: "ms"))
        for language in GenerateTarget.Language.allCases {
            let target = GenerateTarget(language: language, output: "out")
            let time = Stopwatch.median(runs: 11) { _ = CodeGenerator.generate(workspace, target: target) }
            results.append(BenchmarkResult(name: "plan + \(language.rawValue) text (wall, median)", value: time / 1e6, unit: "ms"))
        }
        let bytes = CodeGenerator.generate(workspace, target: GenerateTarget(language: .swift, output: "out")).files[0].text.utf8.count
        results.append(BenchmarkResult(name: "generated Swift for 10k colors", value: Double(bytes) / 1024, unit: "KiB"))
        return results
    }
}
