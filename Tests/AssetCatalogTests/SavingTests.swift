import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// Saving is atomic, keeps permissions, touches only edited files and never overwrites a file
/// that changed on disk since it was read.
@Suite struct SavingTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    static func catalog() throws -> (TemporaryFolder, Catalog) {
        let folder = try TemporaryFolder([
            "A.xcassets/red.colorset/Contents.json": red,
            "A.xcassets/other.colorset/Contents.json": red,
        ])
        return (folder, CatalogLoader.loadCatalog(at: folder.url("A.xcassets")))
    }

    @Test func savesOnlyTheEditedTokensAndKeepsPermissions() throws {
        let (folder, catalog) = try Self.catalog()
        let path = folder.url("A.xcassets/red.colorset/Contents.json")
        chmod(path, 0o640)
        let otherBefore = try FileManager.default.attributesOfItem(atPath: folder.url("A.xcassets/other.colorset/Contents.json"))
        var colorSet = try #require(catalog.colorSets.first { $0.name == "red" })
        colorSet.stamp = FileSystem.stamp(FilePath(path))
        try colorSet.setComponents(ofVariant: 0, channels: [0, 1, 0])
        try colorSet.save()
        let saved = String(decoding: try folder.read("A.xcassets/red.colorset/Contents.json"), as: UTF8.self)
        #expect(saved == Self.red.replacingOccurrences(of: "\"red\" : \"0xFF\"", with: "\"red\" : \"0x00\"")
            .replacingOccurrences(of: "\"green\" : \"0x00\"", with: "\"green\" : \"0xFF\""))
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o640)
        let otherAfter = try FileManager.default.attributesOfItem(atPath: folder.url("A.xcassets/other.colorset/Contents.json"))
        #expect(otherBefore[.modificationDate] as? Date == otherAfter[.modificationDate] as? Date)
        #expect(!colorSet.isDirty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url("A.xcassets/red.colorset"))
        #expect(leftovers == ["Contents.json"], "no temporary file is left behind")
    }

    @Test func aCleanColorSetIsNotWritten() throws {
        let (folder, catalog) = try Self.catalog()
        let path = folder.url("A.xcassets/red.colorset/Contents.json")
        let before = FileSystem.stamp(FilePath(path))
        var colorSet = try #require(catalog.colorSets.first { $0.name == "red" })
        try colorSet.save()
        #expect(FileSystem.stamp(FilePath(path)) == before)
    }

    @Test func refusesToOverwriteAFileChangedOnDisk() throws {
        let (folder, catalog) = try Self.catalog()
        var colorSet = try #require(catalog.colorSets.first { $0.name == "red" })
        try colorSet.setComponents(ofVariant: 0, channels: [0, 0, 1])
        let theirs = Self.red.replacingOccurrences(of: "0xFF", with: "0x80")
        try folder.write(theirs + " ", to: "A.xcassets/red.colorset/Contents.json")
        #expect(throws: SaveError.changedOnDisk(path: colorSet.contentsPath)) { try colorSet.save() }
        #expect(colorSet.isDirty, "the edit stays in memory")
        #expect(String(decoding: try folder.read("A.xcassets/red.colorset/Contents.json"), as: UTF8.self) == theirs + " ")
        try colorSet.save(force: true)
        #expect(!colorSet.isDirty)
    }

    @Test func aWriteErrorIsReportedAndTheEditStays() throws {
        let (folder, catalog) = try Self.catalog()
        var colorSet = try #require(catalog.colorSets.first { $0.name == "red" })
        try colorSet.setComponents(ofVariant: 0, channels: [0, 0, 1])
        // The colorset folder replaced by a file: nothing can be written below it.
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/red.colorset"))
        try folder.write("", to: "A.xcassets/red.colorset")
        #expect(throws: SaveError.self) { try colorSet.save(force: true) }
        #expect(colorSet.isDirty)
    }

    @Test func aForcedSaveWritesBackAColorSetWhoseFoldersWereRemoved() throws {
        let (folder, _) = try Self.catalog()
        try folder.write(Self.red, to: "A.xcassets/Group/deep.colorset/Contents.json")
        var colorSet = try #require(CatalogLoader.loadCatalog(at: folder.url("A.xcassets")).colorSets.first { $0.name == "deep" })
        try colorSet.setComponents(ofVariant: 0, channels: [0, 0, 1])
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/Group"))
        #expect(throws: SaveError.changedOnDisk(path: colorSet.contentsPath)) { try colorSet.save() }
        try colorSet.save(force: true)
        #expect(!colorSet.isDirty)
        #expect(Array(try folder.read("A.xcassets/Group/deep.colorset/Contents.json")) == colorSet.document?.bytes)
    }
}
