import AssetCatalog
import Foundation
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// The rescan keeps every part of the browser's state that names colorsets on the same colors.
extension RescanTests {
    @Test func everyLocationKeyedPartOfTheStateFollowsItsColorSet() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "Text/title") { state in
            let body = try location("Text/body", state)
            let primary = try location("Brand/primary", state)
            state.comparison = body
            state.diskWatch.conflicts = [primary]
            let reference = SourceUsage.Reference(file: "View.swift", line: 3, column: 9, kind: "swift-name")
            state.sources = .done(SourceUsage(references: [body: [reference]], staleFallbacks: [primary], fileCount: 1))
            let controls = try #require(state.outline.nodes.firstIndex { $0.label == "Controls" })
            state.collapsed = [controls]
            let group = try #require(state.outline.nodes.compactMap { node -> GroupKey? in
                if case .stateGroup(let catalog, let group) = node.item { return GroupKey(catalog: catalog, group: group) }
                return nil
            }.first)
            state.groupStates = [group: .pressed]
        }
        // A slot picked, an edit (undo step), the editor open again on title; then a colorset
        // and a group folder added before everything.
        runtime.handle(.key(.character("]")))
        runtime.handle(.key(.character("e")))
        runtime.handle(.key(.right))
        runtime.handle(.key(.enter))
        runtime.handle(.key(.character("e")))
        try folder.write(color("0.700"), to: "Cat.xcassets/AAA/first.colorset/Contents.json")
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/aaa.colorset/Contents.json")
        runtime.send(.tick)
        let state = runtime.state
        let name = { (location: ColorSetLocation?) in self.qualifiedName(location, state) }
        #expect(state.statusMessage == "2 colors added on disk")
        #expect(name(state.comparison) == "Text/body")
        #expect(state.diskWatch.conflicts.map { name($0) } == ["Brand/primary"])
        #expect(name(state.slotCursor?.location) == "Text/title")
        #expect(name(state.selectedColorSet) == "Text/title")
        #expect(name(state.editor?.location) == "Text/title")
        #expect(state.history.dirtyLocations.map { name($0) } == ["Text/title"])
        #expect(state.history.undoStack.map { name($0.location) } == ["Text/title"])
        let usage = try #require(state.sources.usage)
        #expect(usage.references.keys.map { name($0) } == ["Text/body"])
        #expect(usage.staleFallbacks.map { name($0) } == ["Brand/primary"])
        #expect(state.collapsed.map { state.outline.nodes[$0].label } == ["Controls"])
        #expect(state.groupStates.keys.map { state.outline.stateGroup(catalog: $0.catalog, group: $0.group).name } == ["button"])
        #expect(state.rows.contains(try node("Text/title", in: state)))
    }

    @Test func aQuestionAndThePairsViewStayOnTheirColorSet() throws {
        let folder = try catalog()
        let runtime = try browser(folder, selecting: "Text/title") { state in
            state.prompt = .removeSlot(try self.location("Text/title", state), variant: 0)
        }
        let before = try #require(runtime.state.prompt)
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/aaa.colorset/Contents.json")
        runtime.send(.tick)
        let title = try location("Text/title", runtime.state)
        #expect(before != .removeSlot(title, variant: 0), "the colorset moved")
        #expect(runtime.state.prompt == .removeSlot(title, variant: 0))
        runtime.handle(.key(.escape))
        runtime.handle(.key(.character("p")))
        let subject = try #require(runtime.state.pairsView?.subject)
        try folder.write(color("0.800"), to: "Cat.xcassets/Brand/aab.colorset/Contents.json")
        runtime.send(.tick)
        #expect(runtime.state.statusMessage == "1 color added on disk")
        #expect(runtime.state.pairsView?.subject == subject)
        #expect(qualifiedName(runtime.state.selectedColorSet, runtime.state) == "Text/title")
    }

    /// A scanner that finds one reference to each of `names` the workspace it is given defines,
    /// counting its scans; each scan waits for `gate`.
    private final class NamedScanner: @unchecked Sendable {
        let names: [String], gate = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var count = 0
        var scans: Int { lock.withLock { count } }

        init(_ names: [String]) { self.names = names }

        func scan(_ workspace: Workspace) -> SourceUsage {
            gate.wait()
            lock.withLock { count += 1 }
            var references: [ColorSetLocation: [SourceUsage.Reference]] = [:]
            for name in names {
                guard case .success(let location) = workspace.locate(name) else { continue }
                references[location] = [SourceUsage.Reference(file: "View.swift", line: 3, column: 9, kind: "swift-name")]
            }
            return SourceUsage(references: references, fileCount: 1)
        }
    }

    @Test func aSourceScanFinishingAfterARescanLandsOnTheSameColorSets() throws {
        let folder = try catalog()
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.url("Cat.xcassets")]),
                             size: TerminalSize(width: 120, height: 40))
        let scanner = NamedScanner(["Text/body"])
        let runtime = BrowserRuntime(state: state, backend: TestBackend(width: 120, height: 40), sourceScanner: scanner.scan)
        runtime.drawFrame()
        runtime.send(.startSourceScan)
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/aaa.colorset/Contents.json")
        runtime.send(.tick)
        #expect(runtime.state.statusMessage == "1 color added on disk")
        scanner.gate.signal()   // the scan of the first load finishes only after the rescan
        runtime.waitForBackgroundWork()
        let found = try #require(runtime.state.sources.usage)
        #expect(found.references.keys.map { qualifiedName($0, runtime.state) } == ["Text/body"])
        // The colorsets changed while it ran: the sources are scanned again, the result shown meanwhile.
        #expect(runtime.state.sources == .refreshing(found))
        scanner.gate.signal()
        runtime.waitForBackgroundWork()
        #expect(scanner.scans == 2)
        #expect(runtime.state.sources.usage?.references.keys.map { qualifiedName($0, runtime.state) } == ["Text/body"])
    }

    @Test func aColorSetAddedOnDiskGetsItsReferencesFromAnotherSourceScan() throws {
        let folder = try catalog()
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.url("Cat.xcassets")]),
                             size: TerminalSize(width: 120, height: 40))
        let scanner = NamedScanner(["Text/body", "Brand/added"])
        let runtime = BrowserRuntime(state: state, backend: TestBackend(width: 120, height: 40), sourceScanner: scanner.scan)
        runtime.drawFrame()
        runtime.send(.startSourceScan)
        scanner.gate.signal()
        runtime.waitForBackgroundWork()
        #expect(runtime.state.sources.usage?.references.count == 1)
        try folder.write(color("0.700"), to: "Cat.xcassets/Brand/added.colorset/Contents.json")
        runtime.send(.tick)
        let added = try runtime.state.workspace.locate("Brand/added").get()
        #expect(runtime.state.sources.usage?.isUnused(added) == true, "not known to be used until the sources are read again")
        scanner.gate.signal()
        runtime.waitForBackgroundWork()
        let usage = try #require(runtime.state.sources.usage)
        #expect(runtime.state.sources == .done(usage))
        #expect(usage.references.keys.compactMap { qualifiedName($0, runtime.state) }.sorted() == ["Brand/added", "Text/body"])
        // No change on disk, no scan.
        runtime.send(.tick)
        #expect(runtime.state.sources == .done(usage))
        #expect(scanner.scans == 2)
    }

    /// Every stored property of `AppState`, sorted by whether it names colorsets, folders, groups
    /// or rows (moved by `relocate(to:_:)` after a rescan) or not. A property added to `AppState`
    /// fails this test until it is put in one list, and, when it names any of them, handled there.
    @Test func everyStoredPropertyOfTheStateIsAccountedForByTheRescan() {
        let relocated: Set<String> = [
            "outline", "collapsed", "rowList", "selection", "groupStates", "comparison", "history", "editor",
            "prompt", "slotCursor", "diskWatch", "contrast", "pairsView", "specimen", "sources", "sourceMoves",
        ]
        let independent: Set<String> = [
            "scrollOffset", "appearance", "mode", "overlay", "helpScroll", "size", "colorMode", "statusMessage",
            "mouseEnabled", "isReadOnly", "quitAfterSave", "vision", "copyFormat", "clipboardRoute", "canvas",
            "sourceFilter", "codeTarget",
        ]
        let labels = Set(Mirror(reflecting: DemoFixture.state()).children.compactMap(\.label))
        #expect(labels == relocated.union(independent))
        #expect(relocated.isDisjoint(with: independent))
    }
}
