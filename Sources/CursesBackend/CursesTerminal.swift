import CNCurses
import CNCursesCompat
import CTerminalGuard
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
    /// `$TERM`'s entry cannot move the cursor (`dumb`); holds its name.
    case cannotMoveCursor(terminal: String)
}

/// The ncurses backend: full screen on stdin/stdout, truecolor when available (ncurses 6.1 or
/// later; 256 colors with the macOS SDK's ncurses 5.7).
///
/// The terminal is restored by `stop()`, and also on `exit`, SIGTERM, SIGINT (sent by `kill`;
/// Ctrl-C arrives as a key), SIGHUP, SIGQUIT and the crash signals SIGILL, SIGTRAP, SIGSEGV,
/// SIGBUS, SIGABRT and SIGFPE: `CTerminalGuard` writes the terminal's leave sequences, restores
/// the modes saved before curses started, then lets the signal act as it would have. Ctrl-Z
/// (the terminal's suspend character) stops palette the same way, and `fg` sets the terminal
/// up again and repaints.
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
        guard terminal_guard_is_armed() == 0 else { throw CursesTerminalError.alreadyStarted }
        selectUTF8Locale()

        let environment = ProcessInfo.processInfo.environment
        // $TERM's entry, read once (-1 when missing): whether it can move the cursor, and its RGB flag.
        let probe = cn_terminfo_probe(nil)
        guard probe < 0 || probe & 2 != 0 else {
            throw CursesTerminalError.cannotMoveCursor(terminal: environment["TERM"] ?? "")
        }
        let selection = TerminfoSelection(
            forcedMode: forced, environment: environment, termHasRGB: probe < 0 ? nil : probe & 1 == 1,
            directColor: cn_supports_direct_color() != 0)
        terminal_guard_install()
        terminal_guard_save_modes(STDOUT_FILENO)
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
        return CursesTerminal(screen: screen, name: name, forced: forced, mouse: mouse)
    }

    /// The user's locale, with a UTF-8 character type: without one ncursesw drops `▀ ▄ █`.
    /// `C.UTF-8` exists on Linux, `en_US.UTF-8` and `UTF-8` on macOS.
    private static func selectUTF8Locale() {
        setlocale(LC_ALL, "")
        guard cn_codeset_is_utf8() == 0 else { return }
        for name in ["C.UTF-8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if cn_codeset_is_utf8() != 0 { return }
        }
    }

    private init(screen: OpaquePointer, name: String, forced: ColorMode?, mouse: Bool) {
        self.screen = screen
        self.terminalName = name
        let window = cn_stdscr()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        cn_set_escape_delay(25)
        let hidesCursor = curs_set(0) != ERR
        terminal_guard_enable_suspend_character(STDOUT_FILENO)
        def_prog_mode()

        let rgb = cn_supports_direct_color() != 0 && cn_current_has_rgb() != 0
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
        shown = CellBuffer(width: Int(cn_width()), height: Int(cn_height()))
        Self.armGuard(mouse: mouse, hidesCursor: hidesCursor)
    }

    /// Hands the terminal guard the sequences that undo this set-up and redo it after a stop.
    private static func armGuard(mouse: Bool, hidesCursor: Bool) {
        var leave = [CChar](repeating: 0, count: 512), enter = [CChar](repeating: 0, count: 512)
        let leaveLength = cn_leave_sequence(&leave, leave.count, mouse ? 1 : 0)
        let enterLength = cn_enter_sequence(&enter, enter.count, mouse ? 1 : 0, hidesCursor ? 1 : 0)
        terminal_guard_arm(leave, leaveLength, enter, enterLength)
    }

    /// The current size; updated when a `.resize` event is read.
    public var size: TerminalSize {
        TerminalSize(width: Int(cn_width()), height: Int(cn_height()))
    }

    public func redrawAll() {
        clearOnNextDraw = true
    }

    /// Restores the terminal and frees curses. Safe to call more than once; the backend
    /// must not be used afterwards.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if terminal_guard_is_armed() != 0 {
            endwin()
            terminal_guard_disarm()
        }
        delscreen(screen)
    }
}
