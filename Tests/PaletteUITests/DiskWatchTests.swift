import AssetCatalog
import Foundation
import LosslessJSON
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// Outside changes in the reducer, with made-up results of `Effect.checkDisk`: which colorsets a
/// tick asks about, what a reload or a conflict does, what the status bar says.
@Suite struct DiskWatchReducerTests {
    private func location(_ name: String, in state: AppState) throws -> ColorSetLocation {
        let node = try #require(DemoFixture.node(name))
        return try #require(state.colorSet(for: state.outline.nodes[node]))
    }

    /// The stamp check among `effects`, after answering a rescan request with "nothing changed"
    /// (ticks and Ctrl-L first look for colorsets added or removed, `RescanTests`).
    private func checks(_ effects: [Effect], _ state: inout AppState) -> (checks: [StampCheck], full: Bool)? {
        for case .checkDisk(let checks, let full) in effects { return (checks, full) }
        for case .rescan(let request) in effects { return self.checks(reduce(&state, .rescanned([], full: request.full)), &state) }
        return nil
    }

    /// `colorSet` with `old` replaced by `new` in its file, as another program would have written it.
    private func changed(_ colorSet: ColorSet, _ old: String = "\"0x5B\"", to new: String) throws -> ColorSet {
        var copy = colorSet
        let bytes = try #require(colorSet.document).bytes
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: old, with: new)
        #expect(text != String(decoding: bytes, as: UTF8.self))
        copy.replaceDocument(with: try JSONDocument(text: text))
        return copy
    }

    @Test func ticksWalkEveryColorSetRoundRobinAndAlwaysIncludeTheSelectedOne() throws {
        var state = DemoFixture.state()
        let total = state.outline.colorSetCount
        let selected = try #require(state.selectedColorSet)
        var seen = Set<ColorSetLocation>()
        for _ in 0..<((total + DiskWatch.sliceSize - 1) / DiskWatch.sliceSize) {
            let tick = try #require(checks(reduce(&state, .tick), &state))
            #expect(!tick.full)
            #expect(tick.checks.contains { $0.location == selected })
            #expect(tick.checks.allSatisfy { $0.reload })
            seen.formUnion(tick.checks.map(\.location))
        }
        #expect(seen.count == total)
    }

    @Test func ticksCompareEveryFolderRoundRobin() {
        var state = DemoFixture.state()
        #expect(state.diskWatch.folders.map(\.count) == [state.workspace.catalogs[0].source?.folders.count ?? -1])
        // More folders than one tick compares, in two catalogs.
        func folders(_ prefix: String, _ count: Int) -> [FolderStamp] {
            (0..<count).map { FolderStamp(path: FilePath("/\(prefix)/\($0)"), stamp: nil) }
        }
        state.diskWatch.folders = [folders("a", 300), folders("b", 100)]
        var seen = Set<String>()
        for _ in 0..<2 {
            let effects = reduce(&state, .tick)
            guard case .rescan(let request)? = effects.first else { Issue.record("no rescan: \(effects)"); return }
            #expect(!request.full)
            #expect(request.folders.count == DiskWatch.folderSliceSize)
            for check in request.folders {
                #expect(check.folder.path.description.hasPrefix(check.catalog == 0 ? "/a/" : "/b/"))
                seen.insert(check.folder.path.description)
            }
        }
        #expect(seen.count == 400)
    }

    @Test func aTickThatFindsNothingLeavesTheStatusMessage() {
        var state = DemoFixture.state()
        state.statusMessage = "saved 1 colorset"
        _ = reduce(&state, .tick)
        _ = reduce(&state, .diskChecked([], full: false, checked: 41))
        #expect(state.statusMessage == "saved 1 colorset")
    }

    @Test func aCleanColorSetChangedOnDiskIsReloadedAndSaidSo() throws {
        var state = DemoFixture.state()
        let accent = try location("accent", in: state)
        let fresh = try changed(state.colorSet(at: accent), to: "\"0x10\"")
        _ = reduce(&state, .diskChecked([DiskChange(location: accent, reloaded: fresh)], full: false, checked: 41))
        #expect(state.colorSet(at: accent).document == fresh.document)
        #expect(state.statusMessage == "'Brand/accent' changed on disk and was reloaded")
        #expect(state.diskWatch.conflicts.isEmpty)
    }

    @Test func aColorSetWithEditsIsKeptMarkedAndCountedOnce() throws {
        var state = DemoFixture.state()
        let accent = try location("accent", in: state)
        let other = try location("backgroundElevated", in: state)
        state.selection = try #require(DemoFixture.node("accent"))
        state.send(.key(.character("e")), .key(.right), .key(.enter))
        let edited = state.colorSet(at: accent)
        #expect(state.history.isDirty(accent))
        let tick = try #require(checks(reduce(&state, .tick), &state))
        #expect(tick.checks.first { $0.location == accent }?.reload == false)
        let otherFresh = try changed(state.colorSet(at: other), "\"1.000\"", to: "\"0.500\"")
        let changes = [DiskChange(location: accent, reloaded: nil), DiskChange(location: other, reloaded: otherFresh)]
        _ = reduce(&state, .diskChecked(changes, full: false, checked: 41))
        #expect(state.colorSet(at: accent) == edited)
        #expect(state.diskWatch.conflicts == [accent])
        #expect(state.statusMessage?.hasSuffix("changed on disk and was reloaded; 1 has your edits: w asks") == true)
        #expect(Screen.render(state).lines.joined().contains("1 changed on disk"))
        // The next tick sees the same change again: no new message.
        state.statusMessage = nil
        _ = reduce(&state, .diskChecked([DiskChange(location: accent, reloaded: nil)], full: false, checked: 41))
        #expect(state.statusMessage == nil)
    }

    @Test func aFileTouchedWithoutNewContentIsTakenSilently() throws {
        var state = DemoFixture.state()
        let accent = try location("accent", in: state)
        let same = state.colorSet(at: accent)
        _ = reduce(&state, .diskChecked([DiskChange(location: accent, reloaded: same)], full: false, checked: 41))
        #expect(state.statusMessage == nil)
    }

    @Test func ctrlLRedrawsAndChecksEveryColorSet() throws {
        var state = DemoFixture.state()
        let effects = state.send(.key(.character("l"), .control))
        #expect(effects.first == .redrawAll)
        let check = try #require(checks(effects, &state))
        #expect(check.full)
        #expect(check.checks.count == state.outline.colorSetCount)
        _ = reduce(&state, .diskChecked([], full: true, checked: check.checks.count))
        #expect(state.statusMessage == "checked 41 colorsets: no changes on disk")
    }
}

