import Foundation
import Testing

/// Where the test data lives: the project's own fixtures, and the read-only `../shared` folder
/// beside the project (corpus catalogs, JSONTestSuite) that CI also provides.
public enum SharedFolder {
    /// The package root, found from this file's location (`Tests/TestSupport/SharedFolder.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared`, or `$PALETTE_SHARED` when set; `nil` when the folder is absent.
    public static let url: URL? = {
        let candidate = ProcessInfo.processInfo.environment["PALETTE_SHARED"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? candidate : nil
    }()

    /// True when `../shared` is present; use with `.enabled(if:)`.
    public static var isPresent: Bool { url != nil }

    /// The comment shown when a test is skipped for lack of `../shared`.
    public static let skipReason: Comment =
        "skipped: ../shared (corpus, JSONTestSuite) is absent beside the project; set PALETTE_SHARED to its path"

    /// `../shared/corpus`.
    public static var corpus: URL? { url?.appendingPathComponent("corpus") }

    /// `../shared/JSONTestSuite/test_parsing`.
    public static var jsonTestSuite: URL? {
        url?.appendingPathComponent("JSONTestSuite").appendingPathComponent("test_parsing")
    }

    /// Every file named `name` below `root`, sorted by path.
    public static func files(named name: String, under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == name }
            .sorted { $0.path < $1.path }
    }

    /// The project's own fixtures folder, `Tests/Fixtures`.
    public static let fixtures: URL = packageRoot.appendingPathComponent("Tests").appendingPathComponent("Fixtures")
}
