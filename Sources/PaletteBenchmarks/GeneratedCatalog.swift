import Foundation

/// A large catalog written to a temporary folder in Xcode's modern layout: the workload for the
/// load, list and browser benchmarks. Deterministic for a given size.
struct GeneratedCatalog {
    /// The `.xcassets` folder.
    let path: String
    /// Every colorset `Contents.json`, in creation order.
    let contentsPaths: [String]

    /// Writes `count` colorsets into 20 namespaced groups, dealt round-robin (colorset `i` goes to
    /// group `i % 20`). Within each group every fourth colorset has High Contrast slots (25% in
    /// all, spread over every group, so each group mixes both kinds), and every tenth group of
    /// three is a view-state family (`x`, `x.highlighted`, `x.disabled`).
    static func write(count: Int) throws -> GeneratedCatalog {
        let root = FileManager.default.temporaryDirectory.path + "/palette-bench-\(count)-\(getpid())/Bench.xcassets"
        try? FileManager.default.removeItem(atPath: root)
        try write(folder: root, namespace: false)
        var paths: [String] = []
        let groups = 20
        for index in 0..<count {
            let group = "Group\(index % groups)"
            if index < groups { try write(folder: root + "/" + group, namespace: true) }
            let family = index / groups
            let suffix = family % 10 == 1 ? ".highlighted" : family % 10 == 2 ? ".disabled" : ""
            let stem = family % 10 == 1 || family % 10 == 2 ? "token\(family / 10 * 10)" : "token\(family)"
            let folder = "\(root)/\(group)/\(stem)\(suffix).colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/Contents.json"
            try Data(colorSet(seed: index, highContrast: family % 4 == 0).utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        // Flush the new files now, so writeback does not run during the measurements.
        sync()
        return GeneratedCatalog(path: root, contentsPaths: paths)
    }

    /// Removes the catalog's temporary folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    private static func write(folder: String, namespace: Bool) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let properties = namespace ? ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }" : ""
        let text = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(properties)\n}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
    }

    private static func colorSet(seed: Int, highContrast: Bool) -> String {
        var entries = [entry(seed: seed, appearances: [])]
        entries.append(entry(seed: seed &* 7 &+ 3, appearances: [("luminosity", "dark")]))
        if highContrast {
            entries.append(entry(seed: seed &* 11 &+ 5, appearances: [("contrast", "high")]))
            entries.append(entry(seed: seed &* 13 &+ 1, appearances: [("luminosity", "dark"), ("contrast", "high")]))
        }
        return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    private static func entry(seed: Int, appearances: [(String, String)]) -> String {
        let bytes = [(seed &* 37) & 0xFF, (seed &* 91 &+ 17) & 0xFF, (seed &* 53 &+ 101) & 0xFF]
        let channels: [String]
        switch seed % 3 {
        case 0: channels = bytes.map { "\"0x" + String(format: "%02X", $0) + "\"" }
        case 1: channels = bytes.map { "\"\($0)\"" }
        default: channels = bytes.map { "\"" + String(format: "%.3f", Double($0) / 255) + "\"" }
        }
        var text = "    {\n"
        if !appearances.isEmpty {
            text += "      \"appearances\" : [\n"
            text += appearances.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }
                .joined(separator: ",\n")
            text += "\n      ],\n"
        }
        text += """
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : \(channels[2]),
                      "green" : \(channels[1]),
                      "red" : \(channels[0])
                    }
                  },
                  "idiom" : "universal"
                }
            """
        return text
    }
}
