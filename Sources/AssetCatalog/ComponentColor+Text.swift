import ColorScience

/// How a slot's own color is written for people: its hex in its own space, and an exact value
/// that `palette set` reads back to the very same components.
extension ComponentColor {
    /// `#RRGGBB` (or `#RRGGBBAA` when translucent) of the components in the slot's own space, as
    /// Xcode's hex field shows them; `nil` for gray and extended spaces, which have no such hex.
    public var hexInSpace: String? { spaceColor.hexInOwnSpace }

    /// The color as `palette set` takes it, naming the space, exactly: `display-p3(#6431FF)` when
    /// every channel is a whole 8-bit step (`srgb(#6431FF / 0.05)` with an alpha that is not 1),
    /// else `color(display-p3 0.392 0.192 1 / 0.5)` with each value's shortest exact decimal.
    /// Setting a slot to this value changes no byte of its file.
    public var exactInput: String {
        let space = colorSpace.rawValue
        let alphaText = alpha.map { $0.value == 1 ? "" : " / " + Self.shortest($0.value) } ?? ""
        let values = channels.map(\.value)
        if !colorSpace.isGray, !colorSpace.isExtended,
           values.allSatisfy({ $0.isFinite && (0...1).contains($0) && ($0 * 255).rounded() / 255 == $0 }) {
            return "\(space)(\(RGB8(rounding: SIMD3(values[0], values[1], values[2])).hex)\(alphaText))"
        }
        return "color(\(space) \(values.map(Self.shortest).joined(separator: " "))\(alphaText))"
    }

    /// The shortest decimal that reads back as `value` (`1` rather than `1.0`).
    private static func shortest(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
