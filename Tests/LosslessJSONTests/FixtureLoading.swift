import Foundation
import LosslessJSON
import TestSupport
import Testing

/// Reading test files as raw bytes (some JSONTestSuite files are invalid UTF-8 on purpose).
enum FixtureLoading {
    static func bytes(of url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    /// The names of the JSONTestSuite parsing files starting with `prefix`, sorted.
    static func testSuiteNames(prefix: String) -> [String] {
        guard let folder = SharedFolder.jsonTestSuite,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func testSuiteBytes(_ name: String) throws -> [UInt8] {
        let folder = try #require(SharedFolder.jsonTestSuite)
        return try bytes(of: folder.appendingPathComponent(name))
    }

    /// Paths of every colorset and catalog `Contents.json` in `../shared/corpus`, relative to it.
    static func corpusPaths() -> [String] {
        guard let corpus = SharedFolder.corpus else { return [] }
        let prefix = corpus.path.count + 1
        return SharedFolder.files(named: "Contents.json", under: corpus).map { String($0.path.dropFirst(prefix)) }
    }

    /// `Tests/Fixtures/json/<name>`.
    static func ownFixture(_ name: String) throws -> [UInt8] {
        try bytes(of: SharedFolder.fixtures.appendingPathComponent("json").appendingPathComponent(name))
    }
}
