import AssetCatalog
import PaletteUI
import TerminalCore

/// Issue: editing in the browser on a 10,000-colorset catalog. An edit keystroke to a redrawn
/// preview (reduce, which splices the slot's document, + render + diff) within 2 ms median;
/// saving one colorset (`w`: the save effect, atomic write with fsync, the result message and
/// the redraw) within 5 ms median.
enum EditorBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        return MainActor.assumeIsolated { inProcess(catalog) }
    }

    @MainActor
    private static func inProcess(_ catalog: GeneratedCatalog) -> [BenchmarkResult] {
        let size = TerminalSize(width: 120, height: 40)
        let workspace = CatalogLoader.load(paths: [catalog.path])
        let runtime = BrowserRuntime(state: AppState(workspace: workspace, size: size),
                                     backend: TestBackend(width: size.width, height: size.height))
        runtime.drawFrame()
        runtime.handle(.key(.character("e")))
        precondition(runtime.state.mode == .editing, "the first colorset opens in the editor")

        var up = true
        let channel = Stopwatch.median(runs: 501) {
            runtime.handle(.key(up ? .right : .left))
            up.toggle()
        }
        for _ in 0..<4 { runtime.handle(.key(.tab)) }
        precondition(runtime.state.editor?.focusedField == .lightness)
        let lightness = Stopwatch.median(runs: 501) {
            runtime.handle(.key(up ? .right : .left))
            up.toggle()
        }
        runtime.handle(.key(.enter))

        // Each run makes the colorset dirty (untimed), then times `w` end to end.
        var samples: [UInt64] = []
        for run in 0..<102 {
            runtime.handle(.key(.character("e")))
            runtime.handle(.key(run % 2 == 0 ? .right : .left))
            runtime.handle(.key(.enter))
            precondition(runtime.state.history.dirtyLocations.count == 1)
            let time = Stopwatch.time { runtime.handle(.key(.character("w"))) }
            precondition(runtime.state.history.dirtyLocations.isEmpty, runtime.state.statusMessage ?? "not saved")
            if run > 0 { samples.append(time) }
        }
        samples.sort()
        let save = Double(samples[samples.count / 2])
        return [
            BenchmarkResult(name: "edit keystroke: channel step (reduce+render+diff)", value: channel / 1e3, unit: "us",
                            goal: ("<= 2000 us median", channel <= 2e6)),
            BenchmarkResult(name: "edit keystroke: OKLCH lightness step", value: lightness / 1e3, unit: "us",
                            goal: ("<= 2000 us median", lightness <= 2e6)),
            BenchmarkResult(name: "save one colorset ('w': write+fsync+rename+redraw)", value: save / 1e3, unit: "us",
                            goal: ("<= 5000 us median", save <= 5e6)),
        ]
    }
}
