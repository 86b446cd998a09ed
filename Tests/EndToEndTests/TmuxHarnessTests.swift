import Foundation
import TerminalHarness
import Testing
import TestSupport

/// Proves the tmux driver the browser's end-to-end tests are built on, with shell commands.
@Suite(.tmuxInstalled, .endToEndTimeLimit)
struct TmuxHarnessTests {
    @Test func captureKeepsExactTrueColorEscapes() throws {
        let session = try TmuxSession(command: [#"printf '\033[48;2;18;52;86m X \033[38;2;1;2;3mY\033[0m'; sleep 60"#], width: 40, height: 5)
        defer { session.kill() }
        let screen = try session.waitFor(escapes: true) { $0.contains("Y") }
        #expect(screen.contains("48;2;18;52;86m X "))
        #expect(screen.contains("38;2;1;2;3mY"))
        #expect(try session.capture(escapes: false).hasPrefix(" X Y"))
    }

    @Test func paneHasTheRequestedSizeAndTerminal() throws {
        let session = try TmuxSession(command: [#"echo "$TERM $(stty size)"; sleep 60"#], width: 77, height: 13)
        defer { session.kill() }
        let screen = try session.waitFor { $0.contains("13 77") }
        #expect(screen.hasPrefix("tmux-direct 13 77"))
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count >= 13)
    }

    @Test func sentKeysAndTextReachTheCommand() throws {
        let session = try TmuxSession(command: [#"read line; echo "got:$line"; sleep 60"#], width: 40, height: 5)
        defer { session.kill() }
        try session.sendText("héllo")
        try session.sendKeys("Enter")
        try session.waitFor { $0.contains("got:héllo") }
    }

    @Test func resizeReachesTheCommand() throws {
        let session = try TmuxSession(command: [#"stty size; while read x; do stty size; done"#], width: 60, height: 20)
        defer { session.kill() }
        try session.waitFor { $0.contains("20 60") }
        try session.resize(width: 80, height: 24)
        try session.sendKeys("Enter")
        try session.waitFor { $0.contains("24 80") }
    }

    @Test func exitStatusAndKillingSignalAreReported() throws {
        let exiting = try TmuxSession(command: ["exit 7"], width: 20, height: 3)
        defer { exiting.kill() }
        #expect(try exiting.waitForExit() == 7)

        let killed = try TmuxSession(command: ["kill -TERM $$"], width: 20, height: 3)
        defer { killed.kill() }
        #expect(try killed.waitForExit() == 128 + SIGTERM)
    }

    @Test func waitForExitThrowsWhenTheCommandRunsOn() throws {
        let session = try TmuxSession(command: ["echo still running; sleep 60"], width: 30, height: 3)
        defer { session.kill() }
        try session.waitFor { $0.contains("still running") }
        #expect {
            try session.waitForExit(timeout: .milliseconds(100))
        } throws: { error in
            guard case .timedOut? = error as? ExitStatusError else { return false }
            return true
        }
    }

    @Test func theCommandIsFoundUnderThePaneByNameInEitherProcessTable() throws {
        let session = try TmuxSession(command: ["sleep", "60"], width: 20, height: 3)
        defer { session.kill() }
        let pane = try session.panePID()
        let sleeper = try ProcessTable.descendant(named: "sleep", of: pane)
        #expect(ProcessTable.children(of: pane).contains(ProcessTable.Entry(pid: sleeper, name: "sleep")))
        // The way macOS lists processes, checked here against /proc.
        #expect(ProcessTable.childrenListedByPS(of: pane) == ProcessTable.children(of: pane))
    }

    @Test func waitForThrowsWithTheLastScreenOnTimeout() throws {
        let session = try TmuxSession(command: ["echo nothing here; sleep 60"], width: 30, height: 3)
        defer { session.kill() }
        #expect(throws: TmuxError.self) {
            try session.waitFor(timeout: .milliseconds(100)) { $0.contains("never") }
        }
    }

    @Test func killStopsTheServerAndRemovesItsFolder() throws {
        let session = try TmuxSession(command: ["sleep 60"], width: 20, height: 3)
        #expect(session.serverPID > 0)
        #expect(FileManager.default.fileExists(atPath: session.socket))
        session.kill()
        #expect(!FileManager.default.fileExists(atPath: session.directory.path))
        #expect(!ProcessTable.isRunning(session.serverPID))
        session.kill()
    }
}
