import Foundation
import Testing
import TestSupport

/// Issue 17 on a real terminal: the browser opens on a tree with sources, draws its first frame,
/// then fills in what the background scan found.
@Suite(.paletteBuilt, .tmuxInstalled, .endToEndTimeLimit)
struct SourcesEndToEndTests {
    static let fixture = SharedFolder.fixtures.appendingPathComponent("sources").path

    @Test func theScanFillsInTheTreeAndRListsReferences() throws {
        let command = [try #require(PaletteExecutable.url).path, Self.fixture]
        let session = try TmuxSession(command: command, width: 120, height: 40)
        defer { session.kill() }
        // Marks for unused (∅) and stale (≠) colors, and the selected color's count.
        let screen = try session.waitFor { $0.contains("∅Unused") && $0.contains("≠Translucent") }
        #expect(screen.contains("used: 3 references (r lists them)"), "\(screen)")
        try session.sendKeys("r")
        let list = try session.waitFor { $0.contains("AccentColor: 3 references") }
        #expect(list.contains("App/Info.plist:8:10 plist"), "\(list)")
        try session.sendKeys("q")   // closes the list
        _ = try session.waitFor { !$0.contains("any key closes this") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
