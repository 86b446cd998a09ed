import TerminalCore

/// Which terminfo entries to try, in order, for a requested color mode.
///
/// Rules (measured, see TERMINAL.md): if `$TERM`'s entry has the RGB flag it is used as is.
/// Otherwise truecolor is wanted when forced or when `COLORTERM` is `truecolor`/`24bit`;
/// then `tmux-direct` is used inside tmux/screen (`$TMUX` set, or `TERM` starting with
/// `tmux`/`screen`; `xterm-direct` there breaks Home/End) and `xterm-direct` elsewhere.
/// A forced non-truecolor mode on an RGB `$TERM` uses the matching `-256color` entry, since a
/// direct entry reads color numbers as RGB values; so does every mode when curses cannot draw
/// direct colors (ncurses before 6.1, as on macOS). `nil` means `$TERM`, the last fallback.
struct TerminfoSelection: Equatable {
    var candidates: [String?]

    /// - Parameters:
    ///   - termHasRGB: whether `$TERM`'s entry has the RGB flag; `nil` when missing.
    ///   - directColor: whether curses can draw direct colors (`cn_supports_direct_color`).
    init(forcedMode: ColorMode?, environment: [String: String], termHasRGB: Bool?, directColor: Bool = true) {
        let term = environment["TERM"] ?? ""
        let inMultiplexer = environment["TMUX"].map { !$0.isEmpty } == true
            || term.hasPrefix("tmux") || term.hasPrefix("screen")
        let colorTerm = environment["COLORTERM"]?.lowercased()
        let wantsTrueColor = forcedMode == .trueColor
            || (forcedMode == nil && (colorTerm == "truecolor" || colorTerm == "24bit"))
        if termHasRGB == true {
            if !directColor || (forcedMode != nil && forcedMode != .trueColor) {
                candidates = [inMultiplexer ? "tmux-256color" : "xterm-256color", nil]
            } else {
                candidates = [nil]
            }
        } else if wantsTrueColor, directColor {
            candidates = [inMultiplexer ? "tmux-direct" : "xterm-direct", nil]
        } else {
            candidates = [nil]
        }
    }
}

extension ColorMode {
    /// Number of the mode's colors, for comparing modes.
    var richness: Int {
        switch self {
        case .trueColor: 3
        case .palette256: 2
        case .ansi16: 1
        case .ansi8: 0
        case .monochrome: -1
        }
    }

    /// The richest mode a terminal with these capabilities shows.
    static func capability(hasColors: Bool, rgb: Bool, colors: Int) -> ColorMode {
        guard hasColors else { return .monochrome }
        if rgb { return .trueColor }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .ansi16 }
        if colors >= 8 { return .ansi8 }
        return .monochrome
    }
}
