import AssetCatalog
import ColorScience
import Foundation
import LosslessJSON

/// The color values `palette import` reads: the format's color objects (2025.10) and the older
/// strings tools still write (`#RRGGBB`, `rgb(...)`, CSS `color(...)` and `oklch(...)`).
extension TokenColor {
    /// The spaces a color object may name that palette reads.
    public static let readableSpaces = ["srgb", "display-p3", "srgb-linear", "oklch", "oklab", "hsl"]

    /// The value of a color token, or why it cannot be read.
    static func parse(_ node: JSONNode) -> Result<TokenColor, ColorProblem> {
        node.withReader(parse)
    }

    /// `parse` of a node read with `reader`.
    static func parse(_ reader: JSONReader, _ node: JSONReader.Node) -> Result<TokenColor, ColorProblem> {
        switch reader.kind(node) {
        case .object: parseObject(reader, node)
        case .string: parse(string: reader.string(node) ?? "")
        default: .failure("a color is an object with 'colorSpace' and 'components', or a string such as '#RRGGBB'")
        }
    }

    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a}`; `"none"` reads as 0.
    private static func parseObject(_ reader: JSONReader, _ node: JSONReader.Node) -> Result<TokenColor, ColorProblem> {
        guard let space = reader.member("colorSpace", of: node).flatMap(reader.string) else { return .failure("no 'colorSpace' string") }
        guard let list = reader.member("components", of: node), reader.kind(list) == .array else { return .failure("no 'components' array") }
        var components: [Double] = []
        components.reserveCapacity(3)
        for element in reader.elements(of: list) {
            if reader.string(element, equals: "none") { components.append(0); continue }
            guard let value = reader.double(element), value.isFinite else {
                return .failure("component \(Excerpt.of(reader.rawText(element))) is not a finite number")
            }
            components.append(value)
        }
        guard components.count == 3 else { return .failure("'components' has \(components.count) values, not 3") }
        var alpha = 1.0
        if let alphaNode = reader.member("alpha", of: node) {
            guard let value = reader.double(alphaNode), value.isFinite, (0...1).contains(value) else {
                return .failure("'alpha' \(Excerpt.of(reader.rawText(alphaNode))) is not a number in 0...1")
            }
            alpha = value
        }
        return make(space: space, components: components, alpha: alpha)
    }

    /// A color in a named space of the format.
    static func make(space: String, components c: [Double], alpha: Double) -> Result<TokenColor, ColorProblem> {
        switch space {
        case "srgb":
            let inRange = c.allSatisfy { (0...1).contains($0) }
            return .success(TokenColor(color: SpaceColor(space: inRange ? .srgb : .extendedSRGB, channels: c, alpha: alpha),
                                       spaceName: space))
        case "display-p3": return .success(TokenColor(color: SpaceColor(space: .displayP3, channels: c, alpha: alpha), spaceName: space))
        case "srgb-linear":
            return .success(TokenColor(color: SpaceColor(space: .extendedLinearSRGB, channels: c, alpha: alpha), spaceName: space))
        case "oklch":
            return .success(converted(OKLCH(lightness: c[0], chroma: c[1], hue: c[2]).linearSRGB, alpha: alpha, space: space))
        case "oklab":
            return .success(converted(OKLab(L: c[0], a: c[1], b: c[2]).linearSRGB, alpha: alpha, space: space))
        case "hsl":
            let srgb = hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
            return .success(TokenColor(color: SpaceColor(space: .srgb, channels: srgb, alpha: alpha), spaceName: space))
        default:
            return .failure("color space '\(Excerpt.of(space))' is not one palette reads (\(readableSpaces.joined(separator: ", ")))")
        }
    }

    private static func converted(_ linear: LinearRGB, alpha: Double, space: String) -> TokenColor {
        var color = SpaceColor(linearSRGB: linear, alpha: alpha, in: .extendedSRGB)
        if color.channels.allSatisfy({ (0...1).contains($0) }) { color.space = .srgb }
        return TokenColor(color: color, spaceName: space)
    }

    /// CSS's HSL to sRGB (hue in degrees, saturation and lightness in 0...1).
    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (sRGB), `rgb(...)`/`rgba(...)`, or what `set` reads
    /// in a named space (`color(display-p3 1 0 0)`, `oklch(0.6 0.2 270)`).
    static func parse(string raw: String) -> Result<TokenColor, ColorProblem> {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { return hex(text) }
        let lower = text.lowercased()
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") { return rgbFunction(text) }
        do {
            switch try ColorInput(parsing: text) {
            case .hex(let rgb, let alpha):
                return .success(TokenColor(color: SpaceColor(rgb, alpha: alpha ?? 1), spaceName: "srgb"))
            case .oklch(let oklch, let alpha):
                return .success(converted(oklch.linearSRGB, alpha: alpha ?? 1, space: "oklch"))
            case .inSpace(let space, let channels, let alpha):
                let name = [ColorSpace.srgb, .extendedSRGB].contains(space) ? "srgb" : space == .displayP3 ? "display-p3"
                    : space == .extendedLinearSRGB ? "srgb-linear" : space.rawValue
                return .success(TokenColor(color: SpaceColor(space: space, channels: channels, alpha: alpha ?? 1), spaceName: name))
            }
        } catch {
            return .failure("'\(Excerpt.of(raw))' is not a color (#RRGGBB, rgb(...), or a color object)")
        }
    }

    private static func hex(_ text: String) -> Result<TokenColor, ColorProblem> {
        var digits = Array(text.dropFirst().utf8)
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0 < 0x80 && Character(UnicodeScalar($0)).isHexDigit }) else {
            return .failure("'\(Excerpt.of(text))' is not #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
        }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0 }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return .success(TokenColor(color: SpaceColor(space: .srgb, channels: bytes.prefix(3).map { Double($0) / 255 }, alpha: alpha),
                                   spaceName: "srgb"))
    }

    /// `rgb(255, 0, 0)`, `rgba(255 0 0 / 50%)`, `rgb(100% 0% 0%)`: channels 0...255 or percentages,
    /// alpha 0...1 or a percentage, after `/` or as a fourth value.
    private static func rgbFunction(_ text: String) -> Result<TokenColor, ColorProblem> {
        let failure = Result<TokenColor, ColorProblem>.failure("'\(Excerpt.of(text))' is not rgb(R G B) or rgb(R, G, B, A)")
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return failure }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
        guard parts.count == 3 || parts.count == 4 else { return failure }
        func value(_ part: Substring, scale: Double) -> Double? {
            let isPercent = part.hasSuffix("%")
            guard let number = Double(isPercent ? part.dropLast() : part), number.isFinite else { return nil }
            return isPercent ? number / 100 : number / scale
        }
        let channels = parts.prefix(3).compactMap { value($0, scale: 255) }
        let alpha = parts.count == 4 ? value(parts[3], scale: 1) : 1
        guard channels.count == 3, let alpha, channels.allSatisfy({ (0...1).contains($0) }), (0...1).contains(alpha) else {
            return failure
        }
        return .success(TokenColor(color: SpaceColor(space: .srgb, channels: channels, alpha: alpha), spaceName: "srgb"))
    }
}

/// Why a value is not a color palette reads: a message, written as a string literal.
struct ColorProblem: Error, ExpressibleByStringInterpolation {
    var reason: String

    init(stringLiteral value: String) { reason = value }
    init(stringInterpolation: DefaultStringInterpolation) { reason = String(stringInterpolation: stringInterpolation) }
}
