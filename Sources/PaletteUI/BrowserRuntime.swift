import AssetCatalog
import TerminalCore

/// The loop: read an event from the backend, map it through `KeyMap`, `reduce`, render, diff
/// against the previous frame, draw only the changes. The one place effects are performed:
/// saves, reloads and stamp checks touch files here, and their results go back through `reduce` as messages.
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

    /// How often files are compared with their stamps (`Message.tick`), key or no key.
    public static let tickInterval = Duration.milliseconds(500)

    /// Draws the first frame, then handles events until the user quits, sending `.tick` every
    /// `tickInterval` while waiting (or typing).
    public func run() {
        drawFrame()
        let clock = ContinuousClock()
        var nextTick = clock.now + Self.tickInterval
        while !isFinished {
            let milliseconds = max(0, Int((clock.now.duration(to: nextTick) / .milliseconds(1)).rounded(.up)))
            if let event = backend.readEvent(timeoutMilliseconds: milliseconds) { handle(event) }
            if !isFinished, clock.now >= nextTick {
                send(.tick)
                nextTick = clock.now + Self.tickInterval
            }
        }
    }

    /// Handles one event: reduce, perform effects, draw the diff. Returns the changes drawn.
    @discardableResult
    public func handle(_ event: InputEvent) -> [CellChange] {
        guard let message = KeyMap.message(for: event, in: state) else { return [] }
        return send(message)
    }

    /// Reduces `message`, performs its effects (feeding their results back in as messages) and
    /// draws the diff. Returns the changes drawn.
    @discardableResult
    public func send(_ message: Message) -> [CellChange] {
        var pending = [message]
        var repaint = false
        while !pending.isEmpty, !isFinished {
            for effect in reduce(&state, pending.removeFirst()) {
                switch effect {
                case .quit: isFinished = true
                case .redrawAll: repaint = true
                case .save(let requests): pending.append(.saveFinished(requests.map(Self.save)))
                case .reload(let requests):
                    pending += requests.map { .reloaded($0.location, $0.colorSet.reloadedFromDisk()) }
                case .checkDisk(let checks, let full):
                    let changes = checks.filter(\.colorSet.changedOnDisk)
                        .map { DiskChange(location: $0.location, reloaded: $0.reload ? $0.colorSet.reloadedFromDisk() : nil) }
                    pending.append(.diskChecked(changes, full: full, checked: checks.count))
                case .sendControlSequence(let bytes): backend.send(controlSequence: bytes)
                }
            }
        }
        if isFinished { return [] }
        if repaint {
            backend.redrawAll()
            frame = CellBuffer(width: 0, height: 0)
        }
        return drawFrame()
    }

    /// Saves one colorset atomically; the result carries the saved colorset or the error.
    private static func save(_ request: SaveRequest) -> SaveResult {
        var colorSet = request.colorSet
        do {
            try colorSet.save(force: request.force)
            return SaveResult(location: request.location, outcome: .success(colorSet))
        } catch {
            return SaveResult(location: request.location, outcome: .failure(error))
        }
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
