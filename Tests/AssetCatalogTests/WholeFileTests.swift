import AssetCatalog
import Foundation
import TestSupport
import Testing

/// Whole files (generated code, exports) are replaced atomically, only when their bytes change, keeping the
/// file's permissions, and never over a file that changed since it was read.
struct WholeFileTests {
    @Test func aFileIsWrittenOnlyWhenItsBytesChange() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("Palette.swift")
        #expect(try WholeFile.contents(of: path) == nil)
        #expect(try WholeFile.replace(path, with: Array("one\n".utf8), expected: nil) == .written)
        chmod(path, 0o640)
        let before = try FileManager.default.attributesOfItem(atPath: path)
        #expect(try WholeFile.replace(path, with: Array("one\n".utf8), expected: Array("one\n".utf8)) == .unchanged)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int, "an unchanged file is not replaced")
        #expect(try WholeFile.replace(path, with: Array("two\n".utf8), expected: Array("one\n".utf8)) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Palette.swift"], "no temporary file left")
    }

    @Test func aFileChangedSinceItWasReadIsRefused() throws {
        let folder = try TemporaryFolder(["Palette.swift": "theirs\n"])
        let path = folder.url("Palette.swift")
        #expect(throws: SaveError.changedOnDisk(path: path)) {
            try WholeFile.replace(path, with: Array("ours\n".utf8), expected: Array("old\n".utf8))
        }
        #expect(throws: SaveError.changedOnDisk(path: path)) {
            try WholeFile.replace(path, with: Array("ours\n".utf8), expected: nil)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs\n")
    }

    @Test func aNewFileGetsItsMissingFolders() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("Sources/Generated/Palette.swift")
        #expect(try WholeFile.replace(path, with: Array("one\n".utf8), expected: nil) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
    }
}
