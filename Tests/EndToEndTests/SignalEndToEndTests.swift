import Foundation
import Testing
import TestSupport

/// The browser restores the terminal when it is stopped by a signal or crashes, not only on quit.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "build the palette product first"))
struct SignalEndToEndTests {
    static let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGSEGV, SIGABRT])
    func aSignalLeavesTheTerminalAsItWas(_ signal: Int32) throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("palette-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = TerminalSettingsRecorder(directory: folder)
        let command = recorder.wrap([try #require(PaletteExecutable.url).path, Self.demo])
        let session = try TmuxSession(command: command, width: 120, height: 40,
                                      environment: ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"])
        defer { session.kill() }
        try session.waitFor { $0.contains("backgroundElevated") }
        let browser = try #require(Spawn.childProcessIDs(of: try session.panePID())
            .first { ProcFile.read("/proc/\($0)/comm") == "palette\n" })
        kill(browser, signal)
        try session.waitForExit()
        #expect(recorder.exitStatus == 128 + signal)
        #expect(recorder.before != nil)
        #expect(recorder.isRestored, "stty -g before and after differ")
    }
}
