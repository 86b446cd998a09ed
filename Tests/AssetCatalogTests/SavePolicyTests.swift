import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// What a save refuses (changing nothing) and what it keeps: read-only files and hard links are
/// refused, a symbolic link is written through, owner and group are kept, a change on disk that
/// restored the size and time is caught, and temporary files of killed saves are removed.
/// (Refusals for another user's files run the real binary as that user: `FileSafetyCLITests`.)
@Suite struct SavePolicyTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
    static let relative = "A.xcassets/red.colorset/Contents.json"

    /// A catalog with one colorset, edited in memory; `prepare` gets the file's path before loading.
    static func edited(_ prepare: (String) throws -> Void = { _ in }) throws -> (TemporaryFolder, ColorSet) {
        let folder = try TemporaryFolder([relative: red])
        try prepare(folder.url(relative))
        var colorSet = try #require(CatalogLoader.loadCatalog(at: folder.url("A.xcassets")).colorSets.first)
        try colorSet.setComponents(ofVariant: 0, channels: [0, 0, 1])
        return (folder, colorSet)
    }

    static func status(_ path: String, followingLinks: Bool = true) throws -> stat {
        var info = stat()
        try #require((followingLinks ? stat(path, &info) : lstat(path, &info)) == 0)
        return info
    }

    static func folderListing(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    @Test func aReadOnlyFileIsRefusedEvenForItsOwnerAndRoot() throws {
        let (folder, colorSet) = try Self.edited { try #require(chmod($0, 0o444) == 0) }
        let path = folder.url(Self.relative)
        var saving = colorSet
        #expect(throws: SaveError.readOnly(path: path, mode: 0o444)) { try saving.save() }
        #expect(throws: SaveError.readOnly(path: path, mode: 0o444)) { try saving.save(force: true) }
        #expect(SaveError.readOnly(path: path, mode: 0o444).message
                == "'\(path)' is read-only (mode 0444); make it writable to save it")
        #expect(String(decoding: try folder.read(Self.relative), as: UTF8.self) == Self.red)
        #expect(saving.isDirty)
        #expect(try Self.folderListing(folder.url("A.xcassets/red.colorset")) == ["Contents.json"])
    }

    @Test func aFileWithOtherHardLinksIsRefused() throws {
        let (folder, colorSet) = try Self.edited { try #require(link($0, $0 + ".other") == 0) }
        let path = folder.url(Self.relative)
        var saving = colorSet
        #expect(throws: SaveError.hardLinks(path: path, count: 2)) { try saving.save(force: true) }
        #expect(try Self.status(path).st_ino == Self.status(path + ".other").st_ino)
        #expect(String(decoding: try folder.read(Self.relative), as: UTF8.self) == Self.red)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder(["Shared/red.json": Self.red, "A.xcassets/red.colorset/": ""])
        try #require(symlink("../../Shared/red.json", folder.url(Self.relative)) == 0)
        var colorSet = try #require(CatalogLoader.loadCatalog(at: folder.url("A.xcassets")).colorSets.first)
        let before = try Self.status(folder.url("Shared/red.json")).st_ino
        try colorSet.setComponents(ofVariant: 0, channels: [0, 0, 1])
        try colorSet.save()
        #expect(try Self.status(folder.url(Self.relative), followingLinks: false).st_mode & S_IFMT == S_IFLNK)
        let saved = String(decoding: try folder.read("Shared/red.json"), as: UTF8.self)
        #expect(saved.contains("\"blue\" : \"0xFF\""))
        #expect(try Self.status(folder.url("Shared/red.json")).st_ino != before, "replaced by rename, not rewritten in place")
        #expect(try Self.folderListing(folder.url("Shared")) == ["red.json"])
        try colorSet.setComponents(ofVariant: 0, channels: [0, 1, 1])
        try colorSet.save()
        #expect(String(decoding: try folder.read(Self.relative), as: UTF8.self).contains("\"green\" : \"0xFF\""))
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func ownerGroupAndModeAreKept() throws {
        let (folder, colorSet) = try Self.edited { try #require(chown($0, 65534, 65534) == 0 && chmod($0, 0o640) == 0) }
        let path = folder.url(Self.relative)
        var saving = colorSet
        try saving.save()
        let info = try Self.status(path)
        #expect((info.st_uid, info.st_gid, info.st_mode & 0o7777) == (65534, 65534, 0o640))
    }

    @Test func aSameSizeChangeWithTheModificationTimeRestoredIsCaught() throws {
        let (folder, colorSet) = try Self.edited()
        let path = folder.url(Self.relative)
        let before = try Self.status(path)
        // What r11 does: rewrite the bytes in place at the same size, then put the times back.
        let theirs = Self.red.replacingOccurrences(of: "\"xcode\"", with: "\"XCODE\"")
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data(theirs.utf8))
        try handle.close()
        #if canImport(Darwin)
        var times = [before.st_atimespec, before.st_mtimespec]
        #else
        var times = [before.st_atim, before.st_mtim]
        #endif
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(FileSystem.stamp(FilePath(path)) == colorSet.stamp, "the stamp alone cannot see this change")
        var saving = colorSet
        #expect(throws: SaveError.changedOnDisk(path: path)) { try saving.save() }
        #expect(String(decoding: try folder.read(Self.relative), as: UTF8.self) == theirs)
    }

    @Test func temporaryFilesOfKilledSavesAreRemovedBySaveAndReload() throws {
        let (folder, colorSet) = try Self.edited()
        let colorSetFolder = "A.xcassets/red.colorset/"
        let kept = [".Contents.json.palette-Ab12C", ".Contents.json.palette-Ab12Cd.bak", ".Other.json.palette-Ab12Cd",
                    "Contents.json.palette-Ab12Cd", ".Contents.json.palette-Ab_2Cd"]
        for name in kept + [".Contents.json.palette-Ab12Cd", ".Contents.json.palette-000000"] {
            try folder.write("partial", to: colorSetFolder + name)
        }
        try folder.write("", to: colorSetFolder + ".Contents.json.palette-Zz99Zz/")
        var saving = colorSet
        try saving.save()
        let expected = (kept + ["Contents.json", ".Contents.json.palette-Zz99Zz"]).sorted()
        #expect(try Self.folderListing(folder.url(colorSetFolder)) == expected)

        try folder.write("partial", to: colorSetFolder + ".Contents.json.palette-q1W2e3")
        let reloaded = saving.reloadedFromDisk()
        #expect(try Self.folderListing(folder.url(colorSetFolder)) == expected)
        #expect(reloaded.document?.bytes == saving.document?.bytes)
    }
}
