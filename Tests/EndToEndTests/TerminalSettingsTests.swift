import Foundation
import Testing
import TestSupport

/// Proves the "terminal restored" check: `stty -g` before and after a command in a pane.
@Suite struct TerminalSettingsTests {
    private func run(_ command: String) throws -> (TmuxSession, TerminalSettingsRecorder) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("palette-stty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let recorder = TerminalSettingsRecorder(directory: folder)
        let session = try TmuxSession(command: recorder.wrap(["sh", "-c", command]), width: 40, height: 5)
        return (session, recorder)
    }

    @Test func commandThatLeavesTheTerminalAloneIsRestored() throws {
        let (session, recorder) = try run("true")
        defer { session.kill(); try? FileManager.default.removeItem(at: recorder.directory) }
        try session.waitForExit()
        #expect(recorder.isRestored)
        #expect(recorder.exitStatus == 0)
    }

    @Test func commandThatLeavesRawModeIsCaught() throws {
        let (session, recorder) = try run("stty raw -echo")
        defer { session.kill(); try? FileManager.default.removeItem(at: recorder.directory) }
        try session.waitForExit()
        #expect(recorder.before != nil && recorder.after != nil)
        #expect(!recorder.isRestored)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
    func signalledCommandReportsTheSignal(_ signal: Int32) throws {
        // The pane's processes get default signal dispositions (posix_spawn SETSIGDEF), so
        // even SIGINT and SIGQUIT, often ignored by test runners, terminate the command.
        let (session, recorder) = try run("sleep 60")
        defer { session.kill(); try? FileManager.default.removeItem(at: recorder.directory) }
        let shell = try session.panePID()
        var children: [pid_t] = []
        let clock = ContinuousClock(), deadline = clock.now + .seconds(5)
        while clock.now < deadline {
            // pane shell -> sh -c command -> sleep
            // Only once the grandchild has exec'd `sleep`: a signal sent between fork and exec
            // would hit a copy of the shell instead.
            children = Spawn.childProcessIDs(of: shell).flatMap { Spawn.childProcessIDs(of: $0) }
                .filter { ProcFile.read("/proc/\($0)/comm") == "sleep\n" }
            if !children.isEmpty { break }
            usleep(10_000)
        }
        let sleeper = try #require(children.first)
        kill(sleeper, signal)
        try session.waitForExit()
        #expect(recorder.exitStatus == 128 + signal)
        #expect(recorder.isRestored)
    }

    @Test func paletteExecutableIsFoundBesideTheTests() throws {
        let url = try #require(PaletteExecutable.url)
        #expect(url.lastPathComponent == "palette")
    }
}
