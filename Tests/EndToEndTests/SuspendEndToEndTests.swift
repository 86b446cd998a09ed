import Foundation
import Testing
import TestSupport

/// Job control: Ctrl-Z (or SIGTSTP from outside) gives the shell its terminal back, and after
/// `fg` the browser has its keypad mode again before it reads a key, so the first arrow moves
/// the selection instead of arriving as `ESC [ B` (read as Alt-`[`).
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct SuspendEndToEndTests {
    static let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path

    /// How the browser is stopped.
    enum Stop: String, CaseIterable, Sendable {
        /// The terminal's suspend character, typed in the pane.
        case suspendKey
        /// `kill -TSTP`, as the issue reproduced it.
        case signal
    }

    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @Test(arguments: Stop.allCases)
    func afterAStopAndFgTheFirstArrowMovesTheSelection(_ stop: Stop) throws {
        let palette = try #require(PaletteExecutable.url).path
        // An interactive shell with job control runs the browser, as in a terminal window.
        let session = try TmuxSession(command: ["sh", "-i"])
        defer { session.kill() }
        try session.sendText("\(quoted(palette)) \(quoted(Self.demo))")
        try session.sendKeys("Enter")
        try session.waitFor { $0.contains("▶ backgroundElevated") && $0.contains("41 colors, 4 groups") }

        switch stop {
        case .suspendKey: try session.sendKeys("C-z")
        case .signal: kill(try ProcessTable.descendant(named: "palette", of: try session.panePID()), SIGTSTP)
        }
        try session.waitFor { $0.contains("Stopped") && !$0.contains("41 colors") }
        try session.sendText("fg")
        try session.sendKeys("Enter")
        // The repaint comes after the keypad sequence, so once it shows, an arrow is decoded.
        try session.waitFor { $0.contains("▶ backgroundElevated") && $0.contains("41 colors, 4 groups") }
        try session.sendKeys("Down")
        try session.waitFor { $0.contains("▶ backgroundGrouped") }

        try session.sendKeys("q")
        try session.waitFor { !$0.contains("41 colors") }
        try session.sendText("exit")
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == 0)
    }
}
