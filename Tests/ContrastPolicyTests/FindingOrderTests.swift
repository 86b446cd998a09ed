import AssetCatalog
import PaletteConfig
import TestSupport
import Testing
@testable import ContrastPolicy

/// `check`'s findings sorted by the colorsets' path order (`FindingOrder`) come out as sorting
/// them by their files' text does.
@Suite struct FindingOrderTests {
    /// Three catalogs, listed otherwise than their paths order (`A-b.xcassets/` before
    /// `A.xcassets/`), with names whose Xcode order is not their paths' (`Group2`, `Group10`,
    /// `a`, `a-b`, `a.b`), failing pairs, near duplicates, and findings at files that are not a
    /// told colorset: one's `Contents.json` (with and without a position), a group's, the config,
    /// a path between colorsets' and the catalog's folder.
    @Test func findingsSortAsByTheirFilesText() throws {
        let gray = ["any": "#8E8E93", "dark": "#636366"], page = ["any": "#FFFFFF", "dark": "#000000"]
        let names = ["text", "text-b", "text.b", "Group2/text", "Group10/text", "a/text", "a-b/text", "a.b/text"]
        var colors = Dictionary(uniqueKeysWithValues: names.map { ($0, gray) })
        colors["page"] = page
        let catalog = try TestCatalog(catalogs: ["App/A.xcassets": colors, "App/A-b.xcassets": colors, "Lib/Z.xcassets": colors])
        let workspace = catalog.workspace
        let section = ContrastSection(pairs: names.map { PairListTests.rule($0, ["page"]) })
        let root = catalog.folder.path, first = workspace.catalogs[0].colorSets[0].contentsPath
        let extra = [
            Diagnostic(file: first, line: 3, column: 5, .missingContents), Diagnostic(file: first, .missingContents),
            Diagnostic(file: root + "/App/A.xcassets/Group2/Contents.json", .missingContents),
            Diagnostic(file: root + "/App/A.xcassets/text-a.colorset/Contents.json", line: 1, column: 1, .missingContents),
            Diagnostic(file: root + "/App/A.xcassets", .missingContents), Diagnostic(file: "palette.yml", line: 2, column: 3, .missingContents),
            Diagnostic(file: root + "/palette.yml", .missingContents), Diagnostic(file: root + "/Lib/Z.xcassets/zz/Contents.json", .missingContents),
        ]
        var unranked = workspace
        for index in unranked.catalogs.indices { unranked.catalogs[index].pathRanks = nil }
        #expect(FindingOrder(workspace: workspace) != nil)
        #expect(FindingOrder(workspace: unranked) == nil)

        let ranked = Array(CheckFindings.diagnostics(workspace: workspace, section: section, configFile: "palette.yml", adding: extra))
        let byText = Array(CheckFindings.diagnostics(workspace: unranked, section: section, configFile: "palette.yml", adding: extra))
        #expect(ranked.count > 100)
        #expect(Set(ranked.map(\.code)).isSuperset(of: ["contrast.fail", "colorset.near-duplicate", "colorset.missing-contents"]))
        #expect(ranked == byText)
        #expect(zip(ranked, ranked.dropFirst()).allSatisfy { !($1 < $0) })
    }

    /// A file with more findings than a bucket sorts by insertion (a source file with many),
    /// made out of order, some on one line: sorted as by their files' text, ties by code.
    @Test func manyFindingsInOneFileSortAsByText() throws {
        let colors = ["text": ["any": "#8E8E93"], "page": ["any": "#FFFFFF"]]
        let catalog = try TestCatalog(catalogs: ["A.xcassets": colors])
        var unranked = catalog.workspace
        unranked.catalogs[0].pathRanks = nil
        let colorSet = catalog.workspace.catalogs[0].colorSets[0].contentsPath
        var generator = SeededGenerator(seed: 17)
        let extra = (0..<200).map { index in
            Diagnostic(file: index % 3 == 0 ? colorSet : "Sources/View.swift", line: Int.random(in: 1...40, using: &generator),
                       column: index % 5, index % 2 == 0 ? .missingContents : .noAnySlot)
        }
        let ranked = Array(CheckFindings.diagnostics(workspace: catalog.workspace, section: nil, configFile: nil, adding: extra))
        let byText = Array(CheckFindings.diagnostics(workspace: unranked, section: nil, configFile: nil, adding: extra))
        #expect(ranked.count >= 200)
        #expect(ranked == byText)
        #expect(zip(ranked, ranked.dropFirst()).allSatisfy { !($1 < $0) })
    }

    /// The codes and severities `check` counts and groups by are read without making each
    /// diagnostic (its contrast failures and near duplicates are made when read), and are those
    /// of the diagnostics made: a declared pair's failure an error, an inferred one's a warning,
    /// a near duplicate a note.
    @Test func codesAndSeveritiesReadWithoutMakingAreThoseOfTheDiagnostics() throws {
        let gray = ["any": "#8E8E93", "dark": "#636366"]
        let catalog = try TestCatalog(["caption": gray, "textSecondary": gray, "page": ["any": "#FFFFFF", "dark": "#000000"],
                                               "backgroundPrimary": ["any": "#FFFFFF", "dark": "#000000"]])
        let section = ContrastSection(pairs: [PairListTests.rule("caption", ["page"])], infer: true)
        let found = CheckFindings.diagnostics(workspace: catalog.workspace, section: section, configFile: "palette.yml")
        let made = Array(found)
        #expect(found.indices.map { found.code(at: $0) } == made.map(\.code))
        #expect(found.indices.map { found.severity(at: $0) } == made.map(\.severity))
        #expect(Set(made.map(\.severity)) == [.error, .warning, .note])
        #expect(made.contains { $0.code == "contrast.fail" && $0.severity == .warning && $0.message.contains("textSecondary") })
        #expect(found.hasErrors)
        #expect(!Array(made.filter { $0.severity != .error }).hasErrors)
    }

    /// A catalog inside another's folder has colorsets whose paths fall among the other's.
    @Test func aCatalogInsideAnotherLeavesThePathOrderUnknown() throws {
        let colors = ["text": ["any": "#8E8E93"], "page": ["any": "#FFFFFF"]]
        let catalog = try TestCatalog(catalogs: ["A.xcassets": colors, "B.xcassets": colors])
        var workspace = catalog.workspace
        #expect(FindingOrder(workspace: workspace) != nil)
        workspace.catalogs[1].path = workspace.catalogs[0].path + "/Inner"
        #expect(FindingOrder(workspace: workspace) == nil)
    }
}
