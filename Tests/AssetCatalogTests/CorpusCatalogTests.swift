import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// Real catalogs from six open-source apps load with no errors, and every colorset resolves.
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct CorpusCatalogTests {
    static var apps: [String] {
        guard let corpus = SharedFolder.corpus,
              let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test(arguments: apps)
    func loadsWithoutErrors(_ app: String) throws {
        let corpus = try #require(SharedFolder.corpus)
        let workspace = CatalogLoader.load(paths: [corpus.appendingPathComponent(app).path])
        #expect(!workspace.catalogs.isEmpty)
        let errors = workspace.allDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.formatted))")
        let files = SharedFolder.files(named: "Contents.json", under: corpus.appendingPathComponent(app))
            .filter { $0.deletingLastPathComponent().pathExtension == "colorset" }
        #expect(workspace.catalogs.reduce(0) { $0 + $1.colorSets.count } == files.count)
        for catalog in workspace.catalogs {
            for colorSet in catalog.colorSets where colorSet.variants.contains(where: { $0.color != nil }) {
                #expect(colorSet.resolvedColor(TraitRequest(appearance: .light)) != nil, "\(colorSet.qualifiedName)")
            }
        }
    }

    @Test func mastodonNamespacesQualifyNames() throws {
        let corpus = try #require(SharedFolder.corpus)
        let workspace = CatalogLoader.load(paths: [corpus.appendingPathComponent("mastodon__mastodon-ios").path])
        let names = Set(workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
        #expect(names.contains("Colors/Label/primary"))
        #expect(names.contains("Colors/Label/primary.reverse"))
    }
}
