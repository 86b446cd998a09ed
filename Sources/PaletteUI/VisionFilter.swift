import ColorScience
import TerminalCore

/// Redraws a frame as a color-vision deficiency sees it (`AppState.vision`, `v`): every 24-bit
/// color of every cell, swatches, specimen and chrome alike, before quantization. Text and hex
/// values stay the real ones. Colors are simulated once each and remembered per vision.
struct VisionFilter {
    private var vision: ColorVision = .normal
    private var seen: [TerminalColor: TerminalColor] = [:]
    /// The last color looked up: neighbouring cells mostly share one.
    private var last: (TerminalColor, TerminalColor) = (.default, .default)

    mutating func simulate(_ buffer: inout CellBuffer, _ vision: ColorVision) {
        if vision != self.vision {
            self.vision = vision
            seen.removeAll(keepingCapacity: true)
            last = (.default, .default)
        }
        buffer.transformStyles { style in
            style.foreground = map(style.foreground)
            style.background = map(style.background)
        }
    }

    private mutating func map(_ color: TerminalColor) -> TerminalColor {
        guard case .rgb(let red, let green, let blue) = color else { return color }
        if last.0 == color { return last.1 }
        if let known = seen[color] {
            last = (color, known)
            return known
        }
        let rgb = vision.simulate(RGB8(red: red, green: green, blue: blue))
        let mapped = TerminalColor.rgb(rgb.red, rgb.green, rgb.blue)
        seen[color] = mapped
        last = (color, mapped)
        return mapped
    }
}
