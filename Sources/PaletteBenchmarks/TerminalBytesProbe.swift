import Foundation
import PaletteUI
import TerminalCore
import TerminalHarness

/// Counts the real bytes `palette` writes to a terminal: runs the built binary on a
/// pseudo-terminal sized 120x40 with `TERM=xterm-direct` (24-bit color), reads everything the
/// first frame sends, then walks down the tree with `j`, one key at a time, and counts what
/// ncurses writes for each move (up to `moves`; a key that draws nothing is the end of the
/// tree and ends the walk: Demo has 37 rows below the first selection). The goal is judged on
/// the median move; the 90th percentile, the maximum and where the bytes go (tree, detail,
/// status, mean per move) are reported too.
///
/// Output is considered complete when the pty stays quiet for `quietMilliseconds`.
enum TerminalBytesProbe {
    static let quietMilliseconds: Int32 = 250
    /// Moves in the walk.
    static let moves = 40

    static func results(catalogPath: String) throws -> [BenchmarkResult] {
        guard let palette = builtPalette() else {
            return [BenchmarkResult(name: "terminal bytes: build the palette product first", value: 0, unit: "")]
        }
        var results: [BenchmarkResult] = []
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Palettes/Demo.xcassets").path
        for (label, path) in [("10k catalog", catalogPath), ("Demo", demo)] {
            let (first, walk) = try measure(palette: palette, catalog: path)
            guard !walk.isEmpty else { throw ProbeError(message: "palette drew nothing for 'j' on \(label)") }
            let sizes = walk.map(\.count).sorted()
            let median = sizes[sizes.count / 2]
            let p90 = sizes[(sizes.count * 9 + 9) / 10 - 1]
            results.append(BenchmarkResult(name: "terminal bytes, first frame 120x40 (\(label))", value: Double(first.count), unit: "B"))
            results.append(BenchmarkResult(name: "terminal bytes per move, median of \(walk.count) (\(label))",
                                           value: Double(median), unit: "B", goal: ("<= 300 B", median <= 300)))
            results.append(BenchmarkResult(name: "  90th percentile (\(label))", value: Double(p90), unit: "B"))
            results.append(BenchmarkResult(name: "  max (\(label))", value: Double(sizes.last ?? 0), unit: "B"))
            results.append(BenchmarkResult(name: "  mean (\(label))", value: Double(sizes.reduce(0, +)) / Double(sizes.count), unit: "B"))
            let layout = Layout(size: TerminalSize(width: 120, height: 40))
            let regions = walk.map { ScreenRegions.split($0, treeWidth: layout.tree.width, statusRow: layout.status.y) }
            let means = [("tree", regions.map(\.tree)), ("detail", regions.map(\.detail)), ("status", regions.map(\.status))]
            for (region, bytes) in means {
                results.append(BenchmarkResult(name: "    of which \(region) pane, mean (\(label))",
                                               value: Double(bytes.reduce(0, +)) / Double(bytes.count), unit: "B"))
            }
        }
        return results
    }

    /// Bytes of the first frame and of each `j` of the walk.
    static func measure(palette: String, catalog: String) throws -> (first: [UInt8], moves: [[UInt8]]) {
        #if os(Linux)
        let utf8Locale = "C.UTF-8"
        #else
        let utf8Locale = "en_US.UTF-8"  // macOS has no C.UTF-8
        #endif
        let environment = ["TERM": "xterm-direct", "LANG": utf8Locale, "PATH": "/usr/bin:/bin",
                           "SWIFT_BACKTRACE": "interactive=no"]
        let terminal = try PseudoTerminal(command: [palette, catalog], width: 120, height: 40, environment: environment)
        let first = terminal.readUntilQuiet(firstByteWithin: 30_000, quiet: quietMilliseconds)
        var walk: [[UInt8]] = []
        for _ in 0..<moves {
            terminal.send("j")
            let move = terminal.readUntilQuiet(firstByteWithin: 2_000, quiet: quietMilliseconds)
            if move.isEmpty { break }
            walk.append(move)
        }
        terminal.send("q")
        _ = try terminal.waitForExit()
        return (first, walk)
    }

    struct ProbeError: Error { var message: String }
}

/// Attributes terminal output to screen regions by following cursor addressing (`CSI row;col H`,
/// `CSI col G`, `CSI row d`); each stretch of bytes counts for the region where it starts.
/// Approximate (text advancing the cursor is not followed), good enough to say where bytes go.
enum ScreenRegions {
    static func split(_ bytes: [UInt8], treeWidth: Int, statusRow: Int) -> (tree: Int, detail: Int, status: Int) {
        var row = 1, column = 1
        var counts = (tree: 0, detail: 0, status: 0)
        var index = 0
        while index < bytes.count {
            var length = 1
            if bytes[index] == 0x0D { column = 1 }
            if bytes[index] == 0x0A { row += 1 }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x3F { end += 1 }
                if end < bytes.count {
                    let numbers = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
                        .map { Int($0) ?? 1 }
                    switch bytes[end] {
                    case UInt8(ascii: "H"): row = numbers.first ?? 1; column = numbers.count > 1 ? numbers[1] : 1
                    case UInt8(ascii: "G"): column = numbers.first ?? 1
                    case UInt8(ascii: "d"): row = numbers.first ?? 1
                    default: break
                    }
                    length = end - index + 1
                }
            }
            if row > statusRow { counts.status += length } else if column <= treeWidth { counts.tree += length } else { counts.detail += length }
            index += length
        }
        return counts
    }
}
