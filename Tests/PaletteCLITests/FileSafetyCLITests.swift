import Foundation
import Testing
import TestSupport

/// The file rules seen from the command line, with the real binary: special files are reported
/// and never block, a write over `ulimit -f` fails with a message and leaves no temporary file,
/// another user's files are refused and left as they were, and names with invalid UTF-8 work.
@Suite(.timeLimit(.minutes(1))) struct FileSafetyCLITests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0")])
    static let relative = "A.xcassets/c.colorset/Contents.json"
    static let nobody: UInt32 = 65534
    /// Acting as another user needs root and `setpriv` (util-linux).
    static let canSwitchUser = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    static func binary() throws -> String { try #require(PaletteExecutable.url, "the palette binary is built by 'swift test'").path }

    static func listing(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    @Test func checkReportsAFIFOAndADeviceAndFinishes() throws {
        let folder = try TemporaryFolder([Self.relative: Self.red, "A.xcassets/f.colorset/": "", "A.xcassets/z.colorset/": ""])
        try #require(mkfifo(folder.url("A.xcassets/f.colorset/Contents.json"), 0o644) == 0)
        try #require(symlink("/dev/zero", folder.url("A.xcassets/z.colorset/Contents.json")) == 0)
        let result = try CLI.run(["check", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains(folder.url("A.xcassets/f.colorset/Contents.json")
                                       + ": error: is a FIFO, not a regular file; palette reads only regular files"))
        #expect(result.output.contains(folder.url("A.xcassets/z.colorset/Contents.json")
                                       + ": error: is a character device, not a regular file; palette reads only regular files"))
    }

    @Test func aWriteOverTheFileSizeLimitFailsWithAMessageAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder([Self.relative: Self.red])
        // As r10: no file may grow, and SIGXFSZ is ignored so the write fails with EFBIG.
        let script = "ulimit -f 0; trap '' XFSZ; exec \"$0\" \"$@\""
        let result = try Spawn.run(["/bin/bash", "-c", script, try Self.binary(), "set", "c", "#112233", folder.path],
                                   environment: Spawn.cleanEnvironment)
        #expect(result.status == 1)
        #expect(result.output == "palette: error: cannot write '\(folder.url(Self.relative))': file too large\n")
        #expect(String(decoding: try folder.read(Self.relative), as: UTF8.self) == Self.red)
        #expect(try Self.listing(folder.url("A.xcassets/c.colorset")) == ["Contents.json"])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var owner: UInt32
        var mode: mode_t
        var message: @Sendable (String) -> String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "own read-only file", owner: nobody, mode: 0o444) {
            "'\($0)' is read-only (mode 0444); make it writable to save it"
        },
        Refusal(name: "root's file", owner: 0, mode: 0o644) { "cannot write '\($0)': permission denied" },
        Refusal(name: "root's file that others may write", owner: 0, mode: 0o666) {
            "'\($0)' belongs to user 0, group 0, which palette cannot give the new file; not saved"
        },
    ]

    @Test(.enabled(if: canSwitchUser, "needs root and setpriv to act as another user"), arguments: refusals)
    func anotherUsersFileIsRefusedAndLeftAsItWas(_ refusal: Refusal) throws {
        let folder = try TemporaryFolder([Self.relative: Self.red])
        for relative in ["", "A.xcassets", "A.xcassets/c.colorset"] {
            try #require(chown(folder.url(relative), Self.nobody, Self.nobody) == 0)
        }
        let path = folder.url(Self.relative)
        try #require(chown(path, refusal.owner, refusal.owner) == 0 && chmod(path, refusal.mode) == 0)
        let result = try Spawn.run(["/usr/bin/setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
                                    try Self.binary(), "set", "c", "#112233", folder.path],
                                   environment: Spawn.cleanEnvironment)
        #expect(result.status == 1)
        #expect(result.output == "palette: error: \(refusal.message(path))\n")
        #expect(String(decoding: try folder.read(Self.relative), as: UTF8.self) == Self.red)
        var info = stat()
        try #require(stat(path, &info) == 0)
        #expect((info.st_uid, info.st_gid, info.st_mode & 0o7777) == (refusal.owner, refusal.owner, refusal.mode))
        #expect(try Self.listing(folder.url("A.xcassets/c.colorset")) == ["Contents.json"])
    }

    @Test func aColorSetInAFolderWithInvalidUTF8IsListedShownAndSet() throws {
        let folder = try TemporaryFolder(["A.xcassets/": ""])
        let name: [UInt8] = Array(folder.url("A.xcassets/bad").utf8) + [0xFF] + Array(".colorset".utf8)
        let colorSetFolder = name.map { CChar(bitPattern: $0) } + [0]
        let contents = (name + Array("/Contents.json".utf8)).map { CChar(bitPattern: $0) } + [0]
        try #require(mkdir(colorSetFolder, 0o755) == 0)
        let descriptor = open(contents, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        let bytes = Array(Self.red.utf8)
        try #require(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        defer {
            unlink(contents)
            rmdir(colorSetFolder)
        }
        let list = try CLI.run(["list", folder.path])
        #expect(list.status == 0)
        #expect(list.output.contains("#5B4CF0") && list.output.contains("bad\\xFF"))
        let set = try CLI.run(["set", "bad\\xFF", "#112233", folder.path])
        #expect(set.status == 0, "\(set.output)")
        #expect(set.output.contains("in '\(folder.url("A.xcassets"))/bad\\xFF.colorset/Contents.json'"))
        let show = try CLI.run(["show", "bad\\xFF", folder.path])
        #expect(show.output.contains("#112233"))
        #expect(try CLI.run(["check", folder.path]).output == "0 errors, 0 warnings in 1 colorset\n")
    }
}
