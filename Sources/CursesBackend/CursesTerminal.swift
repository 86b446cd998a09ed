import CNCurses
import Foundation
import TerminalCore

/// Why a curses terminal could not start.
public enum CursesTerminalError: Error, Equatable {
    /// stdin or stdout is not a terminal.
    case notATerminal
    /// Another `CursesTerminal` is running.
    case alreadyStarted
    /// No terminfo entry could be loaded; holds the names tried (`$TERM` as its value).
    case noTerminfoEntry(tried: [String])
}

/// The ncurses backend: full screen on stdin/stdout, truecolor when available.
///
/// The terminal is restored by `stop()`, and also on `exit`, SIGTERM, SIGINT (sent by `kill`;
/// in raw mode Ctrl-C arrives as a key), SIGHUP, SIGQUIT and the crash signals SIGILL,
/// SIGTRAP, SIGSEGV, SIGBUS, SIGABRT and SIGFPE: their handlers call `endwin()`, then let the
/// previous disposition (normally the default action) act.
@MainActor
public final class CursesTerminal: TerminalBackend {
    public let colorMode: ColorMode
    /// The terminfo entry in use (`$TERM`'s value when that was chosen).
    public let terminalName: String
    private let screen: OpaquePointer
    var pairs: ColorPairTable
    /// What the terminal shows, to repaint after the pair table is reset.
    var shown: CellBuffer
    var clearOnNextDraw = false
    private var isStopped = false

    /// Starts curses on the controlling terminal.
    ///
    /// - Parameters:
    ///   - colorMode: a forced mode (`--color-mode`, `$PALETTE_COLOR_MODE`); `nil` detects it.
    ///     A forced mode richer than the terminal can show falls back to what it can.
    ///   - mouse: report clicks and wheel events.
    public static func start(colorMode forced: ColorMode?, mouse: Bool) throws -> CursesTerminal {
        guard cn_stdin_is_tty() != 0, cn_stdout_is_tty() != 0 else { throw CursesTerminalError.notATerminal }
        guard cn_is_active() == 0 else { throw CursesTerminalError.alreadyStarted }
        setlocale(LC_ALL, "")
        if cn_codeset_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }

        let environment = ProcessInfo.processInfo.environment
        let termRGB = cn_terminfo_has_rgb(nil)
        let selection = TerminfoSelection(
            forcedMode: forced, environment: environment, termHasRGB: termRGB < 0 ? nil : termRGB == 1)
        cn_install_exit_guard()
        var opened: (OpaquePointer, String)?
        for candidate in selection.candidates {
            let screen = candidate.map { cn_newterm($0) } ?? cn_newterm(nil)
            if let screen {
                opened = (screen, candidate ?? environment["TERM"] ?? "")
                break
            }
        }
        guard let (screen, name) = opened else {
            throw CursesTerminalError.noTerminfoEntry(tried: selection.candidates.map { $0 ?? environment["TERM"] ?? "" })
        }
        cn_set_active(1)
        return CursesTerminal(screen: screen, name: name, forced: forced, mouse: mouse)
    }

    private init(screen: OpaquePointer, name: String, forced: ColorMode?, mouse: Bool) {
        self.screen = screen
        self.terminalName = name
        let window = cn_stdscr()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)

        let rgb = cn_current_has_rgb() != 0
        var colors = 0, pairLimit = 0
        if forced != .monochrome, has_colors() {
            start_color()
            use_default_colors()
            colors = Int(cn_colors())
            pairLimit = Int(cn_color_pairs())
        }
        let capability = ColorMode.capability(hasColors: colors > 0, rgb: rgb, colors: colors)
        if let forced, forced.richness < capability.richness {
            colorMode = forced
        } else {
            colorMode = capability
        }
        pairs = ColorPairTable(direct: rgb, colors: colors, pairLimit: pairLimit)
        if mouse {
            mouseinterval(0)
            mousemask(CN_BUTTON1_PRESSED | CN_BUTTON4_PRESSED | CN_BUTTON5_PRESSED, nil)
        }
        shown = CellBuffer(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// The current size; updated when a `.resize` event is read.
    public var size: TerminalSize {
        let window = cn_stdscr()
        return TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    public func redrawAll() {
        clearOnNextDraw = true
    }

    /// Restores the terminal and frees curses. Safe to call more than once; the backend
    /// must not be used afterwards.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if cn_is_active() != 0 {
            cn_set_active(0)
            endwin()
        }
        delscreen(screen)
    }
}
