import ColorScience
import Foundation

/// Colors typed in a named space, so that a hex or a value means one thing wherever it came from:
/// `display-p3(#6431FF)`, `srgb(#6431FF0D)`, `srgb(#3C3C43 / 0.6)`, `color(display-p3 0.39 0.19 1)`,
/// `color(extended-srgb 1.1 -0.02 0.5 / 0.8)`, `color(gray-gamma-22 0.5)`. Space names are the
/// catalog's own (`ColorSpace` raw values). `show --format json` prints each slot's `value` in
/// this form, and setting a slot to it changes no byte.
extension ColorInput {
    /// The color when `text` names a space (`name(...)` or `color(name ...)`), `nil` when it does
    /// not look like either.
    static func spaced(_ text: String) throws(ColorInputError.Reason) -> ColorInput? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].lowercased()
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if name == "color" {
            let words = inner.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            let parts = words[0].split(whereSeparator: \.isWhitespace)
            guard let first = parts.first else { throw .unknownSpace("") }
            guard let space = ColorSpace(rawValue: first.lowercased()) else { throw .unknownSpace(String(first)) }
            guard parts.count == 1 + space.channelNames.count else { throw .invalidSpaceColor(space) }
            var channels: [Double] = []
            for part in parts.dropFirst() {
                channels.append(try number(part, for: space.isExtended ? .extendedChannel : .channel))
            }
            return .inSpace(space, channels: channels, alpha: try alpha(words.dropFirst().first, space: space))
        }
        guard let space = ColorSpace(rawValue: name) else {
            // `name(` with letters only is meant as a space; anything else is left to the hex reader.
            if name.allSatisfy({ $0.isLetter || $0 == "-" || $0.isNumber }) { throw .unknownSpace(name) }
            return nil
        }
        guard !space.isGray else { throw .invalidSpaceColor(space) }
        let words = inner.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = words[0].trimmingCharacters(in: .whitespaces)
        let parsed: ColorInput? = digits.hasPrefix("#") ? try? Self.hex(digits) : nil
        guard let parsed, case .hex(let rgb, alpha: let hexAlpha) = parsed else { throw .invalidSpaceColor(space) }
        let slashAlpha = try alpha(words.dropFirst().first, space: space)
        guard hexAlpha == nil || slashAlpha == nil else { throw .invalidSpaceColor(space) }
        return .inSpace(space, channels: [rgb.red, rgb.green, rgb.blue].map { Double($0) / 255 },
                        alpha: hexAlpha ?? slashAlpha)
    }

    /// The alpha after `/`, if there is one: exactly one number in 0...1.
    private static func alpha(_ text: Substring?, space: ColorSpace) throws(ColorInputError.Reason) -> Double? {
        guard let text else { return nil }
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count == 1 else { throw .invalidSpaceColor(space) }
        return try number(parts[0], for: .alpha)
    }
}
