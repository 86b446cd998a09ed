import Testing
import TestSupport
@testable import AssetCatalog

/// `Catalog.pathRanks`: the colorsets' places in the order of their paths' text, from the tree.
@Suite struct PathOrderTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    /// The ranks order the colorsets as sorting their `contentsPath`s does, where Xcode's order
    /// differs: digit runs, case, and names that stop where a sibling's goes on with `-`, `.`, a
    /// space or digits (`a/` sorts after `a-b/`, `a.b.colorset/` and `a b/`), within their first
    /// sixteen bytes and past them.
    @Test func ranksFollowThePathsText() throws {
        var files: [String: String] = [:]
        for name in ["Group0/x", "Group1/x", "Group10/x", "Group2/x", "a/x", "a-b/x", "a.b", "a b/x", "a", "A", "a0",
                     "chart2", "chart10", "Chart1", "token10.disabled", "token10", "token100", "z/a/b", "z/a-b", "z-/c",
                     // Past the sixteen bytes most comparisons look at.
                     "sixteenbyteslong", "sixteenbyteslong-x", "sixteenbyteslong/x", "sixteenbyteslon", "sixteenbyteslong.b",
                     "sixteenbyteslongname2", "sixteenbyteslongname10"] {
            files["Cat.xcassets/\(name).colorset/Contents.json"] = Self.red
        }
        let folder = try TemporaryFolder(files)
        let catalog = CatalogLoader.loadCatalog(at: folder.url("Cat.xcassets"))
        let ranks = try #require(catalog.pathRanks)
        #expect(catalog.colorSets.count == files.count)
        #expect(Set(ranks) == Set(catalog.colorSets.indices))
        let byRank = catalog.colorSets.indices.sorted { ranks[$0] < ranks[$1] }.map { catalog.colorSets[$0].contentsPath }
        #expect(byRank == catalog.colorSets.map(\.contentsPath).sorted())
        // Xcode's order is not that one: the ranks are not just the positions.
        #expect(ranks != Array(catalog.colorSets.indices))
    }

    /// Generated trees: names of one to twenty characters of `aZ0-. _`, some in folders.
    @Test(arguments: [1, 2, 3]) func ranksFollowThePathsTextOfGeneratedNames(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("aZ0-. _")
        func name() -> String { String((0..<Int.random(in: 1...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        var files: [String: String] = [:]
        for _ in 0..<60 {
            let folder = Bool.random(using: &generator) ? name() + "/" : ""
            files["Cat.xcassets/\(folder)\(name()).colorset/Contents.json"] = Self.red
        }
        // A name ending in `.` or space is not kept as written by every file system: left out.
        files = files.filter { !$0.key.contains("./") && !$0.key.contains(" /") && !$0.key.contains("/.") && !$0.key.contains(". ") }
        let folder = try TemporaryFolder(files)
        let catalog = CatalogLoader.loadCatalog(at: folder.url("Cat.xcassets"))
        let ranks = try #require(catalog.pathRanks)
        // Folders with a `.` are not groups: their colorsets are not read.
        #expect(catalog.colorSets.count > 20)
        let byRank = catalog.colorSets.indices.sorted { ranks[$0] < ranks[$1] }.map { catalog.colorSets[$0].contentsPath }
        #expect(byRank == catalog.colorSets.map(\.contentsPath).sorted())
    }

    @Test func aNameThatIsNotASCIILeavesTheOrderUnknown() throws {
        let folder = try TemporaryFolder([
            "Cat.xcassets/caf\u{E9}.colorset/Contents.json": Self.red,
            "Cat.xcassets/cafe.colorset/Contents.json": Self.red,
        ])
        #expect(CatalogLoader.loadCatalog(at: folder.url("Cat.xcassets")).pathRanks == nil)
    }

    @Test func ranksAreNotPartOfWhatACatalogIs() throws {
        let folder = try TemporaryFolder(["Cat.xcassets/a.colorset/Contents.json": Self.red])
        let loaded = CatalogLoader.loadCatalog(at: folder.url("Cat.xcassets"))
        var bare = loaded
        bare.pathRanks = nil
        #expect(loaded.pathRanks == [0])
        #expect(bare == loaded)
    }
}
