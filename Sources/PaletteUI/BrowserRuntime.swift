import TerminalCore

/// The loop: read an event from the backend, map it through `KeyMap`, `reduce`, render, diff
/// against the previous frame, draw only the changes. The one place effects are performed.
@MainActor
public final class BrowserRuntime {
    public private(set) var state: AppState
    private let backend: TerminalBackend
    private var screen: Screen
    /// What the terminal shows now.
    public private(set) var frame: CellBuffer
    /// Set once `.quit` was handled.
    public private(set) var isFinished = false

    /// A runtime over `backend`; the state is resized to the backend's size.
    public init(state: AppState, backend: TerminalBackend) {
        var state = state
        state.size = backend.size
        state.scrollToSelection()
        self.state = state
        self.backend = backend
        self.screen = Screen(colorMode: state.colorMode)
        self.frame = CellBuffer(width: 0, height: 0)
    }

    /// Draws the first frame, then handles events until the user quits.
    public func run() {
        drawFrame()
        while !isFinished {
            guard let event = backend.readEvent(timeoutMilliseconds: nil) else { continue }
            handle(event)
        }
    }

    /// Handles one event: reduce, perform effects, draw the diff. Returns the changes drawn.
    @discardableResult
    public func handle(_ event: InputEvent) -> [CellChange] {
        guard let message = KeyMap.message(for: event, in: state) else { return [] }
        let effects = reduce(&state, message)
        var repaint = false
        for effect in effects {
            switch effect {
            case .quit: isFinished = true
            case .redrawAll: repaint = true
            }
        }
        if isFinished { return [] }
        if repaint {
            backend.redrawAll()
            frame = CellBuffer(width: 0, height: 0)
        }
        return drawFrame()
    }

    /// Renders the state and draws what changed since the last frame.
    @discardableResult
    public func drawFrame() -> [CellChange] {
        let next = screen.render(state)
        let changes = CellBuffer.diff(from: frame, to: next)
        if !changes.isEmpty || frame.size != next.size { backend.draw(changes) }
        frame = next
        return changes
    }
}
