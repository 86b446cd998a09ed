import AssetCatalog
import Dispatch
import PaletteUI
import TerminalCore
import Testing

/// Issue 17 in the browser: the scan runs in the background after the first frame, then the
/// detail pane counts references, `r` lists them, the tree marks unused and stale colors, and `U`
/// filters.
@MainActor
@Suite struct SourceUsageTests {
    static func location(_ label: String) throws -> ColorSetLocation {
        let node = try #require(DemoFixture.node(label))
        guard case .colorSet(let location) = DemoFixture.outline.nodes[node].item else { throw Failure() }
        return location
    }

    struct Failure: Error {}

    /// Every Demo colorset referenced once, but `unused` none and `stale` with a stale fallback.
    static func usage(unused: String, stale: String) throws -> SourceUsage {
        var usage = SourceUsage(fileCount: 3)
        for (index, node) in DemoFixture.outline.nodes.enumerated() {
            guard case .colorSet(let location) = node.item, node.label != unused else { continue }
            usage.references[location] = [SourceUsage.Reference(file: "App/View\(index).swift", line: 3, column: 9, kind: "swift-name")]
        }
        usage.staleFallbacks = [try location(stale)]
        usage.missing = [SourceUsage.MissingName(name: "HighlightText", references: [
            SourceUsage.Reference(file: "App/Old.swift", line: 7, column: 20, kind: "swift-name"),
        ])]
        return usage
    }

    static func colorSetLabels() -> [String] {
        DemoFixture.outline.nodes.filter { if case .colorSet = $0.item { true } else { false } }.map(\.label)
    }

    @Test func theFirstFrameDoesNotWaitAndTheScanFillsInWhenDone() throws {
        let labels = Self.colorSetLabels()
        let usage = try Self.usage(unused: labels[0], stale: labels[1])
        let gate = DispatchSemaphore(value: 0)
        let backend = TestBackend(width: 120, height: 40)
        let runtime = BrowserRuntime(state: DemoFixture.state(), backend: backend, sourceScanner: { _ in
            gate.wait()   // the scan cannot finish before the test lets it
            return usage
        })
        runtime.drawFrame()
        runtime.send(.startSourceScan)
        #expect(runtime.state.sources == .scanning)
        #expect(backend.drawCount == 1)
        #expect(runtime.deliverBackgroundResults().isEmpty)
        gate.signal()
        let changes = runtime.waitForBackgroundWork()
        #expect(!changes.isEmpty)
        #expect(runtime.state.sources == .done(usage))
    }

    @Test func theDetailPaneCountsAndRListsTheReferences() throws {
        let labels = Self.colorSetLabels()
        var state = DemoFixture.state()
        _ = reduce(&state, .sourcesScanned(try Self.usage(unused: labels[0], stale: labels[1])))
        state.select(try #require(DemoFixture.node(labels[2])))
        #expect(Screen.render(state).lines.contains { $0.contains("used: 1 reference (r lists them)") })
        state.send(.key(.character("r")))
        #expect(state.overlay == .references)
        let lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("App/View") && $0.contains(":3:9 swift-name") })
        state.send(.key(.character("x")))
        #expect(state.overlay == nil)
        state.select(try #require(DemoFixture.node(labels[0])))
        #expect(Screen.render(state).lines.contains { $0.contains("unused: nothing in the 3 files scanned references it") })
    }

    @Test func theTreeMarksUnusedAndStaleColors() throws {
        let labels = Self.colorSetLabels()
        var state = DemoFixture.state(height: 60)
        _ = reduce(&state, .sourcesScanned(try Self.usage(unused: labels[0], stale: labels[1])))
        let lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("∅" + labels[0]) })
        #expect(lines.contains { $0.contains("≠" + labels[1]) })
        #expect(!lines.contains { $0.contains("∅" + labels[2]) || $0.contains("≠" + labels[2]) })
    }

    @Test func uFiltersUnusedThenStaleThenMissingThenAll() throws {
        let labels = Self.colorSetLabels()
        var state = DemoFixture.state()
        _ = reduce(&state, .sourcesScanned(try Self.usage(unused: labels[0], stale: labels[1])))
        let all = state.rows
        func shownColorSets() -> [String] {
            state.rows.map { DemoFixture.outline.nodes[$0] }.filter { if case .colorSet = $0.item { true } else { false } }.map(\.label)
        }
        state.send(.key(.character("U")))
        #expect(state.sourceFilter == .unused && shownColorSets() == [labels[0]])
        state.send(.key(.character("U")))
        #expect(state.sourceFilter == .stale && shownColorSets() == [labels[1]])
        state.send(.key(.character("U")))
        #expect(state.sourceFilter == .missing && shownColorSets().isEmpty)
        // With no rows, the detail pane lists the missing names and where they are used.
        let pane = Screen.render(state).lines
        #expect(pane.contains { $0.contains("names defined in no catalog (1)") })
        #expect(pane.contains { $0.contains("App/Old.swift:7:20") })
        #expect(!pane.contains { $0.contains("no catalogs found") })
        state.send(.key(.character("r")))
        #expect(Screen.render(state).lines.contains { $0.contains("'HighlightText'") })
        state.send(.key(.escape))
        state.send(.key(.character("U")))
        #expect(state.sourceFilter == nil && state.rows == all)
    }

    @Test func withoutAScanTheKeysSaySo() {
        var state = DemoFixture.state()
        state.send(.key(.character("U")))
        #expect(state.sourceFilter == nil)
        #expect(state.statusMessage?.contains("no sources") == true)
        state.send(.key(.character("r")))
        #expect(state.overlay == nil)
    }
}
