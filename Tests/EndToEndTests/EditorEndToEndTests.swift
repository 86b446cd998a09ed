import Foundation
import Testing
import TestSupport

/// Editing in the real binary under tmux, on a temporary copy of the Demo catalog: the file on
/// disk changes exactly in the edited token.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct EditorEndToEndTests {
    /// A copy of `Palettes/Demo.xcassets` in a temporary folder.
    private func demoCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        try FileManager.default.copyItem(atPath: demo, toPath: folder.url("Demo.xcassets"))
        return folder
    }

    private func open(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> TmuxSession {
        let command = [try #require(PaletteExecutable.url).path] + arguments + [folder.url("Demo.xcassets")]
        let session = try TmuxSession(command: command, width: 120, height: 40)
        try session.waitFor { $0.contains("▶ backgroundElevated") && $0.contains("41 colors, 4 groups") }
        return session
    }

    /// Filters to `Brand/accent` and keeps the filter, so accent is selected.
    private func selectAccent(_ session: TmuxSession) throws {
        try session.sendKeys("/")
        try session.sendText("accent")
        try session.sendKeys("Enter")
        try session.waitFor { $0.contains("filter 'accent'") && $0.contains("│ Brand/accent ") }
    }

    @Test func editingRedAndSavingChangesOnlyThatTokenOnDisk() throws {
        let folder = try demoCopy()
        let path = folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json")
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let session = try open(folder)
        defer { session.kill() }
        try selectAccent(session)
        try session.sendKeys("e")
        try session.waitFor { $0.contains("Edit 'Brand/accent' · Any slot") && $0.contains("▶ R  0x5B") }
        try session.sendKeys("Right", "Right", "Right")
        try session.waitFor { $0.contains("▶ R  0x5E") && $0.contains("#5E4CF0") }
        try session.sendKeys("Enter")
        try session.waitFor { $0.contains("1 unsaved") && !$0.contains("Edit 'Brand/accent'") && $0.contains("●") }
        try session.sendKeys("w")
        try session.waitFor { $0.contains("saved 1 colorset") && !$0.contains("unsaved") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
        let expected = original.replacingOccurrences(of: "\"red\" : \"0x5B\"", with: "\"red\" : \"0x5E\"")
        #expect(expected != original)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    }

    @Test func quittingWithUnsavedEditsAsksAndDiscardLeavesTheFile() throws {
        let folder = try demoCopy()
        let path = folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json")
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let session = try open(folder)
        defer { session.kill() }
        try selectAccent(session)
        try session.sendKeys("e", "S-Right", "Enter")
        try session.waitFor { $0.contains("1 unsaved") }
        try session.sendKeys("C-c")
        try session.waitFor { $0.contains("s saves and quits, d discards and quits") }
        try session.sendKeys("d")
        #expect(try session.waitForExit() == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }

    @Test func readOnlyRefusesToEdit() throws {
        let folder = try demoCopy()
        let session = try open(folder, ["--read-only"])
        defer { session.kill() }
        try session.sendKeys("e")
        try session.waitFor { $0.contains("read-only: palette was started with --read-only") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
