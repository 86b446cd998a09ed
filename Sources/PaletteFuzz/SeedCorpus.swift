import Foundation

/// The files mutations start from: the package's own fixtures (`Tests/Fixtures`, `Palettes`) and,
/// when given or found beside the package, a corpus of real catalogs (`../shared/corpus`).
enum SeedCorpus {
    /// The package root, found from this source file's path (as the benchmarks do).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every seed's bytes, in a stable order; `extra` folders are searched too.
    static func load(extra: [String]) -> [[UInt8]] {
        var folders = [packageRoot.appendingPathComponent("Tests/Fixtures").path, packageRoot.appendingPathComponent("Palettes").path]
        let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
        if FileManager.default.fileExists(atPath: shared) { folders.append(shared) }
        folders += extra
        var paths: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in walker where Self.isSeed(relative) {
                paths.append(folder + "/" + relative)
            }
        }
        return paths.sorted().compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
            .filter { !$0.isEmpty && $0.count < 1 << 20 }
    }

    /// Colorset files, and the JSON fixtures (any shape: the mutations make colorsets of them too).
    private static func isSeed(_ relative: String) -> Bool {
        relative.hasSuffix(".colorset/Contents.json") || (relative.hasPrefix("json/") && relative.hasSuffix(".json"))
    }
}
