import Foundation
import Testing
import TestSupport

/// `y` in the real binary under tmux (`set-clipboard on`): the OSC 52 copy reaches tmux's paste
/// buffer (`tmux show-buffer`), the way it reaches the system clipboard through a terminal.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct ClipboardEndToEndTests {
    /// The newest paste buffer, or `nil` while there is none.
    private func buffer(_ session: TmuxSession) -> String? {
        try? session.tmux(["show-buffer"])
    }

    /// Polls `show-buffer` every 10 ms until it holds `text`; throws with what it held otherwise.
    private func waitForBuffer(_ session: TmuxSession, _ text: String) throws {
        try waitForBuffer(session) { $0 == text }
    }

    /// Polls `show-buffer` every 10 ms until `isDone` holds for it; throws with what it held otherwise.
    private func waitForBuffer(_ session: TmuxSession, until isDone: (String) -> Bool) throws {
        try Polling.until(timeout: .seconds(10), timedOut: { TmuxError.timedOut(waiting: .seconds(10), lastCapture: buffer(session) ?? "no buffer") }) {
            buffer(session).map(isDone) == true ? () : nil
        }
    }

    /// A tmux that keeps copies as paste buffers (`set-clipboard on`), standing for the terminal,
    /// running `command` (palette on the demo, directly or inside another multiplexer), once the
    /// demo shows.
    private func clipboardKeeper(running command: [String]) throws -> TmuxSession {
        let session = try TmuxSession(command: command)
        try session.tmux(["set", "-g", "set-clipboard", "on"])
        try session.waitFor { $0.contains("▶ backgroundElevated") && $0.contains("41 colors, 4 groups") }
        return session
    }

    /// The pass-through route: palette in a tmux (`allow-passthrough`, `set-clipboard off`, so it
    /// keeps no buffer and passes no plain OSC 52 on) inside another tmux (`set-clipboard on`),
    /// which stands for the terminal outside. Only the wrapped copy can reach the outer buffer.
    /// A copy made while the inner tmux refuses pass-through does not: its bytes come before the
    /// second copy's on the same stream, so when the second arrives the outer has one buffer.
    @Test(.tmuxPassesThrough) func theWrappedCopyPassesThroughTmuxToTheTerminalOutside() throws {
        let inner = try TemporaryFolder()
        let innerSocket = inner.url("socket")
        let palette = try #require(PaletteExecutable.url).path
        let innerTmux = "tmux -S '\(innerSocket)' -f /dev/null"
        // The outer pane's `TMUX` unset, or tmux refuses to start inside it.
        let command = "unset TMUX; exec \(innerTmux) start-server \\; set -g status off \\; set -g set-clipboard off "
            + "\\; set -g allow-passthrough off \\; new-session '\(palette) --canvas light \(BrowserEndToEndTests.demo)'"
        defer { _ = try? Spawn.run(["tmux", "-S", innerSocket, "kill-server"], environment: Spawn.cleanEnvironment) }
        let session = try clipboardKeeper(running: [command])
        defer { session.kill() }
        try session.sendKeys("y")
        try session.waitFor { $0.contains("copied hex #FFFFFF (OSC 52, through tmux)") }
        let allow = try Spawn.run(["tmux", "-S", innerSocket, "-f", "/dev/null", "set", "-g", "allow-passthrough", "on"],
                                  environment: Spawn.cleanEnvironment)
        #expect(allow.status == 0)
        try session.sendKeys("j", "Y", "y")
        try session.waitFor { $0.contains("copied UIColor UIColor.systemGroupedBackground") }
        try waitForBuffer(session, "UIColor.systemGroupedBackground")
        #expect(try session.tmux(["list-buffers", "-F", "#{buffer_name}"]).split(separator: "\n").count == 1)
    }

    /// palette in GNU screen (`$STY`), which knows no OSC 52, inside a tmux standing for the
    /// terminal outside: the copy passes through screen's DCS pieces to tmux's buffer.
    @Test(.screenInstalled) func insideScreenTheCopyPassesThroughToTheTerminalOutside() throws {
        let palette = try #require(PaletteExecutable.url).path
        // The outer pane's `TMUX` unset, or palette would take the tmux route. The screen session
        // is named, and quit at the end: killing the pane only detaches it, and it ran on, palette
        // and all, after the tests.
        let name = "palette-clipboard-test-\(getpid())"
        let command = "unset TMUX; exec screen -q -c /dev/null -S \(name) \(palette) --canvas light \(BrowserEndToEndTests.demo)"
        let session = try clipboardKeeper(running: [command])
        defer {
            session.kill()
            _ = try? Spawn.run(["screen", "-S", name, "-X", "quit"], environment: ProcessInfo.processInfo.environment)
        }
        try session.sendKeys("y")
        try session.waitFor { $0.contains("copied hex #FFFFFF (OSC 52, through screen)") }
        try waitForBuffer(session, "#FFFFFF")
        // The DTCG value, longer than one piece: the pieces join into the one copy.
        try session.sendKeys("Y", "Y", "Y", "Y", "y")
        try session.waitFor { $0.contains("copied DTCG value") }
        try waitForBuffer(session) { $0.hasPrefix("{") }
        let copied = try #require(buffer(session))
        // Its OSC 52 (eight bytes around the base64) is more than one piece of 76.
        #expect(8 + 4 * ((copied.utf8.count + 2) / 3) > 76, "\(copied)")
        let value = try #require(try JSONSerialization.jsonObject(with: Data(copied.utf8)) as? [String: Any])
        #expect(value["hex"] as? String == "#ffffff")
    }

    @Test func yCopiesTheSelectedColorIntoTmuxsBuffer() throws {
        let session = try clipboardKeeper(running: [try #require(PaletteExecutable.url).path, "--canvas", "light", BrowserEndToEndTests.demo])
        defer { session.kill() }
        try session.sendKeys("y")
        try session.waitFor { $0.contains("copied hex #FFFFFF (OSC 52, through tmux)") }
        try waitForBuffer(session, "#FFFFFF")
        try session.sendKeys("j", "Y", "y")
        try session.waitFor { $0.contains("copied UIColor UIColor.systemGroupedBackground") }
        try waitForBuffer(session, "UIColor.systemGroupedBackground")
    }
}
