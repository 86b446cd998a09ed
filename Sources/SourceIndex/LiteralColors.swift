import ColorScience
import SwiftSyntax

/// The color a color initializer's literal arguments spell, or `nil` when they are not all literals.
///
/// Reads `red:green:blue:` (with `alpha:` or `opacity:`) in sRGB, `displayP3Red:` and
/// `Color(.displayP3, red:...)` in Display P3, `white:` in gray gamma 2.2, `calibratedRed:`,
/// `deviceRed:` and `srgbRed:` as sRGB, and a `hex`/`rgb` argument holding `"#RRGGBB"`,
/// `"#RRGGBBAA"` or `0xRRGGBB`. Numbers may be written as `0.5`, `128 / 255`, `CGFloat(0.5)`.
enum LiteralColors {
    static func color(call: FunctionCallExprSyntax) -> SpaceColor? {
        color(arguments: Array(call.arguments))
    }

    static func color(arguments: [LabeledExprSyntax]) -> SpaceColor? {
        guard !arguments.isEmpty else { return nil }
        var space = ColorSpace.srgb
        var labeled = arguments
        if arguments[0].label == nil, let member = arguments[0].expression.as(MemberAccessExprSyntax.self), member.base == nil {
            switch member.declName.baseName.text {
            case "sRGB": space = .srgb
            case "displayP3": space = .displayP3
            default: return nil
            }
            labeled.removeFirst()
        }
        var values: [String: Double] = [:]
        for argument in labeled {
            guard let label = argument.label?.text else { return nil }
            if label.lowercased().contains("hex") || label == "rgb" {
                return labeled.count == 1 ? hexColor(argument.expression) : nil
            }
            guard let value = number(argument.expression) else { return nil }
            values[label] = value
        }
        let alpha = values["alpha"] ?? values["opacity"] ?? 1
        let allowed: Set<String> = ["alpha", "opacity"]
        func rgb(_ red: String, in rgbSpace: ColorSpace) -> SpaceColor? {
            guard let r = values[red], let g = values["green"], let b = values["blue"],
                  Set(values.keys).subtracting(allowed).subtracting([red, "green", "blue"]).isEmpty else { return nil }
            return SpaceColor(space: rgbSpace, channels: [r, g, b], alpha: alpha)
        }
        if values["red"] != nil { return rgb("red", in: space) }
        if values["displayP3Red"] != nil { return rgb("displayP3Red", in: .displayP3) }
        for label in ["calibratedRed", "deviceRed", "srgbRed"] where values[label] != nil { return rgb(label, in: .srgb) }
        if let white = values["white"], Set(values.keys).subtracting(allowed).subtracting(["white"]).isEmpty {
            return SpaceColor(space: .grayGamma22, channels: [white], alpha: alpha)
        }
        return nil
    }

    /// `"#RRGGBB"`, `"RRGGBB"`, `"#RRGGBBAA"` or an integer `0xRRGGBB`.
    static func hexColor(_ expression: ExprSyntax) -> SpaceColor? {
        var digits: Substring
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
            digits = Substring(segment.content.text)
            if digits.hasPrefix("#") { digits = digits.dropFirst() }
        } else if let integer = expression.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") {
            digits = integer.literal.text.dropFirst(2).filter { $0 != "_" }[...]
            guard digits.count == 6 else { return nil }
        } else {
            return nil
        }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? [value >> 24, value >> 16, value >> 8, value] : [value >> 16, value >> 8, value, 255]
        let channels = bytes.map { Double($0 & 0xFF) / 255 }
        return SpaceColor(space: .srgb, channels: Array(channels.prefix(3)), alpha: channels[3])
    }

    /// A literal number: `0.5`, `-1`, `128 / 255`, `(0.5)`, `CGFloat(0.5)`, `0.5 * 2`.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.filter { $0 != "_" }
            // `Double(value)`, not `.map(Double.init)`: on a `UInt64` that picks `init(bitPattern:)` (0x4A read as 4e-322).
            return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16).map { Double($0) } : Double(text)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return number(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let only = call.arguments.first, only.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["CGFloat", "Double", "Float"].contains(type) {
            return number(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1, var value = number(elements[0]) else { return nil }
            var index = 1
            while index < elements.count {
                guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                      let operand = number(elements[index + 1]) else { return nil }
                switch op {
                case "/": guard operand != 0 else { return nil }; value /= operand
                case "*": value *= operand
                default: return nil
                }
                index += 2
            }
            return value
        }
        return nil
    }
}
