import ColorScience
import TerminalCore

/// Redraws a frame as a color-vision deficiency sees it (`AppState.vision`, `v`): every 24-bit
/// color of every cell, swatches, specimen and chrome alike, before quantization. Text and hex
/// values stay the real ones. Colors are simulated once each and remembered per vision.
struct VisionFilter {
    private var vision: ColorVision = .normal
    private var seen: [TerminalColor: TerminalColor] = [:]

    mutating func simulate(_ buffer: inout CellBuffer, _ vision: ColorVision) {
        if vision != self.vision {
            self.vision = vision
            seen.removeAll(keepingCapacity: true)
        }
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                var cell = buffer[x, y]
                let foreground = map(cell.style.foreground), background = map(cell.style.background)
                guard foreground != cell.style.foreground || background != cell.style.background else { continue }
                cell.style.foreground = foreground
                cell.style.background = background
                buffer[x, y] = cell
            }
        }
    }

    private mutating func map(_ color: TerminalColor) -> TerminalColor {
        guard case .rgb(let red, let green, let blue) = color else { return color }
        if let known = seen[color] { return known }
        let rgb = vision.simulate(RGB8(red: red, green: green, blue: blue))
        let mapped = TerminalColor.rgb(rgb.red, rgb.green, rgb.blue)
        seen[color] = mapped
        return mapped
    }
}
