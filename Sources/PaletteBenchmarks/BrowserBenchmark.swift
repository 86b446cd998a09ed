import AssetCatalog
import Foundation
import PaletteUI
import TerminalCore

/// Issue: the browser on a 10,000-colorset catalog. Start to first frame (load + initial state +
/// first render) within 1.5x the load alone; a keypress (selection move, appearance switch,
/// filter keystroke) from event to drawn diff within 2 ms median; at most 300 terminal bytes
/// for a one-row selection move at 120x40.
enum BrowserBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        var results = try MainActor.assumeIsolated { try inProcess(catalog) }
        results += try TerminalBytesProbe.results(catalogPath: catalog.path)
        return results
    }

    @MainActor
    private static func inProcess(_ catalog: GeneratedCatalog) throws -> [BenchmarkResult] {
        let size = TerminalSize(width: 120, height: 40)
        // In alternating rounds, so a slow spell of the machine hits both sides.
        let (load, start, ratio, _) = Stopwatch.alternating(runs: 7, { CatalogLoader.load(paths: [catalog.path]) }) {
            let workspace = CatalogLoader.load(paths: [catalog.path])
            let backend = TestBackend(width: size.width, height: size.height)
            let runtime = BrowserRuntime(state: AppState(workspace: workspace, size: size), backend: backend)
            runtime.drawFrame()
            precondition(backend.cellsDrawn == size.width * size.height)
            return runtime
        }
        let workspace = CatalogLoader.load(paths: [catalog.path])
        let outline = Outline(workspace: workspace)
        let backend = TestBackend(width: size.width, height: size.height)
        let runtime = BrowserRuntime(state: AppState(outline: outline, size: size), backend: backend)
        runtime.drawFrame()
        precondition(runtime.state.rows.count > 10_000 / 2, "the tree shows the generated catalog")

        var downward = true
        let move = Stopwatch.median(runs: 501) {
            runtime.handle(.key(downward ? .down : .up))
            downward.toggle()
        }
        let appearance = Stopwatch.median(runs: 501) { runtime.handle(.key(.character("a"))) }
        runtime.handle(.key(.character("/")))
        var typing = true
        let filter = Stopwatch.median(runs: 501) {
            runtime.handle(typing ? .key(.character("1")) : .key(.backspace))
            typing.toggle()
        }
        precondition(runtime.state.mode == .filtering)
        // A tick with nothing changed on disk: the stamp checks (and folder checks) one tick makes.
        let tick = Stopwatch.median(runs: 201) { runtime.send(.tick) }
        precondition(runtime.state.statusMessage == nil, "a tick over an unchanged catalog says nothing")
        // Ctrl-L: every catalog's folders listed again and every colorset's stamp compared.
        let fullCheck = Stopwatch.median(runs: 21) { runtime.send(.redraw) }
        // A colorset added, then removed, by another program: the tick that notices it scans the
        // catalog again, loads it and moves the state onto the new outline.
        let added = catalog.path + "/Group0/zzzAdded.colorset"
        let contents = try Data(contentsOf: URL(fileURLWithPath: catalog.contentsPaths[0]))
        var adding = true
        let structure = Stopwatch.median(runs: 21) {
            if adding {
                try? FileManager.default.createDirectory(atPath: added, withIntermediateDirectories: true)
                try? contents.write(to: URL(fileURLWithPath: added + "/Contents.json"))
            } else {
                try? FileManager.default.removeItem(atPath: added)
            }
            adding.toggle()
            runtime.send(.tick)
            precondition(runtime.state.statusMessage?.hasSuffix("on disk") == true, "the tick noticed the colorset")
        }
        return [
            BenchmarkResult(name: "load only, 10k colorsets", value: load.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "start to first frame (load + state + render)", value: start.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "first frame / load (median of 7 alternating rounds)", value: ratio, unit: "x",
                            goal: ("<= 1.5x", ratio <= 1.5)),
            keypress("keypress: move selection (reduce+render+diff)", move),
            keypress("keypress: switch appearance", appearance),
            keypress("keypress: filter keystroke ('1' / backspace)", filter),
            BenchmarkResult(name: "tick, nothing changed on disk (median)", value: tick / 1e3, unit: "us"),
            BenchmarkResult(name: "Ctrl-L: rescan + stamp check of every colorset (median)", value: fullCheck / 1e6, unit: "ms"),
            BenchmarkResult(name: "tick noticing a colorset added/removed (median)", value: structure / 1e6, unit: "ms"),
        ]
    }

    private static func keypress(_ name: String, _ nanoseconds: Double) -> BenchmarkResult {
        BenchmarkResult(name: name, value: nanoseconds / 1e3, unit: "us",
                        goal: ("<= 2000 us median", nanoseconds <= 2e6))
    }
}
