import AssetCatalog
import Foundation
import Testing
import TestSupport
@testable import SourceIndex

/// The Interface Builder files, plists and xcconfigs of six real apps (`../shared/corpus-code`).
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct CorpusTests {
    static var root: String { SharedFolder.url!.appendingPathComponent("corpus-code").path }

    static func check(_ folder: String) -> (SourceIndex, SourceChecks) {
        let workspace = CatalogLoader.load(paths: [folder])
        let table = ColorNameTable(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
        let index = SourceIndex.scan(SourceTree.find(roots: [folder]), table: table)
        return (index, SourceChecks(workspace: workspace, index: index))
    }

    @Test func everyInterfaceBuilderFileParsesAndItsFallbacksAreJudged() {
        let (index, checks) = Self.check(Self.root)
        #expect(index.problems.isEmpty, "\(index.problems)")
        #expect(index.interfaceBuilderFiles.count == 162)
        let fallbacks = index.interfaceBuilderFiles.flatMap(\.fallbacks)
        #expect(fallbacks.count == 198)
        // Every fallback is in a form palette reads, so each one was compared.
        #expect(fallbacks.allSatisfy { $0.color != nil })
        // At the apps' latest commits no fallback is stale; only the two past commits have one.
        let judged = checks.diagnostics.filter { $0.code.hasPrefix("ib.") && $0.code.hasSuffix("fallback") }
        #expect(judged.allSatisfy { $0.file.contains("/history/") }, "\(judged.map(\.formatted))")
    }

    static let snapshots: [(folder: String, file: String, line: Int, code: String, name: String)] = [
        ("Ranchero-Software__NetNewsWire@e032d7911f", "iOS/Inspector/Inspector.storyboard", 179, "ib.dark-fallback",
         "deleteBackgroundColor"),
        ("corona-warn-app__cwa-app-ios@6b004069e9",
         "src/xcode/ENA/ENA/Source/Views/ExposureSubmission/ExposureSubmissionTestResultHeaderView.xib", 154, "ib.dark-fallback", "chevron"),
    ]

    @Test(arguments: 0..<2)
    func aPastCommitReportsExactlyItsKnownFallbackAndTheFixRepairsOnlyIt(_ which: Int) throws {
        let snapshot = Self.snapshots[which]
        let folder = Self.root + "/history/" + snapshot.folder
        let (index, checks) = Self.check(folder)
        let findings = checks.diagnostics.filter { $0.code.hasPrefix("ib.") }
        #expect(findings.map { "\($0.file):\($0.line ?? 0) \($0.code)" } == ["\(folder)/\(snapshot.file):\(snapshot.line) \(snapshot.code)"])
        #expect(findings.first?.message.contains("'\(snapshot.name)'") == true)
        let path = folder + "/" + snapshot.file
        let file = try #require(index.interfaceBuilderFiles.first { $0.path == path })
        let fixed = FallbackFix.apply(try #require(checks.repairs[path]), to: file.bytes)
        // Byte-exact outside the one <color> tag after the resource's line.
        let before = file.bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let after = fixed.split(separator: 0x0A, omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before.indices, zip(before, after)).filter { $0.1.0 != $0.1.1 }.map { $0.0 + 1 }
        #expect(changed == [snapshot.line + 1])
        let line = String(decoding: after[snapshot.line], as: UTF8.self)
        #expect(line.hasPrefix("            <color red=\"") && line.hasSuffix("colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"))
    }
}
