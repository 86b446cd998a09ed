import AssetCatalog
import Foundation

/// Issue 11: `palette diff HEAD~1` in a repository holding the 10,000-colorset catalog, with 100
/// colorsets changed in the last commit, within 2.5x one load of the catalog.
enum DiffBenchmark {
    static func run() throws -> [BenchmarkResult] {
        guard let palette = builtPalette() else {
            return [BenchmarkResult(name: "palette diff: build the palette product first", value: 0, unit: "")]
        }
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let repository = (catalog.path as NSString).deletingLastPathComponent
        try git(["init", "-q"], in: repository)
        try commitAll("generated catalog", in: repository)
        for path in stride(from: 0, to: catalog.contentsPaths.count, by: 100).map({ catalog.contentsPaths[$0] }) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let edited = text.replacingOccurrences(of: "\"alpha\" : \"1.000\"", with: "\"alpha\" : \"0.800\"")
            try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        }
        try commitAll("100 colorsets more translucent", in: repository)
        sync()

        let reported = try diff(palette, ["HEAD~1", "--format", "json"], in: repository)
        let colors = (try JSONSerialization.jsonObject(with: reported) as? [String: Any])?["colors"] as? [[String: Any]]
        precondition(colors?.count == 100 && colors?.allSatisfy { $0["change"] as? String == "modified" } == true,
                     "palette diff HEAD~1 lists the 100 changed colorsets")
        let (load, diffRun, ratio, _) = try Stopwatch.alternating(runs: 11, {
            let workspace = CatalogLoader.load(paths: [catalog.path])
            return (workspace, workspace.catalogs[0].resolvedColors(TraitRequest(appearance: .dark)))
        }) {
            try diff(palette, ["HEAD~1", "--format", "json"], in: repository)
        }
        var childCPU: [Double] = []
        for _ in 0..<5 {
            let before = childrenCPU()
            _ = try diff(palette, ["HEAD~1", "--format", "json"], in: repository)
            childCPU.append(childrenCPU() - before)
        }
        let commits = try Stopwatch.median(runs: 5) { _ = try diff(palette, ["HEAD~1", "HEAD", "--format", "json"], in: repository) }
        return [
            BenchmarkResult(name: "load + resolve, 10k colorsets (wall)", value: load.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "palette diff HEAD~1, 100 of 10k changed (wall)", value: diffRun.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "diff / load (wall, median of 11 alternating rounds)", value: ratio, unit: "x",
                            goal: ("<= 2.5x", ratio <= 2.5)),
            BenchmarkResult(name: "load + resolve (CPU, all threads)", value: load.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "palette diff HEAD~1 (CPU, palette and git, median of 5)",
                            value: childCPU.sorted()[2] / 1e6, unit: "ms"),
            BenchmarkResult(name: "palette diff HEAD~1 HEAD (wall, median of 5)", value: commits / 1e6, unit: "ms"),
        ]
    }

    /// `palette diff ARGUMENTS` run in `folder`: its standard output.
    private static func diff(_ palette: String, _ arguments: [String], in folder: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: palette)
        process.arguments = ["diff"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = gitEnvironment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "palette diff \(arguments) failed")
        return data
    }

    private static func commitAll(_ message: String, in folder: String) throws {
        try git(["add", "-A"], in: folder)
        try git(["-c", "commit.gpgsign=false", "-c", "user.name=palette-bench", "-c", "user.email=bench@palette.invalid",
                 "commit", "-q", "-m", message], in: folder)
    }

    private static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = gitEnvironment
        try process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "git \(arguments) failed")
    }

    /// CPU time (user and system) of every finished child process and their children, in nanoseconds.
    private static func childrenCPU() -> Double {
        let usage = Stopwatch.resourceUsage(children: true)
        func nanoseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3 }
        return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
    }

    /// The process environment without the user's or the system's git configuration.
    private static var gitEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]) { $1 }
    }
}
