import Foundation
import LosslessJSON

/// Parse-only cost of `JSONDocument` against Foundation's `JSONSerialization` on the same
/// in-memory Xcode-style colorsets (the LosslessJSON issue: <= 2 us per file, >= 5x faster).
enum JSONParseBenchmark {
    static let fileCount = 10_000

    static func run() throws -> [BenchmarkResult] {
        let files = (0..<fileCount).map(colorset)
        let datas = files.map { Data($0) }
        let averageSize = Double(files.reduce(0) { $0 + $1.count }) / Double(fileCount)

        var checksum = 0
        let parseLossless = {
            for file in files { checksum &+= try JSONDocument(bytes: file).root.count }
        }
        let parseFoundation = {
            for data in datas {
                let object = try JSONSerialization.jsonObject(with: data)
                checksum &+= (object as? [String: Any])?.count ?? 0
            }
        }
        // Wall time suffers when other processes share the cores; CPU time does not (the parse
        // runs on this one thread).
        let times = try Stopwatch.alternating(runs: 9, parseLossless, parseFoundation)
        let perFile = { (nanoseconds: Double) in nanoseconds / Double(fileCount) / 1000 }
        let lossless = perFile(times.first.cpu), foundation = perFile(times.second.cpu)
        let losslessWall = perFile(times.first.wall), foundationWall = perFile(times.second.wall)
        guard checksum != 0 else { throw CocoaError(.coderInvalidValue) }

        return [
            BenchmarkResult(name: "colorset size (average of \(fileCount), bytes)", value: averageSize, unit: "B", goal: nil),
            BenchmarkResult(name: "JSONDocument parse per file (CPU time)", value: lossless, unit: "us",
                            goal: ("<= 2 us", lossless <= 2)),
            BenchmarkResult(name: "JSONSerialization parse per file (CPU time, same bytes)", value: foundation, unit: "us",
                            goal: nil),
            BenchmarkResult(name: "speed-up over JSONSerialization (CPU, 9 alternating)",
                            value: times.cpuRatio, unit: "x", goal: (">= 5x", times.cpuRatio >= 5)),
            BenchmarkResult(name: "JSONDocument parse per file (wall time)", value: losslessWall, unit: "us", goal: nil),
            BenchmarkResult(name: "JSONSerialization parse per file (wall time)", value: foundationWall, unit: "us",
                            goal: nil),
        ]
    }

    /// An Xcode-style colorset: Any + Dark, and every tenth one also High Contrast and Dark + HC.
    static func colorset(_ seed: Int) -> [UInt8] {
        let appearances: [[(String, String)]] = seed % 10 == 0
            ? [[], [("luminosity", "dark")], [("contrast", "high")], [("luminosity", "dark"), ("contrast", "high")]]
            : [[], [("luminosity", "dark")]]
        var variants: [String] = []
        for (index, traits) in appearances.enumerated() {
            let value = (seed &* 2_654_435_761 &+ index &* 40_503) & 0xFF_FFFF
            let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
            let components = seed % 3 == 0
                ? channels.map { String(format: "\"%.3f\"", Double($0) / 255) }
                : channels.map { String(format: "\"0x%02X\"", $0) }
            var variant = "    {\n"
            if !traits.isEmpty {
                let items = traits.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }
                variant += "      \"appearances\" : [\n" + items.joined(separator: ",\n") + "\n      ],\n"
            }
            variant += """
                      "color" : {
                        "color-space" : "\(seed % 7 == 0 ? "display-p3" : "srgb")",
                        "components" : {
                          "alpha" : "\(seed % 11 == 0 ? "0.800" : "1.000")",
                          "blue" : \(components[2]),
                          "green" : \(components[1]),
                          "red" : \(components[0])
                        }
                      },
                      "idiom" : "universal"
                    }
                """
            variants.append(variant)
        }
        let text = "{\n  \"colors\" : [\n" + variants.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return Array(text.utf8)
    }
}
