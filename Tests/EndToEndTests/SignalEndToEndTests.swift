import Foundation
import Testing
import TestSupport

/// The browser restores the terminal when it is stopped by a signal or crashes, not only on quit.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct SignalEndToEndTests {
    static let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGSEGV, SIGABRT])
    func aSignalLeavesTheTerminalAsItWas(_ signal: Int32) throws {
        let command = [try #require(PaletteExecutable.url).path, Self.demo]
        let session = try TmuxSession(command: command, width: 120, height: 40, environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { session.kill() }
        try session.waitFor { $0.contains("backgroundElevated") }
        kill(try ProcessTable.descendant(named: "palette", of: try session.panePID()), signal)
        #expect(try session.waitForExit() == 128 + signal)
        #expect(session.settingsBefore != nil)
        #expect(session.isTerminalRestored, "stty -g before and after differ")
    }
}
