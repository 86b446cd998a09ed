extension DisplayColor {
    /// `#RRGGBB` for an opaque color, `#RRGGBBAA` for a translucent one (alpha rounded to 8 bits).
    public var hexWithAlpha: String {
        let alpha = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        guard alpha < 255 else { return rgb.hex }
        return rgb.hex + (alpha < 16 ? "0" : "") + String(alpha, radix: 16, uppercase: true)
    }
}
