import AssetCatalog
import Foundation

/// Issue: loading a 10,000-colorset catalog (walk, read, parse, model, resolve for one appearance)
/// within 2x the time of only reading the same files' bytes; `palette list --format json` at least
/// 2.5x faster than an equivalent Python script using the `json` module.
enum CatalogLoadBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try GeneratedCatalog.write(count: 10_000)
        defer { catalog.remove() }
        let (readOnly, load, ratio, _) = Stopwatch.alternating(runs: 11, { readAllBytes(catalog.contentsPaths) }) {
            let workspace = CatalogLoader.load(paths: [catalog.path])
            let resolved = workspace.catalogs[0].resolvedColors(TraitRequest(appearance: .dark))
            precondition(resolved.allSatisfy { $0 != nil }, "every generated colorset resolves")
            return (workspace, resolved)
        }
        // Wall time is the goal; CPU time (all threads) shows the work apart from machine load.
        var results = [
            BenchmarkResult(name: "read bytes only, 10k files (wall)", value: readOnly.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "load + resolve, 10k colorsets (wall)", value: load.wall / 1e6, unit: "ms"),
            BenchmarkResult(name: "load / read-only (wall, median of 11 alternating rounds)", value: ratio, unit: "x",
                            goal: ("<= 2x", ratio <= 2)),
            BenchmarkResult(name: "read bytes only (CPU, all threads)", value: readOnly.cpu / 1e6, unit: "ms"),
            BenchmarkResult(name: "load + resolve (CPU, all threads)", value: load.cpu / 1e6, unit: "ms"),
        ]
        results += try listVersusPython(catalog)
        return results
    }

    /// Reads every file into one reused buffer with POSIX calls: the I/O floor.
    static func readAllBytes(_ paths: [String]) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        for path in paths {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            total += buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        precondition(total > 0)
    }

    private static func listVersusPython(_ catalog: GeneratedCatalog) throws -> [BenchmarkResult] {
        guard let palette = builtPalette() else {
            return [BenchmarkResult(name: "palette list: build the palette product first", value: 0, unit: "")]
        }
        let script = FileManager.default.temporaryDirectory.path + "/palette-list-\(getpid()).py"
        try Data(pythonList.utf8).write(to: URL(fileURLWithPath: script))
        defer { try? FileManager.default.removeItem(atPath: script) }
        let ours = try Stopwatch.median(runs: 5) { try runQuietly([palette, "list", "--format", "json", catalog.path]) }
        let python = try Stopwatch.median(runs: 5) { try runQuietly(["/usr/bin/env", "python3", script, catalog.path]) }
        let speedUp = python / ours
        return [
            BenchmarkResult(name: "palette list --format json, 10k", value: ours / 1e6, unit: "ms"),
            BenchmarkResult(name: "python3 json equivalent, 10k", value: python / 1e6, unit: "ms"),
            BenchmarkResult(name: "python / palette list", value: speedUp, unit: "x", goal: (">= 2.5x", speedUp >= 2.5)),
        ]
    }

    /// The same job in Python: walk, parse, qualify names, pick the Any slot, print JSON rows.
    static let pythonList = #"""
    import json, os, sys
    rows = []
    for root, dirs, files in os.walk(sys.argv[1]):
        dirs.sort()
        if root.endswith('.colorset'):
            with open(os.path.join(root, 'Contents.json')) as f:
                doc = json.load(f)
            rel = os.path.relpath(root, sys.argv[1])
            parts = rel.split(os.sep)
            prefix = []
            for i in range(len(parts) - 1):
                group = os.path.join(sys.argv[1], *parts[:i + 1], 'Contents.json')
                try:
                    with open(group) as g:
                        if json.load(g).get('properties', {}).get('provides-namespace'):
                            prefix.append(parts[i])
                except OSError:
                    pass
            chosen = None
            for entry in doc.get('colors', []):
                if 'appearances' not in entry and 'color' in entry:
                    chosen = entry['color']
            comps = chosen.get('components', {}) if chosen else {}
            def byte(text):
                text = str(text)
                if text.startswith('0x'): return int(text, 16)
                if text.isdigit(): return int(text)
                return round(float(text) * 255)
            hexcode = '#%02X%02X%02X' % tuple(byte(comps.get(k, 0)) for k in ('red', 'green', 'blue'))
            rows.append({'name': '/'.join(prefix + [parts[-1][:-9]]), 'catalog': sys.argv[1], 'hex': hexcode,
                         'alpha': float(comps.get('alpha', 1)), 'colorSpace': chosen.get('color-space', 'srgb'),
                         'fallback': False, 'clipped': False})
    json.dump(rows, sys.stdout, indent=2)
    """#
}
