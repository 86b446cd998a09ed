/// An in-memory ``TerminalBackend`` for tests: draws into a ``CellBuffer`` and replays
/// scripted events. Once they run out it reports ``InputEvent/hangup``, as a closed terminal
/// would, so a read loop over a drained backend ends instead of spinning.
@MainActor
public final class TestBackend: TerminalBackend {
    /// What the screen shows now.
    public private(set) var buffer: CellBuffer
    public var colorMode: ColorMode
    /// Events `readEvent` returns, first one first; `.hangup` when empty.
    public var pendingEvents: [InputEvent]
    /// Number of `draw` calls.
    public private(set) var drawCount = 0
    /// Cells drawn over all `draw` calls (continuations not counted).
    public private(set) var cellsDrawn = 0
    /// The changes passed to the latest `draw`.
    public private(set) var lastChanges: [CellChange] = []
    /// Number of `redrawAll` calls.
    public private(set) var redrawRequests = 0
    /// True between `redrawAll` and the next `draw`.
    public private(set) var isRedrawPending = false
    /// The timeouts `readEvent` was called with, in order.
    public private(set) var readTimeouts: [Int?] = []
    /// The control strings `send(controlSequence:)` wrote, in order.
    public private(set) var sentSequences: [[UInt8]] = []

    public init(width: Int = 80, height: Int = 24, colorMode: ColorMode = .trueColor, events: [InputEvent] = []) {
        self.buffer = CellBuffer(width: width, height: height)
        self.colorMode = colorMode
        self.pendingEvents = events
    }

    public var size: TerminalSize { buffer.size }

    public func draw(_ changes: [CellChange]) {
        drawCount += 1
        cellsDrawn += changes.count { !$0.cell.isContinuation }
        lastChanges = changes
        isRedrawPending = false
        buffer.apply(changes)
    }

    public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        readTimeouts.append(timeoutMilliseconds)
        return pendingEvents.isEmpty ? .hangup : pendingEvents.removeFirst()
    }

    public func redrawAll() {
        redrawRequests += 1
        isRedrawPending = true
    }

    public func send(controlSequence: [UInt8]) {
        sentSequences.append(controlSequence)
    }

    /// Queues events for `readEvent`.
    public func enqueue(_ events: InputEvent...) {
        pendingEvents.append(contentsOf: events)
    }

    /// Simulates the user resizing the terminal: the screen keeps its top-left content
    /// and a `.resize` event is queued.
    public func resize(to size: TerminalSize) {
        var resized = CellBuffer(size: size)
        for y in 0..<min(size.height, buffer.height) {
            for x in 0..<min(size.width, buffer.width) where !buffer[x, y].isContinuation {
                resized[x, y] = buffer[x, y]
            }
        }
        buffer = resized
        pendingEvents.append(.resize(size))
    }

    /// The screen's text, one string per row.
    public var lines: [String] { buffer.lines }
}
