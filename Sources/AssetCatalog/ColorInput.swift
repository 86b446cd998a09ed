import ColorScience
import Foundation

/// A color typed by a user: `#RRGGBB`, `#RRGGBBAA`, or `oklch(L C H)` / `oklch(L C H / A)`.
///
/// Hex digits are components in the target slot's own color space, as Xcode's hex field reads
/// them (for a gray slot, the hex is taken as sRGB and converted). OKLCH is absolute and converted
/// into the slot's space.
public enum ColorInput: Equatable, Sendable {
    case hex(RGB8, alpha: Double?)
    case oklch(OKLCH, alpha: Double?)

    /// Parses the text, or returns `nil` for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("oklch("), trimmed.hasSuffix(")") {
            let inner = trimmed.dropFirst(6).dropLast()
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            let parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "," })
            guard parts.count == 3, let lightness = Self.number(parts[0], percentOf: 1),
                  let chroma = Self.number(parts[1], percentOf: 0.4),
                  let hue = Double(parts[2].hasSuffix("deg") ? String(parts[2].dropLast(3)) : String(parts[2]))
            else { return nil }
            var alpha: Double?
            if halves.count == 2 {
                guard let value = Self.number(halves[1].trimmingCharacters(in: .whitespaces)[...], percentOf: 1) else { return nil }
                alpha = value
            }
            self = .oklch(OKLCH(lightness: lightness, chroma: chroma, hue: hue), alpha: alpha)
            return
        }
        var digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        var alpha: Double?
        if digits.count == 8, let byte = UInt8(digits.suffix(2), radix: 16) {
            alpha = Double(byte) / 255
            digits = String(digits.prefix(6))
        }
        guard digits.count == 6, let rgb = RGB8(hex: digits) else { return nil }
        self = .hex(rgb, alpha: alpha)
    }

    /// The alpha the input gives, if any.
    public var alpha: Double? {
        switch self {
        case .hex(_, let alpha), .oklch(_, let alpha): alpha
        }
    }

    /// The color in `space`, with `alpha` when the input gives none.
    public func spaceColor(in space: ColorSpace, defaultAlpha: Double) -> SpaceColor {
        let alpha = self.alpha ?? defaultAlpha
        switch self {
        case .hex(let rgb, _) where !space.isGray:
            return SpaceColor(space: space, channels: [rgb.red, rgb.green, rgb.blue].map { Double($0) / 255 }, alpha: alpha)
        case .hex(let rgb, _):
            return SpaceColor(linearSRGB: SpaceColor(rgb).linearSRGB, alpha: alpha, in: space)
        case .oklch(let color, _):
            return SpaceColor(linearSRGB: color.linearSRGB, alpha: alpha, in: space)
        }
    }

    private static func number(_ text: Substring, percentOf scale: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * scale } }
        return Double(text)
    }
}
