import Foundation
import Testing
import TestSupport

/// Proves the "terminal restored" check: `stty -g` before and after a command in a pane.
@Suite(.tmuxInstalled, .endToEndTimeLimit)
struct TerminalSettingsTests {
    @Test func commandThatLeavesTheTerminalAloneIsRestored() throws {
        let session = try TmuxSession(command: ["true"], width: 40, height: 5)
        defer { session.kill() }
        #expect(try session.waitForExit() == 0)
        #expect(session.isTerminalRestored)
    }

    @Test func commandThatLeavesRawModeIsCaught() throws {
        let session = try TmuxSession(command: ["stty raw -echo"], width: 40, height: 5)
        defer { session.kill() }
        #expect(try session.waitForExit() == 0)
        #expect(session.settingsBefore != nil && session.settingsAfter != nil)
        #expect(!session.isTerminalRestored)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
    func signalledCommandReportsTheSignal(_ signal: Int32) throws {
        // The pane's processes get default signal dispositions (posix_spawn SETSIGDEF), so
        // even SIGINT and SIGQUIT, often ignored by test runners, terminate the command.
        let session = try TmuxSession(command: ["sleep", "60"], width: 40, height: 5)
        defer { session.kill() }
        kill(try ProcessTable.descendant(named: "sleep", of: try session.panePID()), signal)
        #expect(try session.waitForExit() == 128 + signal)
        #expect(session.isTerminalRestored)
    }

    @Test func paletteExecutableIsFoundBesideTheTests() throws {
        let url = try #require(PaletteExecutable.url)
        #expect(url.lastPathComponent == "palette")
    }
}
