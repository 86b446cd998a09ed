import Foundation
import TerminalHarness

/// The browser on a pseudo-terminal of its own, fed a random key sequence, then asked to quit.
struct BrowserSession {
    /// Keys of every mode, escape sequences included; ESC alone is sent apart (see `run`).
    static let keys: [String] = ["j", "k", "g", "G", "l", "h", " ", "\r", "a", "1", "2", "3", "4", "s", "c", "/", "n", "N",
        "?", "e", "[", "]", "D", "H", "x", "u", "\u{12}", "w", "y", "n", "d", "o", "r", "k", "\t", "L", "#",
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[1;2C", "\u{1B}[Z", "\u{7F}",
        "\u{0C}", "oklch(nan 0 0)\r", "oklch(0.5 0.1 10 / 0.5)\r", "112233\r", "#112233+F\r", "oklch(2 0 0)\r", "zz\r"]

    let palette: String
    let environment: [String: String]

    /// Runs the browser over `catalog` with `count` random keys; the outcome and the keys sent.
    func run(catalog: String, count: Int, using random: inout SeededRandom) -> (outcome: ChildProcess.Outcome, keys: [String]) {
        var sent: [String] = []
        let terminal: PseudoTerminal
        do {
            terminal = try PseudoTerminal(command: [palette, catalog], width: 100, height: 30, environment: environment)
        } catch {
            return (.exited(127), [])
        }
        // The first frame (a broken catalog still draws one).
        _ = terminal.readUntilQuiet(firstByteWithin: 10_000, quiet: 100)
        for _ in 0..<count {
            let key = random.chance(0.08) ? "\u{1B}" : Self.keys.randomElement(using: &random)!
            sent.append(key)
            terminal.send(key)
            // A pause past ncurses' ESCDELAY (25 ms), so an ESC is not read with the next key as Alt.
            _ = terminal.readUntilQuiet(firstByteWithin: 40, quiet: 30)
        }
        // Leave whatever mode is open (filter, typing, editor, prompt, help), then quit and
        // discard unsaved edits; twice, for a help overlay that takes the first q.
        for key in ["\u{1B}", "\u{1B}", "\u{1B}", "q", "d", "q", "d"] {
            terminal.send(key)
            _ = terminal.readUntilQuiet(firstByteWithin: 60, quiet: 40)
        }
        do {
            return (.init(code: try terminal.waitForExit(timeout: .seconds(20))), sent)
        } catch {
            return (.timedOut, sent)
        }
    }
}

extension ChildProcess.Outcome {
    /// From an exit code, or 128 + a signal as the terminal harness reports it.
    init(code: Int32) {
        self = code > 128 ? .signaled(code - 128) : .exited(code)
    }
}
