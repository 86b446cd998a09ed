import Foundation
import Testing
import TerminalHarness
import TestSupport

/// A search through many folders (palette started in a home folder) says on the terminal what it
/// searches, stays quiet in a pipe, and stops on Ctrl-C.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "build the palette product first"), .timeLimit(.minutes(1)))
struct LongSearchEndToEndTests {
    /// One catalog among more folders than a search reads before it says so.
    static func bigTree() throws -> TemporaryFolder {
        let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
        let folder = try TemporaryFolder(["A.xcassets/ok.colorset/Contents.json": red])
        for index in 0..<1100 { try #require(mkdir(folder.url("f\(index)"), 0o755) == 0) }
        return folder
    }

    static func notice(for folder: TemporaryFolder) -> String {
        let resolved = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        return "palette: searching '\(resolved)' for catalogs (Ctrl-C stops)..."
    }

    @Test func aLongSearchSaysWhatItSearchesOnATerminal() throws {
        let folder = try Self.bigTree()
        var environment = Spawn.cleanEnvironment
        environment["TERM"] = "xterm-256color"
        let terminal = try PseudoTerminal(command: [try #require(PaletteExecutable.url).path, "list", folder.path],
                                          width: 200, height: 20, environment: environment)
        #expect(try terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.hasPrefix(Self.notice(for: folder) + "\r\n"), "\(output)")
        #expect(output.contains("ok"))
    }

    @Test func aPipeGetsNoProgressLine() throws {
        let folder = try Self.bigTree()
        let result = try Spawn.run([try #require(PaletteExecutable.url).path, "list", folder.path],
                                   environment: Spawn.cleanEnvironment)
        #expect(result.status == 0)
        #expect(!result.output.contains("searching"), "\(result.output)")
    }

    /// The terminal's output is stopped (XOFF) before palette starts, so palette cannot get past
    /// the progress line, which it writes in the middle of the search; SIGINT (Ctrl-C) must still end it.
    @Test func ctrlCStopsALongSearch() throws {
        let folder = try Self.bigTree()
        let palette = try #require(PaletteExecutable.url).path
        let session = try TmuxSession(command: ["echo ready; read line; exec '\(palette)' list '\(folder.path)'"],
                                      width: 240, height: 10, environment: ["LANG": "C.UTF-8"])
        defer { session.kill() }
        try session.waitFor { $0.contains("ready") }
        try session.sendKeys("C-s")
        try session.sendKeys("Enter")
        let palettePID = try ProcessTable.descendant(named: "palette", of: session.panePID())
        try Self.waitUntilWritingStandardError(palettePID)
        // What Ctrl-C sends, to palette alone: the recording shell around it must live to tell.
        kill(palettePID, SIGINT)
        #expect(try session.waitForExit() == 128 + SIGINT)
    }

    /// Waits until palette (`pid`) is blocked in `write(2, ...)`, where `/proc` tells (on
    /// Linux, when this process may read `/proc/PID/syscall`); elsewhere returns at once.
    static func waitUntilWritingStandardError(_ pid: pid_t) throws {
        #if os(Linux) && arch(x86_64)
        let write: String? = "1"
        #elseif os(Linux) && arch(arm64)
        let write: String? = "64"
        #else
        let write: String? = nil
        #endif
        guard let write else { return }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while true {
            let syscall = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
            if syscall.isEmpty { return }
            if syscall.hasPrefix("\(write) 0x2 ") { return }
            guard clock.now < deadline else {
                Issue.record("palette never blocked writing its progress line; /proc/\(pid)/syscall: \(syscall)")
                return
            }
            usleep(10_000)
        }
    }
}
