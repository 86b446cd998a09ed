import Foundation

/// Issue 16, item 9: hostile colorsets are handled in time proportional to their size, at most
/// 1 s each for the real `palette check --format json` (release): 20,000 duplicate slots in one
/// 460 KB file (reproducer r06), and one component that is a 20 MB digit string (r07). Also
/// `palette set --dry-run` on a colorset of 20,000 slots that the set changes at both ends (the
/// fuzzer's hang: the diff between them was a 20,000 x 20,000 table).
enum HostileInputBenchmark {
    static func run() throws -> [BenchmarkResult] {
        guard let palette = builtPalette() else {
            return [BenchmarkResult(name: "hostile input: build the palette product first", value: 0, unit: "")]
        }
        let root = FileManager.default.temporaryDirectory.path + "/palette-bench-hostile-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Each input as the colorset `h`, and the command run on it with the exit status it ends with.
        let inputs: [(name: String, bytes: [UInt8], command: [String], status: Int32)] = [
            ("palette check, 20,000 duplicate slots (460 KB)", duplicateSlots(count: 20_000), ["check", "--format", "json"], 1),
            ("palette check, a 20 MB digit string as a component", longComponent(length: 20 << 20), ["check", "--format", "json"], 1),
            ("palette set --dry-run, 20,000 slots changed at both ends", slotsChangedAtBothEnds(count: 20_000),
             ["set", "h", "oklch(0.5 0.1 10)", "--appearance", "dark", "--dry-run"], 0),
        ]
        var results: [BenchmarkResult] = []
        for (index, input) in inputs.enumerated() {
            let folder = "\(root)/\(index)/H.xcassets/h.colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(input.bytes).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
            let arguments = [palette] + input.command + ["\(root)/\(index)"]
            let time = try Stopwatch.median(runs: 5) { try runQuietly(arguments, expecting: input.status) } / 1e6
            results.append(BenchmarkResult(name: input.name, value: time, unit: "ms", goal: ("<= 1000 ms", time <= 1000)))
        }
        return results
    }

    /// An HC slot first, then `count` copies of the same universal slot, a line each: a Dark slot
    /// set here goes in at the top and the HC Dark slot it needs at the bottom.
    static func slotsChangedAtBothEnds(count: Int) -> [UInt8] {
        let color = "\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\"}}"
        let high = "{\"idiom\":\"universal\",\"appearances\":[{\"appearance\":\"contrast\",\"value\":\"high\"}],\(color)}"
        return Array(("{\"colors\":[\n" + ([high] + Array(repeating: "{\"idiom\":\"universal\",\(color)}", count: count))
            .joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// `{"colors":[` and `count` copies of the same empty universal slot, one per line (r06).
    static func duplicateSlots(count: Int) -> [UInt8] {
        Array(("{\"colors\":[\n" + Array(repeating: "{\"idiom\":\"universal\"}", count: count).joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// An sRGB slot whose red is `length` digits (r07).
    static func longComponent(length: Int) -> [UInt8] {
        Array("{\"colors\":[{\"idiom\":\"universal\",\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"".utf8)
            + [UInt8](repeating: UInt8(ascii: "1"), count: length)
            + Array("\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\"}}}]}".utf8)
    }
}
