import Testing
import TerminalCore

@MainActor
@Suite struct TestBackendTests {
    @Test func drawAppliesChangesAndCountsThem() {
        let backend = TestBackend(width: 6, height: 2)
        var frame = CellBuffer(size: backend.size)
        frame.write("hi界", x: 0, y: 1, style: .plain)
        let changes = CellBuffer.diff(from: backend.buffer, to: frame)
        backend.draw(changes)
        #expect(backend.lines == ["      ", "hi界  "])
        #expect(backend.drawCount == 1)
        #expect(backend.cellsDrawn == 3)
        #expect(backend.lastChanges == changes)
    }

    @Test func scriptedEventsComeBackInOrderThenHangup() {
        let backend = TestBackend(events: [.key(.down)])
        backend.enqueue(.key(.character("q")))
        #expect(backend.readEvent(timeoutMilliseconds: 100) == .key(.down))
        #expect(backend.readEvent(timeoutMilliseconds: nil) == .key(.character("q")))
        #expect(backend.readEvent(timeoutMilliseconds: 0) == .hangup)
        #expect(backend.readEvent(timeoutMilliseconds: nil) == .hangup)
        #expect(backend.readTimeouts == [100, nil, 0, nil])
    }

    @Test func resizeKeepsContentAndQueuesAnEvent() {
        let backend = TestBackend(width: 4, height: 2)
        var frame = CellBuffer(size: backend.size)
        frame.write("abcd", x: 0, y: 0, style: .plain)
        backend.draw(CellBuffer.diff(from: backend.buffer, to: frame))
        backend.resize(to: TerminalSize(width: 2, height: 3))
        #expect(backend.lines == ["ab", "  ", "  "])
        #expect(backend.readEvent(timeoutMilliseconds: 0) == .resize(TerminalSize(width: 2, height: 3)))
    }

    @Test func redrawAllIsPendingUntilTheNextDraw() {
        let backend = TestBackend()
        backend.redrawAll()
        #expect(backend.isRedrawPending)
        backend.draw([])
        #expect(!backend.isRedrawPending)
        #expect(backend.redrawRequests == 1)
    }
}
