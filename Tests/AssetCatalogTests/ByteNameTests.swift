import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// Folder names that are not valid UTF-8 are kept as bytes from the listing to the save, and only
/// shown with the bytes escaped as `\xNN`.
@Suite struct ByteNameTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    /// Makes the folder `path` and writes `contents` to `path/Contents.json`, by bytes.
    static func makeColorSet(_ path: FilePath, contents: String) throws {
        try #require(path.withCString { mkdir($0, 0o755) } == 0)
        let file = path.appending("Contents.json")
        let descriptor = file.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        try #require(write(descriptor, bytes, bytes.count) == bytes.count)
    }

    /// Removes what `makeColorSet` made, which Foundation cannot name.
    static func remove(_ path: FilePath) {
        path.appending("Contents.json").withCString { _ = unlink($0) }
        path.withCString { _ = rmdir($0) }
    }

    @Test func colorSetsInFoldersWithInvalidUTF8LoadAndSave() throws {
        let folder = try TemporaryFolder(["A.xcassets/": ""])
        let badColorSet = FilePath(folder.url("A.xcassets")).appending([0x62, 0x61, 0x64, 0xFF] + Array(".colorset".utf8))
        let badCatalog = FilePath(folder.path).appending([0x42, 0xFE] + Array(".xcassets".utf8))
        try #require(badCatalog.withCString { mkdir($0, 0o755) } == 0)
        try Self.makeColorSet(badColorSet, contents: Self.red)
        try Self.makeColorSet(badCatalog.appending("ok.colorset"), contents: Self.red)
        defer {
            Self.remove(badColorSet)
            Self.remove(badCatalog.appending("ok.colorset"))
            badCatalog.withCString { _ = rmdir($0) }
        }

        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.allDiagnostics.map(\.formatted) == [])
        #expect(workspace.catalogs.map(\.name) == ["A", "B\\xFE"])
        var colorSet = try #require(workspace.catalogs.first?.colorSets.first)
        #expect(colorSet.name == "bad\\xFF")
        #expect(colorSet.contentsPath == folder.url("A.xcassets") + "/bad\\xFF.colorset/Contents.json")
        #expect(colorSet.contentsFile == badColorSet.appending("Contents.json"))
        #expect(colorSet.document != nil)

        try colorSet.setComponents(ofVariant: 0, channels: [0, 0, 1])
        try colorSet.save()
        let saved = try FileSystem.read(colorSet.contentsFile).bytes
        #expect(String(decoding: saved, as: UTF8.self).contains("\"blue\" : \"0xFF\""))
        #expect(!colorSet.isDirty)
        #expect(colorSet.reloadedFromDisk().document?.bytes == saved)
    }

    struct Display: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var text: String
        var testDescription: String { text }
    }

    @Test(arguments: [
        Display(bytes: Array("plain/é.colorset".utf8), text: "plain/é.colorset"),
        Display(bytes: [0x62, 0xFF], text: "b\\xFF"),
        Display(bytes: [0xC3], text: "\\xC3"),
        Display(bytes: [0xE2, 0x82, 0x41], text: "\\xE2\\x82A"),
        Display(bytes: [0xC0, 0x80, 0x0A], text: "\\xC0\\x80\n"),
        Display(bytes: [0xED, 0xA0, 0x80], text: "\\xED\\xA0\\x80"),
    ])
    func onlyInvalidBytesAreEscaped(_ example: Display) {
        #expect(FilePath(bytes: example.bytes).description == example.text)
    }

    @Test func pathsJoinAndSplitAsBytes() {
        #expect(FilePath(".").appending("A.xcassets") == FilePath("A.xcassets"))
        #expect(FilePath("/").appending("tmp") == FilePath("/tmp"))
        #expect(FilePath("a/b").appending([0xFF]).bytes == Array("a/b/".utf8) + [0xFF])
        #expect(FilePath("/x/Contents.json").parent == FilePath("/x"))
        #expect(FilePath("/Contents.json").parent == FilePath("/"))
        #expect(FilePath("Contents.json").parent == FilePath("."))
        #expect(Array(FilePath("/x/A.xcassets/").lastComponent) == Array("A.xcassets".utf8))
        #expect(FilePath("/a/b").contains(FilePath("/a/b/c")))
        #expect(FilePath("/a/b").contains(FilePath("/a/b")))
        #expect(!FilePath("/a/b").contains(FilePath("/a/bc")))
        #expect(FilePath("/").contains(FilePath("/a")))
    }

    /// The text of a name's bytes, by the ASCII path (contiguous bytes) and the general one, which
    /// agree: ASCII as it is, valid UTF-8 as it is, each other byte as `\xNN`.
    @Test(arguments: [
        ([UInt8]("Brand/accent.colorset/Contents.json".utf8), "Brand/accent.colorset/Contents.json"),
        ([UInt8]("Caf\u{E9} \u{1F3A8}/Gr\u{FC}n".utf8), "Caf\u{E9} \u{1F3A8}/Gr\u{FC}n"),
        ([0x62, 0x61, 0x64, 0xFF], "bad\\xFF"),
        ([0xC3, 0x28, 0x41, 0x0A], "\\xC3(A\n"),
        ([], ""),
    ])
    func displayTextKeepsValidUTF8AndEscapesTheRest(_ bytes: [UInt8], _ text: String) {
        #expect(FilePath.displayText(bytes) == text)
        #expect(FilePath.displayText(bytes[...]) == text)
        #expect(FilePath.displayText(bytes.lazy.map { $0 }) == text)
    }

    @Test func aNameEndsWithASuffixByItsBytes() {
        let name = [UInt8]("accent.colorset".utf8)
        #expect(name.ends(with: ".colorset") && name[...].ends(with: ".colorset") && name.lazy.map { $0 }.ends(with: ".colorset"))
        #expect(!name.ends(with: ".imageset") && !name.lazy.map { $0 }.ends(with: ".imageset"))
        #expect(!name.dropLast().ends(with: ".colorset") && !"x".utf8.ends(with: ".colorset"))
        #expect(name.ends(with: "") && [UInt8]().ends(with: ""))
    }
}
