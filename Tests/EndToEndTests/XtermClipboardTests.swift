import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `y` in the real binary in a terminal emulator: xterm on a virtual X server (Xvfb), which
/// puts an OSC 52 copy on the X clipboard once `SetSelection` is taken out of its
/// `disallowedWindowOps` (what an xterm user sets to allow it). Keys are typed into xterm's
/// window (`xdotool`), the clipboard read back (`xclip`). A tmux pane only runs the X server
/// and xterm; palette's terminal is xterm. Each wait is long and the time limit three minutes:
/// beside the whole suite on two cores, starting an X server and xterm took over ten seconds.
@Suite(.paletteBuilt, .xtermInstalled, .timeLimit(.minutes(3)))
struct XtermClipboardTests {
    @Test func yPutsTheSelectedColorOnTheXClipboard() throws {
        let folder = try TemporaryFolder()
        let palette = try #require(PaletteExecutable.url).path
        // The pane only keeps the X server and xterm running.
        let script = VirtualDisplay.startScript(displayFile: folder.url("display"), pidFile: folder.url("xvfb.pid")) + """

            DISPLAY=:$(cat '\(folder.url("display"))') xterm -geometry 120x40 -xrm 'XTerm*disallowedWindowOps: 20,21,SetXprop' \
                -e '\(palette)' --canvas light '\(BrowserEndToEndTests.demo)' & echo $! > '\(folder.url("xterm.pid"))'
            wait
            """
        let session = try TmuxSession(command: [script])
        defer {
            for name in ["xterm.pid", "xvfb.pid"] {
                if let text = try? String(contentsOfFile: folder.url(name), encoding: .utf8), let pid = pid_t(text.trimmed) {
                    kill(pid, SIGTERM)
                }
            }
            session.kill()
        }
        let display = try waitUntil("Xvfb's display") { (try? String(contentsOfFile: folder.url("display"), encoding: .utf8))?.trimmed }
        var environment = Spawn.cleanEnvironment
        environment["DISPLAY"] = ":" + display
        func run(_ arguments: String...) -> String? {
            guard let result = try? Spawn.run(arguments, environment: environment), result.status == 0 else { return nil }
            return result.output.trimmed
        }
        let window = try waitUntil("xterm's window") { run("xdotool", "search", "--class", "xterm")?.split(separator: "\n").first }
        func type(_ keys: String) {
            _ = run("xdotool", "windowfocus", "--sync", String(window))
            _ = run("xdotool", "type", keys)
        }
        func clipboard() -> String? { run("xclip", "-o", "-selection", "clipboard") }
        // `y` typed until it is copied: the first keys may come before palette reads its
        // terminal, and a copy typed again copies the same value.
        _ = try waitUntil("the clipboard to hold #FFFFFF, last \(clipboard() ?? "nothing")", timeout: .seconds(40)) { () -> Bool? in
            type("y")
            for _ in 0..<20 {
                if clipboard() == "#FFFFFF" { return true }
                usleep(50_000)
            }
            return nil
        }
        // The next color, in the next format: a system color's UIKit expression.
        type("jYy")
        _ = try waitUntil("the clipboard to hold the UIKit expression, last \(clipboard() ?? "nothing")") { () -> Bool? in
            clipboard() == "UIColor.systemGroupedBackground" ? true : nil
        }
    }

    /// `Polling.until` every 50 ms, naming `what` when the time is up.
    private func waitUntil<Value>(_ what: @autoclosure () -> String, timeout: Duration = .seconds(30),
                                  _ body: () throws -> Value?) throws -> Value {
        try Polling.until(timeout: timeout, every: .milliseconds(50),
                          timedOut: { TmuxError.timedOut(waiting: timeout, lastCapture: "waiting for \(what())") }, body)
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
