/// The xterm 256-color palette, for translating colors a terminal cannot take directly.
enum XtermPalette {
    /// xterm's default colors 0-15 (themes change them; used only as a last resort).
    static let basic: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
    static let cubeLevels: [UInt32] = [0, 95, 135, 175, 215, 255]

    /// The RGB value (0xRRGGBB) of palette index `index`.
    static func rgb(_ index: UInt8) -> UInt32 {
        switch index {
        case 0..<16: return basic[Int(index)]
        case 16..<232:
            let n = Int(index) - 16
            return cubeLevels[n / 36] << 16 | cubeLevels[n / 6 % 6] << 8 | cubeLevels[n % 6]
        default:
            let gray = UInt32(8 + 10 * (Int(index) - 232))
            return gray << 16 | gray << 8 | gray
        }
    }

    /// The nearest index to `rgb` among 16-255 (cube and grays; 0-15 vary by theme) when
    /// `colors >= 256`, else among the first `min(colors, 16)` basic colors.
    static func nearest(_ rgb: UInt32, colors: Int) -> UInt8 {
        let candidates: ClosedRange<Int> = colors >= 256 ? 16...255 : 0...max(0, min(colors, 16) - 1)
        var best = candidates.lowerBound, bestDistance = Int.max
        for index in candidates {
            let distance = squaredDistance(rgb, self.rgb(UInt8(index)))
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return UInt8(best)
    }

    private static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        func channel(_ value: UInt32, _ shift: UInt32) -> Int { Int((value >> shift) & 0xFF) }
        let dr = channel(a, 16) - channel(b, 16), dg = channel(a, 8) - channel(b, 8), db = channel(a, 0) - channel(b, 0)
        return dr * dr + dg * dg + db * db
    }
}
