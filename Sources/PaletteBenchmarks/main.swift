// palette's benchmarks: `swift run -c release palette-bench [suite...]`.
// Each suite prints its numbers and the goal from the issue it answers.

let suites: [(name: String, run: () throws -> [BenchmarkResult])] = [
    ("json", JSONParseBenchmark.run),
    ("catalog", CatalogLoadBenchmark.run),
    ("browser", BrowserBenchmark.run),
    ("editor", EditorBenchmark.run),
    ("diff", DiffBenchmark.run),
    ("hostile", HostileInputBenchmark.run),
    ("contrast", ContrastBenchmark.run),
    ("specimen", SpecimenBenchmark.run),
    ("sources", SourcesBenchmark.run),
    ("tokens", TokensBenchmark.run),
    ("generate", GenerateBenchmark.run),
]
/// Run only when named: one round of a workload, for a profiler.
let profiles: [(name: String, run: () throws -> [BenchmarkResult])] = [
    ("contrast-once", ContrastProfile.run),
    ("contrast-phases", ContrastPhases.run),
    ("tokens-once", TokensProfile.run),
]

let requested = Set(CommandLine.arguments.dropFirst())
var missed = 0
let profileNames = Set(profiles.map(\.name))
for suite in suites + profiles where requested.isEmpty ? !profileNames.contains(suite.name) : requested.contains(suite.name) {
    print("== \(suite.name)")
    for result in try suite.run() {
        print(result.line)
        if let goal = result.goal, !goal.met { missed += 1 }
    }
}
if missed > 0 { print("\(missed) goal(s) missed") }
