import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// A catalog built from bytes in memory is the catalog the disk loader builds from the same files.
@Suite struct CatalogSnapshotTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    /// Every file of the catalog `root` as a snapshot.
    static func snapshot(of root: String) throws -> CatalogSnapshot {
        var files: [String: [UInt8]] = [:]
        for relative in try #require(FileManager.default.subpaths(atPath: root)) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
            }
        }
        return CatalogSnapshot(path: root, files: files)
    }

    /// What a catalog shows: names in tree order, folders, variants, state groups and diagnostics.
    static func summary(_ catalog: Catalog) -> [String] {
        catalog.colorSetsInTreeOrder.map { index in
            let colorSet = catalog.colorSets[index]
            return "\(colorSet.qualifiedName) \(colorSet.folderPath) \(colorSet.variants.map(\.traits.appearanceLabel))"
        }
            + catalog.folders.map { "\($0.path) \($0.namespace) \($0.children)" }
            + catalog.stateGroups.map { "\($0.name) \($0.members.map(\.colorSet))" }
            + catalog.allDiagnostics.map(\.formatted)
    }

    @Test func theDemoPaletteLoadsAlikeFromMemoryAndFromDisk() throws {
        let root = SharedFolder.packageRoot.path + "/Palettes/Demo.xcassets"
        let fromMemory = CatalogLoader.loadCatalog(try Self.snapshot(of: root))
        let fromDisk = CatalogLoader.loadCatalog(at: root)
        #expect(fromMemory.colorSets.count == fromDisk.colorSets.count)
        #expect(Self.summary(fromMemory) == Self.summary(fromDisk))
        #expect(fromMemory.colorSets.allSatisfy { $0.stamp == nil })
    }

    @Test func namespacesBrokenFilesAndIgnoredFoldersFollowTheDiskRules() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Colors/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Colors/Label/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Colors/Label/primary.reverse.colorset/Contents.json": Self.red,
            "A.xcassets/Colors/chart10.colorset/Contents.json": Self.red,
            "A.xcassets/Colors/chart2.colorset/Contents.json": "{\"colors\": [",
            "A.xcassets/Broken/Contents.json": "{",
            "A.xcassets/Broken/x.colorset/Contents.json": Self.red,
            "A.xcassets/Dotted.group/y.colorset/Contents.json": Self.red,
            "A.xcassets/Icon.imageset/Contents.json": "{}",
            "A.xcassets/NoContents.colorset/notes.txt": "",
        ])
        let fromMemory = CatalogLoader.loadCatalog(try Self.snapshot(of: folder.url("A.xcassets")))
        let fromDisk = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(Self.summary(fromMemory) == Self.summary(fromDisk))
        #expect(fromMemory.allDiagnostics.map(\.code).sorted()
                == ["colorset.missing-contents", "json.unexpected-end", "json.unexpected-end"],
                "\(fromMemory.allDiagnostics.map(\.formatted))")
    }

    struct FolderCase: Sendable, CustomTestStringConvertible {
        let file: String
        let catalog: String?
        var testDescription: String { file }
    }

    @Test(arguments: [
        FolderCase(file: "App/Assets.xcassets/Brand/x.colorset/Contents.json", catalog: "App/Assets.xcassets"),
        FolderCase(file: "A.xcassets/Contents.json", catalog: "A.xcassets"),
        FolderCase(file: "A.xcassets/Inner.xcassets/x.colorset/Contents.json", catalog: "A.xcassets"),
        FolderCase(file: "Pods/Lib/A.xcassets/x.colorset/Contents.json", catalog: nil),
        FolderCase(file: ".build-release/A.xcassets/x.colorset/Contents.json", catalog: nil),
        FolderCase(file: "App/A.xcassets", catalog: nil),
        FolderCase(file: "README.md", catalog: nil),
    ])
    func catalogFolderIsWhereTheLoaderWouldFindIt(_ testCase: FolderCase) {
        #expect(CatalogSnapshot.catalogFolder(containing: testCase.file) == testCase.catalog)
    }
}
