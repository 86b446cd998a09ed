import ColorScience
import LosslessJSON

/// Why typed color input was refused: the input, and what is wrong with it.
public struct ColorInputError: Error, Equatable, Sendable {
    /// The text as typed.
    public var input: String
    public var reason: Reason

    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// What is wrong, in terms of the syntax `#RRGGBB`, `#RRGGBBAA`, `oklch(L C H / A)`.
    public enum Reason: Error, Equatable, Sendable {
        case empty
        /// Neither hex digits nor `oklch(...)`.
        case unknownSyntax
        /// Hex, but not exactly 6 or 8 hex digits.
        case invalidHex
        /// `oklch` without exactly three numbers in parentheses and an optional `/ A`.
        case invalidOKLCH
        case notANumber(Component, String)
        /// `1e400`: too large to be a number.
        case notFinite(Component, String)
        case outOfRange(Component, String)
        /// `name(...)` or `color(name ...)` with a name that is not a catalog color space.
        case unknownSpace(String)
        /// A space's hex form or `color(...)` form that is not as documented.
        case invalidSpaceColor(ColorSpace)
    }

    /// The numbers of `oklch(L C H / A)`.
    public enum Component: String, Equatable, Sendable {
        case lightness, chroma, hue, alpha
        /// A channel of a color in a named space: 0...1, or any number in an extended space.
        case channel, extendedChannel = "extended channel"

        /// The values accepted; `nil` for hue, which any finite number gives (it wraps).
        var range: ClosedRange<Double>? {
            switch self {
            case .lightness, .alpha, .channel: 0...1
            case .chroma: 0...OKLCH.chromaLimit
            case .hue, .extendedChannel: nil
            }
        }

        /// What 100% stands for; `nil` when percentages are not accepted (hue). Chroma follows
        /// CSS Color 4, where 100% is 0.4.
        var percentScale: Double? {
            switch self {
            case .lightness, .alpha, .channel: 1
            case .chroma: 0.4
            case .hue, .extendedChannel: nil
            }
        }

        /// `0...1 or 0%...100%`, for messages.
        var rangeText: String {
            guard let range, let scale = percentScale else { return "any finite number" }
            func trimmed(_ value: Double) -> String {
                value == value.rounded() ? String(Int(value)) : "\(value)"
            }
            return "\(trimmed(range.lowerBound))...\(trimmed(range.upperBound)) or "
                + "\(trimmed(range.lowerBound / scale * 100))%...\(trimmed(range.upperBound / scale * 100))%"
        }
    }

    /// `'oklch(2 0 0)' is not a color: lightness '2' is outside 0...1 or 0%...100%`.
    public var message: String {
        "'\(Excerpt.of(input))' is not a color: " + reason.message
    }
}

extension ColorInputError.Reason {
    /// The reason alone, lowercase, values in single quotes.
    public var message: String {
        let syntax = "#RRGGBB, #RRGGBBAA or oklch(L C H / A)"
        switch self {
        case .empty: return "it is empty; type \(syntax)"
        case .unknownSyntax: return "type \(syntax)"
        case .invalidHex: return "a hex color has exactly 6 or 8 hex digits (RRGGBB or RRGGBBAA), with an optional '#'"
        case .invalidOKLCH: return "oklch takes three numbers and an optional alpha: oklch(L C H) or oklch(L C H / A)"
        case .notANumber(let component, let text): return "\(component.rawValue) '\(Excerpt.of(text))' is not a number"
        case .notFinite(let component, let text): return "\(component.rawValue) '\(Excerpt.of(text))' is too large to be a number"
        case .outOfRange(let component, let text):
            return "\(component.rawValue) '\(Excerpt.of(text))' is outside \(component.rangeText)"
        case .unknownSpace(let name):
            return "'\(Excerpt.of(name))' is not a color space; use "
                + ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        case .invalidSpaceColor(let space) where space.isGray:
            return "a gray color is color(\(space.rawValue) W) or color(\(space.rawValue) W / A)"
        case .invalidSpaceColor(let space):
            return "type \(space.rawValue)(#RRGGBB), \(space.rawValue)(#RRGGBBAA), \(space.rawValue)(#RRGGBB / A) "
                + "or color(\(space.rawValue) R G B / A)"
        }
    }
}