/// The runtime performing `.checkDisk` on a temporary copy of the Demo catalog.
@MainActor
@Suite struct DiskWatchRuntimeTests {
    @Test func aTickReloadsAFileChangedByAnotherProgram() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: DemoFixture.path, toPath: folder.url("Demo.xcassets"))
        let path = folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json")
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.url("Demo.xcassets")]),
                             size: TerminalSize(width: 120, height: 40))
        state.selection = try #require(state.outline.nodes.firstIndex { $0.label == "accent" })
        let runtime = BrowserRuntime(state: state, backend: TestBackend(width: 120, height: 40))
        runtime.drawFrame()
        runtime.send(.tick)
        #expect(runtime.state.statusMessage == nil)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"red\" : \"0x5B\"", with: "\"red\" : \"0x10\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        runtime.send(.tick)
        #expect(runtime.state.statusMessage == "'Brand/accent' changed on disk and was reloaded")
        #expect(runtime.frame.lines.joined().contains("#104CF0"))
        runtime.send(.tick)
        #expect(runtime.state.statusMessage == "'Brand/accent' changed on disk and was reloaded")
    }

    @Test func aDeletedFileIsReportedOnceAndTheColorSetShowsWhy() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: DemoFixture.path, toPath: folder.url("Demo.xcassets"))
        let path = folder.url("Demo.xcassets/Brand/accent.colorset/Contents.json")
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.url("Demo.xcassets")]),
                             size: TerminalSize(width: 120, height: 40))
        let runtime = BrowserRuntime(state: state, backend: TestBackend(width: 120, height: 40))
        let accent = try runtime.state.workspace.locate("Brand/accent").get()
        try FileManager.default.removeItem(atPath: path)
        runtime.send(.redraw)
        #expect(runtime.state.statusMessage == "'Brand/accent' changed on disk and was reloaded")
        #expect(runtime.state.colorSet(at: accent).diagnostics.contains { $0.severity == .error })
        runtime.send(.redraw)
        #expect(runtime.state.statusMessage == "checked 41 colorsets: no changes on disk")
    }
}
