import AssetCatalog
import Foundation
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// Saving through the runtime on a temporary copy of the Demo catalog: only the edited token
/// changes on disk, a file changed by someone else is never overwritten without a second
/// choice, and write errors keep the edits in memory.
@MainActor
@Suite struct EditorSavingTests {
    let folder: TemporaryFolder
    let accentPath: String
    let runtime: BrowserRuntime
    let original: Data

    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: DemoFixture.path, toPath: folder.url("Demo.xcassets"))
        accentPath = folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json")
        original = try Data(contentsOf: URL(fileURLWithPath: accentPath))
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.url("Demo.xcassets")]),
                             size: TerminalSize(width: 120, height: 40))
        state.selection = try #require(state.outline.nodes.firstIndex { $0.label == "accent" })
        runtime = BrowserRuntime(state: state, backend: TestBackend(width: 120, height: 40))
        runtime.drawFrame()
    }

    private func press(_ keys: Character...) {
        for key in keys { runtime.handle(.key(.character(key))) }
    }

    /// Opens the editor on accent's Any slot and steps red up by one: `0x5B` → `0x5C`.
    private func editRed() {
        press("e")
        runtime.handle(.key(.right))
        runtime.handle(.key(.enter))
    }

    private var onDisk: String { (try? String(contentsOfFile: accentPath, encoding: .utf8)) ?? "" }
    private var expectedAfterEdit: String {
        String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"red\" : \"0x5B\"", with: "\"red\" : \"0x5C\"")
    }

    @Test func wWritesOnlyTheEditedTokenAndClearsTheDirtyMarker() {
        editRed()
        #expect(runtime.state.history.dirtyLocations.count == 1)
        press("w")
        #expect(onDisk == expectedAfterEdit)
        #expect(runtime.state.history.dirtyLocations.isEmpty)
        #expect(runtime.state.statusMessage == "saved 1 colorset")
        #expect(!runtime.frame.lines.joined().contains("●"))
    }

    @Test func undoAfterASaveMakesTheColorSetDirtyAgainAndSavesBack() {
        editRed()
        press("w", "u")
        #expect(runtime.state.history.dirtyLocations.count == 1)
        press("w")
        #expect(onDisk == String(decoding: original, as: UTF8.self))
        #expect(runtime.state.prompt == nil)
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenAndReloadDropsTheEdits() throws {
        editRed()
        let theirs = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "0xF0", with: "0xEE")
        try theirs.write(toFile: accentPath, atomically: false, encoding: .utf8)
        press("w")
        #expect(onDisk == theirs)
        guard case .changedOnDisk? = runtime.state.prompt else {
            Issue.record("no prompt: \(String(describing: runtime.state.prompt))")
            return
        }
        #expect(runtime.frame.lines[39].contains("'Brand/accent' changed on disk: r reloads"))
        press("r")
        #expect(runtime.state.prompt == nil)
        #expect(runtime.state.history.dirtyLocations.isEmpty)
        #expect(runtime.state.history.undoStack.isEmpty)
        let location = try #require(runtime.state.selectedColorSet)
        #expect(runtime.state.colorSet(at: location).document?.bytes == Array(theirs.utf8))
        #expect(onDisk == theirs)
    }

    @Test func overwritingAChangedFileTakesASecondExplicitChoice() throws {
        editRed()
        try "{}\n".write(toFile: accentPath, atomically: false, encoding: .utf8)
        press("w", "o")
        guard case .confirmOverwrite? = runtime.state.prompt else {
            Issue.record("no confirmation: \(String(describing: runtime.state.prompt))")
            return
        }
        #expect(onDisk == "{}\n")
        press("y")
        #expect(onDisk == expectedAfterEdit)
        #expect(runtime.state.history.dirtyLocations.isEmpty)
    }

    @Test func keepingTheEditsLeavesBothTheFileAndTheEdits() throws {
        editRed()
        try "{}\n".write(toFile: accentPath, atomically: false, encoding: .utf8)
        press("w", "k")
        #expect(runtime.state.prompt == nil)
        #expect(onDisk == "{}\n")
        #expect(runtime.state.history.dirtyLocations.count == 1)
    }

    @Test func aFolderReplacedByAFileIsReportedAndTheEditsStayInMemory() throws {
        editRed()
        // The colorset folder replaced by a file (a folder that is simply gone is made again).
        try FileManager.default.removeItem(atPath: folder.url("Demo.xcassets/Brand/accent.colorset"))
        try folder.write("", to: "Demo.xcassets/Brand/accent.colorset")
        press("w")
        #expect(runtime.state.prompt == nil)
        #expect(runtime.state.statusMessage?.hasPrefix("cannot write '") == true)
        #expect(runtime.state.statusMessage?.contains("not a directory; edits kept in memory") == true)
        #expect(runtime.state.history.dirtyLocations.count == 1)
        #expect(runtime.frame.lines[39].contains("edits kept in memory"))
    }

    @Test func aPermissionErrorIsReportedInTheStatusBar() throws {
        editRed()
        let location = try #require(runtime.state.selectedColorSet)
        let error = SaveError.io(FileError(path: accentPath, code: EACCES))
        runtime.send(.saveFinished([SaveResult(location: location, outcome: .failure(error))]))
        #expect(runtime.state.statusMessage == "cannot write 'Brand/accent': permission denied; edits kept in memory")
        #expect(runtime.state.history.dirtyLocations == [location])
        #expect(runtime.state.prompt == nil)
    }

    @Test func saveAndQuitWritesTheFileThenQuits() {
        editRed()
        press("q")
        #expect(!runtime.isFinished)
        press("s")
        #expect(runtime.isFinished)
        #expect(onDisk == expectedAfterEdit)
    }

    @Test func discardAndQuitLeavesTheFileAlone() {
        editRed()
        press("q", "d")
        #expect(runtime.isFinished)
        #expect(onDisk == String(decoding: original, as: UTF8.self))
    }
}
