import ColorScience
import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// `CatalogLoader.rescan` and `Catalog.rebuilt(from:)`: a catalog scanned again after colorsets
/// or folders were added or removed on disk.
@Suite struct CatalogRescanTests {
    static func red(_ value: String) -> String {
        XcodeJSON.colorSet([XcodeJSON.entry(red: value, green: "0x00", blue: "0x00")])
    }

    private func catalog() throws -> TemporaryFolder {
        try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Brand/accent.colorset/Contents.json": Self.red("0x10"),
            "A.xcassets/Brand/primary.colorset/Contents.json": Self.red("0x20"),
            "A.xcassets/Empty/": "",
            "A.xcassets/zeta.colorset/Contents.json": Self.red("0x30"),
        ])
    }

    @Test func theLoadRecordsEveryGroupFolderWithItsStamp() throws {
        let folder = try catalog()
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let source = try #require(loaded.source)
        // The empty folder too: a colorset made in it later changes its stamp, not its parent's.
        #expect(source.folders.map(\.path.description) == ["A.xcassets", "A.xcassets/Brand", "A.xcassets/Empty"].map(folder.url))
        #expect(source.folders.allSatisfy { $0.stamp != nil && !$0.changedOnDisk })
    }

    @Test func anUnchangedShapeLoadsNothing() throws {
        let folder = try catalog()
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        // A changed color is the stamp check's business, not the rescan's.
        try folder.write(Self.red("0x99"), to: "A.xcassets/Brand/accent.colorset/Contents.json")
        let rescan = try #require(CatalogLoader.rescan(loaded))
        #expect(rescan.fresh == nil)
        #expect(rescan.source == loaded.source)
    }

    @Test func anAddedColorSetIsLoadedAndTheOthersKeepTheirValues() throws {
        let folder = try catalog()
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        try folder.write(Self.red("0x40"), to: "A.xcassets/Brand/beta.colorset/Contents.json")
        try folder.write(Self.red("0x50"), to: "A.xcassets/Empty/inner.colorset/Contents.json")
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/zeta.colorset"))
        let rescan = try #require(CatalogLoader.rescan(loaded))
        #expect(rescan.source.folders.contains { $0.path.description == folder.url("A.xcassets/Brand") && !$0.changedOnDisk })
        let fresh = try #require(rescan.fresh)
        #expect(fresh == CatalogLoader.loadCatalog(at: folder.url("A.xcassets")), "the same as a load")
        let rebuild = loaded.rebuilt(from: fresh)
        #expect(rebuild.catalog.colorSets.map(\.qualifiedName) == ["Brand/accent", "Brand/beta", "Brand/primary", "inner"])
        #expect(rebuild.colorSets == [0, 2, nil])
        #expect(rebuild.catalog.colorSets[0] == loaded.colorSets[0])
        #expect(rebuild.folders == [0, 1])
        #expect((rebuild.added, rebuild.removed) == (2, 1))
    }

    @Test func aFolderThatBecomesANamespaceRenamesItsColors() throws {
        let folder = try catalog()
        try folder.write(Self.red("0x40"), to: "A.xcassets/Plain/tint.colorset/Contents.json")
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(CatalogLoader.rescan(loaded)?.fresh == nil)
        try folder.write(XcodeJSON.folder(namespace: true), to: "A.xcassets/Plain/Contents.json")
        let fresh = try #require(CatalogLoader.rescan(loaded)?.fresh)
        let rebuild = loaded.rebuilt(from: fresh)
        #expect(rebuild.catalog.colorSets.map(\.qualifiedName).contains("Plain/tint"))
        #expect((rebuild.added, rebuild.removed) == (0, 0))
    }

    @Test func aFolderMadeANamespaceByRewritingItsContentsInPlaceIsNoticed() throws {
        let folder = try catalog()
        try folder.write(Self.red("0x40"), to: "A.xcassets/Plain/tint.colorset/Contents.json")
        try folder.write(XcodeJSON.folder(), to: "A.xcassets/Plain/Contents.json")
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let plain = try #require(loaded.source?.folders.first { $0.path.description == folder.url("A.xcassets/Plain") })
        #expect(!plain.changedOnDisk)
        // As an editor that saves in place does: the same file truncated and written, no entry
        // added or renamed, so the folder's own stamp stays as it was.
        let handle = try #require(FileHandle(forWritingAtPath: folder.url("A.xcassets/Plain/Contents.json")))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(XcodeJSON.folder(namespace: true).utf8))
        try handle.close()
        #expect(FileSystem.stamp(plain.path) == plain.stamp)
        #expect(plain.changedOnDisk)
        let rescan = try #require(CatalogLoader.rescan(loaded))
        let rebuild = loaded.rebuilt(from: try #require(rescan.fresh), gone: rescan.gone)
        #expect(rebuild.catalog.colorSets.map(\.qualifiedName).contains("Plain/tint"))
    }

    @Test func anUnreadableColorSetInAFolderThatBecomesANamespaceIsRenamedToo() throws {
        let folder = try catalog()
        try folder.write("{ not json", to: "A.xcassets/Plain/tint.colorset/Contents.json")
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(loaded.colorSets.first { $0.name == "tint" }?.document == nil)
        try folder.write(XcodeJSON.folder(namespace: true), to: "A.xcassets/Plain/Contents.json")
        let rescan = try #require(CatalogLoader.rescan(loaded))
        let rebuild = loaded.rebuilt(from: try #require(rescan.fresh), gone: rescan.gone)
        #expect(rebuild.catalog.colorSets.map(\.qualifiedName).contains("Plain/tint"))
    }

    @Test func aKeptColorSetStaysWithItsNameWhenItsFoldersAreGone() throws {
        let folder = try catalog()
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/Brand"))
        let accent = try #require(loaded.colorSets.first { $0.name == "accent" })
        let rescan = try #require(CatalogLoader.rescan(loaded, keeping: [accent.contentsFile.parent]))
        #expect(rescan.gone == [accent.contentsFile.parent])
        let fresh = try #require(rescan.fresh)
        let kept = try #require(fresh.colorSets.first { $0.name == "accent" })
        #expect(kept.diagnostics.contains { $0.severity == .error }, "its file is gone")
        #expect(!fresh.colorSets.contains { $0.name == "primary" })
        let rebuild = loaded.rebuilt(from: fresh, gone: rescan.gone)
        #expect(rebuild.colorSets == [0, nil, 1])
        #expect(rebuild.catalog.colorSets[0] == accent)
        #expect(rebuild.catalog.colorSets[0].qualifiedName == "Brand/accent")
        // The folder that went with it keeps its file and namespace, for a save to make it again.
        let brand = try #require(rebuild.catalog.folders.first { $0.name == "Brand" })
        #expect(brand.providesNamespace && brand.namespace == "Brand/")
        #expect(brand.document?.bytes == Array(XcodeJSON.folder(namespace: true).utf8))
    }

    @Test func savingAColorSetGoneWithItsFoldersMakesThemAgainAsTheyWere() throws {
        let folder = try catalog()
        try folder.write(XcodeJSON.folder(namespace: true), to: "A.xcassets/Brand/Deep/Contents.json")
        try folder.write(Self.red("0x40"), to: "A.xcassets/Brand/Deep/tint.colorset/Contents.json")
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let tint = try #require(loaded.colorSets.first { $0.name == "tint" })
        #expect(tint.qualifiedName == "Brand/Deep/tint")
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/Brand"))
        let rescan = try #require(CatalogLoader.rescan(loaded, keeping: [tint.contentsFile.parent]))
        let rebuilt = loaded.rebuilt(from: try #require(rescan.fresh), gone: rescan.gone).catalog
        let index = try #require(rebuilt.colorSets.firstIndex { $0.name == "tint" })
        #expect(rebuilt.folders(above: index).map(\.name) == ["A.xcassets", "Brand", "Deep"])
        // The file is gone: written back when the user says to overwrite (`w`, `o`, `y`).
        var kept = rebuilt.colorSets[index]
        try kept.setColor(ofVariant: 0, to: SpaceColor(space: .srgb, channels: [0.1, 0.2, 0.3], alpha: 1), template: nil)
        try kept.save(force: true, restoring: rebuilt.folders(above: index))
        #expect(try folder.read("A.xcassets/Brand/Contents.json") == Data(XcodeJSON.folder(namespace: true).utf8))
        #expect(try folder.read("A.xcassets/Brand/Deep/Contents.json") == Data(XcodeJSON.folder(namespace: true).utf8))
        let again = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(again.colorSets.first { $0.name == "tint" }?.qualifiedName == "Brand/Deep/tint")
        #expect(again.diagnostics.isEmpty)
    }

    @Test func aFolderStillOnDiskIsLeftAloneWhenAColorSetInItIsWrittenBack() throws {
        let folder = try catalog()
        let loaded = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let index = try #require(loaded.colorSets.firstIndex { $0.name == "accent" })
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/Brand/accent.colorset"))
        // Rewritten meanwhile by someone else, without the namespace: not palette's to put back.
        try folder.write(XcodeJSON.folder(), to: "A.xcassets/Brand/Contents.json")
        var accent = loaded.colorSets[index]
        try accent.setColor(ofVariant: 0, to: SpaceColor(space: .srgb, channels: [0.1, 0.2, 0.3], alpha: 1), template: nil)
        try accent.save(force: true, restoring: loaded.folders(above: index))
        #expect(try folder.read("A.xcassets/Brand/Contents.json") == Data(XcodeJSON.folder().utf8))
        #expect(FileManager.default.fileExists(atPath: folder.url("A.xcassets/Brand/accent.colorset/Contents.json")))
    }

    @Test func aSearchRecordsTheFoldersItSearchedAndNoneForACatalogPath() throws {
        let folder = try catalog()
        try folder.write("let x = 1\n", to: "App/Sources/View.swift")
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(Set(workspace.searchedFolders.map(\.path.description)) == [folder.path, folder.url("App"), folder.url("App/Sources")])
        #expect(!workspace.searchedFolders.contains { $0.entriesChangedOnDisk })
        #expect(CatalogLoader.load(paths: [folder.url("A.xcassets")]).searchedFolders.isEmpty)
    }

    @Test func searchingAgainBelowChangedFoldersFindsNewCatalogsAndDropsGoneFolders() throws {
        let folder = try catalog()
        try folder.write("let x = 1\n", to: "App/Sources/View.swift")
        let workspace = CatalogLoader.load(paths: [folder.path])
        try folder.write(XcodeJSON.folder(), to: "App/Widget/New.xcassets/Contents.json")
        try folder.write(Self.red("0x50"), to: "App/Widget/New.xcassets/glow.colorset/Contents.json")
        try folder.write(XcodeJSON.folder(), to: "App/Sources/Other.xcassets/Contents.json")
        try folder.write(Self.red("0x60"), to: "App/Sources/Other.xcassets/ember.colorset/Contents.json")
        let changed = workspace.searchedFolders.filter(\.entriesChangedOnDisk)
        #expect(Set(changed.map(\.path.description)) == [folder.url("App"), folder.url("App/Sources")])
        let (catalogs, searched) = CatalogLoader.newCatalogs(in: workspace, below: changed, searched: workspace.searchedFolders)
        #expect(catalogs.map(\.name).sorted() == ["New", "Other"])
        #expect(Set(searched.map(\.path.description)) == [folder.path, folder.url("App"), folder.url("App/Sources"), folder.url("App/Widget")])
        #expect(!searched.contains { $0.entriesChangedOnDisk })
        // Found again only if not loaded: the workspace with them finds nothing more.
        var grown = workspace
        grown.catalogs += catalogs
        #expect(CatalogLoader.newCatalogs(in: grown, below: changed, searched: workspace.searchedFolders).catalogs.isEmpty)
        // A folder gone is dropped.
        try FileManager.default.removeItem(atPath: folder.url("App/Widget"))
        let gone = searched.filter(\.entriesChangedOnDisk)
        #expect(gone.map(\.path.description).sorted() == [folder.url("App"), folder.url("App/Widget")])
        let after = CatalogLoader.newCatalogs(in: grown, below: gone, searched: searched)
        #expect(after.catalogs.isEmpty)
        #expect(Set(after.searched.map(\.path.description)) == [folder.path, folder.url("App"), folder.url("App/Sources")])
    }

    @Test func aCatalogNotReadFromDiskIsNotScanned() {
        let snapshot = CatalogSnapshot(path: "S.xcassets", files: ["x.colorset/Contents.json": Array(Self.red("0x10").utf8)])
        #expect(CatalogLoader.rescan(CatalogLoader.loadCatalog(snapshot)) == nil)
    }
}
