import ColorScience
import TerminalCore

/// Maps a frame's 24-bit colors to what the terminal can show: xterm indices 16-255 in 256-color
/// mode, ANSI 0-15 or 0-7 in 16/8-color mode, no colors in monochrome. Lookups are cached.
struct ColorQuantizer {
    var mode: ColorMode
    private var cache: [UInt32: UInt8] = [:]

    init(mode: ColorMode) {
        self.mode = mode
    }

    /// Quantizes every cell of `buffer` in place; truecolor leaves it untouched.
    mutating func quantize(_ buffer: inout CellBuffer) {
        guard mode != .trueColor else { return }
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                guard !cell.isContinuation else { continue }
                var mapped = cell
                mapped.style.foreground = map(cell.style.foreground)
                mapped.style.background = map(cell.style.background)
                if mapped != cell { buffer[x, y] = mapped }
            }
        }
    }

    /// One color in this mode.
    mutating func map(_ color: TerminalColor) -> TerminalColor {
        guard case .rgb(let red, let green, let blue) = color else { return mode == .monochrome ? .default : color }
        let rgb = RGB8(red: red, green: green, blue: blue)
        switch mode {
        case .trueColor: return color
        case .monochrome: return .default
        case .palette256, .ansi16, .ansi8:
            if let index = cache[rgb.packed] { return .indexed(index) }
            let index = mode == .palette256 ? XTermPalette.nearest256(to: rgb)
                : mode == .ansi16 ? XTermPalette.nearest16(to: rgb) : XTermPalette.nearest8(to: rgb)
            cache[rgb.packed] = index
            return .indexed(index)
        }
    }
}
