import ColorScience
import Foundation

/// A color typed by a user: `#RRGGBB`, `#RRGGBBAA` (the `#` optional), `oklch(L C H)` /
/// `oklch(L C H / A)`, or a color in a named space: `display-p3(#RRGGBB)`, `srgb(#RRGGBBAA / A)`,
/// `color(display-p3 R G B / A)`, `color(gray-gamma-22 W)` (see `ColorInput+Spaces.swift`).
///
/// Hex digits are components in the target slot's own color space, as Xcode's hex field reads
/// them (for a gray slot, the hex is taken as sRGB and converted). OKLCH is absolute and converted
/// into the slot's space. Parsing is exact: every number finite and in range (`ColorInputError`
/// says what is wrong), so every input converts to a finite color in every space.
public enum ColorInput: Equatable, Sendable {
    case hex(RGB8, alpha: Double?)
    case oklch(OKLCH, alpha: Double?)
    /// Channels in a named space, exactly: converted only when the slot's space differs.
    case inSpace(ColorSpace, channels: [Double], alpha: Double?)

    /// Parses the text (surrounding spaces ignored).
    public init(parsing text: String) throws(ColorInputError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        do throws(ColorInputError.Reason) {
            if trimmed.lowercased().hasPrefix("oklch") {
                self = try Self.oklch(trimmed)
            } else if let spaced = try Self.spaced(trimmed) {
                self = spaced
            } else {
                self = try Self.hex(trimmed)
            }
        } catch {
            throw ColorInputError(input: text, reason: error)
        }
    }

    /// The alpha the input gives, if any.
    public var alpha: Double? {
        switch self {
        case .hex(_, let alpha), .oklch(_, let alpha), .inSpace(_, _, let alpha): alpha
        }
    }

    /// The color in `space`, with `alpha` when the input gives none. A space that is not
    /// extended gets its channels clipped to 0...1 (an OKLCH color can lie outside it), so what
    /// is written is a color `check` accepts.
    public func spaceColor(in space: ColorSpace, defaultAlpha: Double) -> SpaceColor {
        let alpha = self.alpha ?? defaultAlpha
        var color: SpaceColor
        switch self {
        case .hex(let rgb, _) where !space.isGray:
            color = SpaceColor(space: space, channels: [rgb.red, rgb.green, rgb.blue].map { Double($0) / 255 }, alpha: alpha)
        case .hex(let rgb, _):
            color = SpaceColor(linearSRGB: SpaceColor(rgb).linearSRGB, alpha: alpha, in: space)
        case .oklch(let oklch, _):
            color = SpaceColor(linearSRGB: oklch.linearSRGB, alpha: alpha, in: space)
        case .inSpace(let source, let channels, _) where source == space:
            color = SpaceColor(space: space, channels: channels, alpha: alpha)
        case .inSpace(let source, let channels, _):
            color = SpaceColor(linearSRGB: SpaceColor(space: source, channels: channels, alpha: alpha).linearSRGB,
                               alpha: alpha, in: space)
        }
        if !space.isExtended { color.channels = color.channels.map { min(max($0, 0), 1) } }
        return color
    }

    /// `RRGGBB` or `RRGGBBAA`, exactly, after an optional `#`.
    static func hex(_ text: String) throws(ColorInputError.Reason) -> ColorInput {
        guard !text.isEmpty else { throw .empty }
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6 || digits.count == 8, digits.utf8.allSatisfy({ $0 < 0x80 && $0.isHexDigit }),
              let rgb = RGB8(hex: String(digits.prefix(6))) else {
            throw text.hasPrefix("#") || digits.utf8.allSatisfy({ $0 < 0x80 && $0.isHexDigit }) ? .invalidHex : .unknownSyntax
        }
        let alpha = digits.count == 8 ? UInt8(digits.suffix(2), radix: 16).map { Double($0) / 255 } : nil
        return .hex(rgb, alpha: alpha)
    }

    /// `oklch(L C H)` or `oklch(L C H / A)`: numbers separated by spaces or commas, nothing after `)`.
    private static func oklch(_ text: String) throws(ColorInputError.Reason) -> ColorInput {
        guard text.lowercased().hasPrefix("oklch("), text.hasSuffix(")") else { throw .invalidOKLCH }
        let halves = text.dropFirst(6).dropLast().split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw .invalidOKLCH }
        let parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "," })
        guard parts.count == 3 else { throw .invalidOKLCH }
        let lightness = try number(parts[0], for: .lightness)
        let chroma = try number(parts[1], for: .chroma)
        let hue = try number(parts[2].hasSuffix("deg") ? parts[2].dropLast(3) : parts[2], for: .hue)
        var alpha: Double?
        if halves.count == 2 {
            let alphaParts = halves[1].split(separator: " ")
            guard alphaParts.count == 1 else { throw .invalidOKLCH }
            alpha = try number(alphaParts[0], for: .alpha)
        }
        return .oklch(OKLCH(lightness: lightness, chroma: chroma, hue: hue), alpha: alpha)
    }

    /// A decimal number (`0.5`, `-1`, `.5`, `1e-3`), or a percentage of the component's scale,
    /// finite and in the component's range.
    static func number(_ text: Substring, for component: ColorInputError.Component) throws(ColorInputError.Reason) -> Double {
        let isPercent = text.hasSuffix("%") && component.percentScale != nil
        let digits = isPercent ? text.dropLast() : text
        guard isDecimal(digits), let parsed = Double(digits) else {
            throw .notANumber(component, String(text))
        }
        guard parsed.isFinite else { throw .notFinite(component, String(text)) }
        let value = isPercent ? parsed / 100 * (component.percentScale ?? 1) : parsed
        guard component.range.map({ $0.contains(value) }) ?? true else { throw .outOfRange(component, String(text)) }
        return value
    }

    /// `-?digits[.digits][e[+-]digits]`, with digits on at least one side of the point: no `nan`,
    /// `inf` or hexadecimal floats, which `Double(_:)` would take.
    private static func isDecimal(_ text: Substring) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let mantissa = bytes.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let exponent = bytes.dropFirst(mantissa.count)
        let halves = mantissa.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.allSatisfy({ $0.allSatisfy(\.isDecimalDigit) }), halves.contains(where: { !$0.isEmpty }) else {
            return false
        }
        guard !exponent.isEmpty else { return true }
        var power = exponent.dropFirst()
        if power.first == UInt8(ascii: "-") || power.first == UInt8(ascii: "+") { power = power.dropFirst() }
        return !power.isEmpty && power.allSatisfy(\.isDecimalDigit)
    }
}

extension UInt8 {
    fileprivate var isDecimalDigit: Bool { self >= 0x30 && self <= 0x39 }
    fileprivate var isHexDigit: Bool { isDecimalDigit || (self | 0x20 >= 0x61 && self | 0x20 <= 0x66) }
}
