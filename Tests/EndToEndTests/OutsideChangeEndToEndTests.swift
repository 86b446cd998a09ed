import Foundation
import Testing
import TestSupport

/// The real binary under tmux notices a `Contents.json` changed by another program, with no key
/// pressed: a clean colorset is reloaded and shown, one with edits is kept and marked, one added
/// appears in the tree.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct OutsideChangeEndToEndTests {
    private func demoCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        try FileManager.default.copyItem(atPath: demo, toPath: folder.url("Demo.xcassets"))
        return folder
    }

    /// Opens the browser with `Brand/accent` selected (`#5B4CF0`).
    private func openOnAccent(_ folder: TemporaryFolder) throws -> TmuxSession {
        let command = [try #require(PaletteExecutable.url).path, folder.url("Demo.xcassets")]
        let session = try TmuxSession(command: command, width: 120, height: 40)
        try session.waitFor { $0.contains("41 colors, 4 groups") }
        try session.sendKeys("/")
        try session.sendText("accent")
        try session.sendKeys("Enter")
        try session.waitFor { $0.contains("│ Brand/accent ") && $0.contains("#5B4CF0") }
        return session
    }

    /// Rewrites accent's Any red from `0x5B` to `0x10`, as `git checkout` would (a new file).
    private func changeAccentOutside(_ folder: TemporaryFolder) throws {
        let path = folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"red\" : \"0x5B\"", with: "\"red\" : \"0x10\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aCleanColorSetChangedOutsideIsReloadedWithoutAKey() throws {
        let folder = try demoCopy()
        let session = try openOnAccent(folder)
        defer { session.kill() }
        try changeAccentOutside(folder)
        try session.waitFor { $0.contains("#104CF0") && $0.contains("'Brand/accent' changed on disk and was reloaded") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func aColorSetAddedOutsideAppearsWithoutAKey() throws {
        let folder = try demoCopy()
        let session = try openOnAccent(folder)
        defer { session.kill() }
        let accent = try String(contentsOfFile: folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json"), encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.url("Demo.xcassets/Brand/accentMuted.colorset"),
                                                withIntermediateDirectories: false)
        try accent.write(toFile: folder.url("Demo.xcassets/Brand/accentMuted.colorset/Contents.json"), atomically: true, encoding: .utf8)
        try session.waitFor { $0.contains("1 color added on disk") && $0.contains("42 colors") && $0.contains("accentMuted") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test func aColorSetWithEditsIsKeptAndMarked() throws {
        let folder = try demoCopy()
        let session = try openOnAccent(folder)
        defer { session.kill() }
        try session.sendKeys("e", "Right", "Enter")
        try session.waitFor { $0.contains("1 unsaved") && $0.contains("#5C4CF0") }
        try changeAccentOutside(folder)
        try session.waitFor { $0.contains("1 color with your edits changed on disk: w asks") && $0.contains("1 changed on disk") }
        #expect(try session.capture().contains("#5C4CF0"))
        try session.sendKeys("w")
        try session.waitFor { $0.contains("r reloads (drops your edits)") }
        try session.sendKeys("r")
        try session.waitFor { $0.contains("#104CF0") && !$0.contains("unsaved") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
