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
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while buffer(session) != text {
            guard clock.now < deadline else { throw TmuxError.timedOut(waiting: .seconds(10), lastCapture: buffer(session) ?? "no buffer") }
            usleep(10_000)
        }
    }

    @Test func yCopiesTheSelectedColorIntoTmuxsBuffer() throws {
        let demo = BrowserEndToEndTests.demo
        let session = try TmuxSession(command: [try #require(PaletteExecutable.url).path, "--canvas", "light", demo])
        defer { session.kill() }
        try session.tmux(["set", "-g", "set-clipboard", "on"])
        try session.waitFor { $0.contains("▶ backgroundElevated") && $0.contains("41 colors, 4 groups") }
        try session.sendKeys("y")
        try session.waitFor { $0.contains("copied hex #FFFFFF (OSC 52, through tmux)") }
        try waitForBuffer(session, "#FFFFFF")
        try session.sendKeys("j", "Y", "y")
        try session.waitFor { $0.contains("copied UIColor UIColor.systemGroupedBackground") }
        try waitForBuffer(session, "UIColor.systemGroupedBackground")
    }
}
