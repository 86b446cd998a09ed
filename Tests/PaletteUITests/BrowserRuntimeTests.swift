import PaletteUI
import TerminalCore
import Testing

/// The loop over the in-memory backend: first frame, minimal diffs, effects.
@MainActor
@Suite struct BrowserRuntimeTests {
    private func runtime(_ backend: TestBackend) -> BrowserRuntime {
        BrowserRuntime(state: DemoFixture.state(), backend: backend)
    }

    @Test func runDrawsTheFirstFrameAndStopsAtQ() {
        let backend = TestBackend(width: 100, height: 30, events: [.key(.down), .key(.character("q"))])
        let runtime = runtime(backend)
        runtime.run()
        #expect(runtime.isFinished)
        #expect(backend.drawCount == 2)
        #expect(backend.lines == Screen.render(runtime.state).lines)
        #expect(runtime.state.size == TerminalSize(width: 100, height: 30))
    }

    @Test(.timeLimit(.minutes(1))) func runEndsWhenTheScriptedEventsRunOut() {
        // No quit key: the drained backend hangs up, which quits without a prompt.
        let backend = TestBackend(width: 100, height: 30, events: [.key(.down), .key(.character("e"))])
        let runtime = runtime(backend)
        runtime.run()
        #expect(runtime.isFinished)
        // Waits are bounded by the next tick, so outside changes are seen without a key press.
        #expect(backend.readTimeouts.count == 3)
        #expect(backend.readTimeouts.allSatisfy { $0.map { 0...500 ~= $0 } ?? false })
    }

    @Test func movingTheSelectionDrawsOnlyTheTwoRowsAndTheStatusAndDetail() {
        let backend = TestBackend(width: 120, height: 40)
        let runtime = runtime(backend)
        runtime.drawFrame()
        #expect(backend.cellsDrawn == 120 * 40)
        let changes = runtime.handle(.key(.down))
        let treeRows = Set(changes.filter { $0.x < runtime.state.layout.tree.width }.map(\.y))
        #expect(treeRows == [2, 3])
        #expect(backend.buffer == runtime.frame)
    }

    @Test func anUnmappedKeyDrawsNothing() {
        let backend = TestBackend()
        let runtime = runtime(backend)
        runtime.drawFrame()
        #expect(runtime.handle(.key(.character("z"))).isEmpty)
        #expect(backend.drawCount == 1)
    }

    @Test func ctrlLRepaintsEveryCell() {
        let backend = TestBackend(width: 80, height: 24)
        let runtime = runtime(backend)
        runtime.drawFrame()
        let changes = runtime.handle(.key(.character("l"), .control))
        #expect(backend.redrawRequests == 1)
        #expect(changes.count == 80 * 24)
    }

    @Test func aResizeRelaysOutAtTheNewSize() {
        let backend = TestBackend(width: 120, height: 40)
        let runtime = runtime(backend)
        runtime.drawFrame()
        backend.resize(to: TerminalSize(width: 70, height: 20))
        runtime.handle(backend.readEvent(timeoutMilliseconds: 0)!)
        #expect(backend.buffer.size == TerminalSize(width: 70, height: 20))
        #expect(backend.lines == Screen.render(runtime.state).lines)
        #expect(backend.lines[18].hasPrefix(" Demo │ Light"))
    }
}
