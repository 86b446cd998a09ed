import AssetCatalog
import Dispatch
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

    /// Issue 17: the source scan `.scanSources` runs on another thread, and where its result waits.
    private let sourceScanner: (@Sendable (Workspace) -> SourceUsage)?
    private let finished = BackgroundResults()

    /// A runtime over `backend`; the state is resized to the backend's size. With `sourceScanner`,
    /// the sources are scanned in the background after the first frame (issue 17).
    public init(state: AppState, backend: TerminalBackend, sourceScanner: (@Sendable (Workspace) -> SourceUsage)? = nil) {
        var state = state
        if sourceScanner != nil, state.sources == .off { state.sources = .pending }
        self.sourceScanner = sourceScanner
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
        if sourceScanner != nil { send(.startSourceScan) }
        let clock = ContinuousClock()
        var nextTick = clock.now + Self.tickInterval
        while !isFinished {
            let milliseconds = max(0, Int((clock.now.duration(to: nextTick) / .milliseconds(1)).rounded(.up)))
            if let event = backend.readEvent(timeoutMilliseconds: milliseconds) { handle(event) }
            deliverBackgroundResults()
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
                case .scanSources:
                    // On the workspace as it is now: colorsets added on disk since are read too.
                    if let scanner = sourceScanner {
                        let workspace = state.workspace
                        finished.start { scanner(workspace) }
                    }
                case .checkDisk(let checks, let full):
                    let changes = checks.filter(\.colorSet.changedOnDisk)
                        .map { DiskChange(location: $0.location, reloaded: $0.reload ? $0.colorSet.reloadedFromDisk() : nil) }
                    pending.append(.diskChecked(changes, full: full, checked: checks.count))
                case .rescan(let request):
                    let (results, searched) = Self.rescan(request)
                    pending.append(.rescanned(results, full: request.full, searched: searched))
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

    /// Sends what background work finished since the last call (the source scan) through
    /// `reduce`, and draws. Returns the changes drawn (none when nothing finished).
    @discardableResult
    public func deliverBackgroundResults() -> [CellChange] {
        guard let usage = finished.take() else { return [] }
        return send(.sourcesScanned(usage))
    }

    /// Waits until background work started so far has finished, then delivers it: for tests,
    /// which must not sleep.
    @discardableResult
    public func waitForBackgroundWork() -> [CellChange] {
        finished.wait()
        return deliverBackgroundResults()
    }

    /// Scans again the catalogs with a folder whose stamp changed (all of them for a full check),
    /// and searches again below the searched folders that changed (all the paths for a full
    /// check): the folders searched then come back with the results.
    private static func rescan(_ request: RescanRequest) -> (results: [RescanResult], searched: [FolderStamp]?) {
        let workspace = request.outline.workspace
        let catalogs = request.full ? Array(workspace.catalogs.indices)
            : Set(request.folders.filter { $0.folder.changedOnDisk }.map(\.catalog)).sorted()
        let rescanned = catalogs.compactMap { index in
            let catalog = workspace.catalogs[index]
            let keeping = request.keeping.filter { $0.catalog == index }.map { catalog.colorSets[$0.colorSet].contentsFile.parent }
            return CatalogLoader.rescan(catalog, keeping: keeping, vocabulary: workspace.vocabulary)
                .map { RescanResult(catalog: index, rescan: $0) }
        }
        // A catalog new below the paths comes after the others.
        let new: [Catalog], searched: [FolderStamp]
        if request.full {
            (new, searched) = CatalogLoader.newCatalogs(in: workspace)
        } else {
            let changed = request.searchedSlice.filter(\.entriesChangedOnDisk)
            guard !changed.isEmpty else { return (rescanned, nil) }
            (new, searched) = CatalogLoader.newCatalogs(in: workspace, below: changed, searched: request.searched)
        }
        return (rescanned + new.enumerated().compactMap { offset, catalog in
            catalog.source.map { RescanResult(catalog: workspace.catalogs.count + offset, rescan: CatalogRescan(source: $0, fresh: catalog)) }
        }, searched)
    }

    /// Saves one colorset atomically; the result carries the saved colorset or the error.
    private static func save(_ request: SaveRequest) -> SaveResult {
        var colorSet = request.colorSet
        do {
            try colorSet.save(force: request.force, restoring: request.folders)
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

/// The source scan's thread and its result, handed over under a lock.
private final class BackgroundResults: @unchecked Sendable {
    // @unchecked: `result` is only touched on `queue`.
    private let queue = DispatchQueue(label: "palette.background-results")
    private let group = DispatchGroup()
    private var result: SourceUsage?

    func start(_ work: @escaping @Sendable () -> SourceUsage) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let usage = work()
            queue.sync { result = usage }
            group.leave()
        }
    }

    func take() -> SourceUsage? {
        queue.sync {
            defer { result = nil }
            return result
        }
    }

    func wait() { group.wait() }
}
