import Foundation
import LosslessJSON

/// How one color component is spelled in `Contents.json`, which is Xcode's "Input Method".
///
/// The notation belongs to the component slot, so an edited value is written back the way the
/// file wrote it: hex stays `0x` plus two upper-case digits, 8-bit stays an integer, a float keeps
/// its number of decimals, and a raw JSON number stays a number.
public enum ComponentNotation: Hashable, Sendable {
    /// `"0xFF"`: 8-bit hexadecimal, value / 255.
    case hex
    /// `"255"`, and `"1"` which means 1/255: 8-bit integer, value / 255.
    case integer
    /// `"0.500"`: a decimal string with this many digits after the point.
    case float(decimals: Int)
    /// `0.3862639343326787`: a raw JSON number (Xcode 9 era).
    case number

    /// The longest component, in bytes without quotes, read as a number. Xcode writes at most
    /// about 20 (`0.3862639343326787`); a longer token is reported, never scanned, so a hostile
    /// 20 MB digit string costs nothing and no notation keeps thousands of decimals.
    public static let maximumLength = 64

    /// Reads a component written as a JSON string; `nil` when it is not a number in any notation
    /// or longer than `maximumLength`. The value may be infinite (`1e400`): callers check.
    public static func parse(string text: String) -> (notation: ComponentNotation, value: Double)? {
        guard text.utf8.count <= maximumLength else { return nil }
        var text = text
        return text.withUTF8 { bytes in Shape(bytes).flatMap { $0.parsed(bytes) } }
    }

    /// Reads a component from its JSON token: a quoted string without escapes, or a raw number.
    /// `nil` when it is neither a number in any notation nor a plain token, or when it is longer
    /// than `maximumLength` (plus its quotes). The value may be infinite: callers check.
    static func parse(token bytes: UnsafeBufferPointer<UInt8>) -> (notation: ComponentNotation, value: Double)? {
        guard bytes.count <= maximumLength + 2 else { return nil }
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "\""), bytes[bytes.count - 1] == UInt8(ascii: "\"") else {
            guard let value = DecimalText.value(bytes) else { return nil }
            return (.number, value)
        }
        let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
        guard !inner.contains(UInt8(ascii: "\\")), let shape = Shape(inner) else { return nil }
        return shape.parsed(inner)
    }

    /// What a component string looks like, read in one pass over its bytes.
    private enum Shape {
        case hex(Int)
        case integer(Int)
        case decimal(decimals: Int)

        /// The notation and value of `bytes`, which have this shape.
        func parsed(_ bytes: UnsafeBufferPointer<UInt8>) -> (notation: ComponentNotation, value: Double)? {
            switch self {
            case .hex(let byte): return (.hex, Double(byte) / 255)
            case .integer(let integer): return (.integer, Double(integer) / 255)
            case .decimal(let decimals):
                guard let value = DecimalText.value(bytes) else { return nil }
                return (.float(decimals: decimals), value)
            }
        }

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard !bytes.isEmpty else { return nil }
            if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") {
                guard bytes.count <= 10 else { return nil }
                var value = 0
                for byte in bytes[2...] {
                    guard let digit = Self.hexDigit(byte) else { return nil }
                    value = value * 16 + digit
                }
                self = .hex(value)
                return
            }
            let negative = bytes[0] == UInt8(ascii: "-")
            var integer = 0, digits = 0, point: Int?
            for offset in (negative ? 1 : 0)..<bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "."), point == nil {
                    point = offset
                } else if byte >= 0x30, byte <= 0x39 {
                    digits += 1
                    if point == nil, digits <= 15 { integer = integer * 10 + Int(byte - 0x30) }
                } else {
                    return nil
                }
            }
            guard digits > 0 else { return nil }
            if let point {
                self = .decimal(decimals: bytes.count - point - 1)
            } else {
                guard digits <= 15 else { return nil }
                self = .integer(negative ? -integer : integer)
            }
        }

        private static func hexDigit(_ byte: UInt8) -> Int? {
            switch byte {
            case 0x30...0x39: Int(byte - 0x30)
            case 0x41...0x46: Int(byte - 0x41 + 10)
            case 0x61...0x66: Int(byte - 0x61 + 10)
            default: nil
            }
        }
    }

    /// The JSON token for `value` in this notation, quotes included for string notations.
    ///
    /// Total: editors refuse a non-finite value before writing it (`ColorEditError`), and should
    /// one arrive anyway it is written as 0, never as `nan` or by trapping. Decimals are capped
    /// at `maximumLength`.
    public func token(for value: Double) -> String {
        let value = value.isFinite ? value : 0
        switch self {
        case .hex:
            let byte = Self.byte(value)
            let digits = String(byte, radix: 16, uppercase: true)
            return "\"0x\(digits.count < 2 ? "0" : "")\(digits)\""
        case .integer:
            return "\"\(Self.byte(value))\""
        case .float(let decimals):
            return "\"\(String(format: "%.\(min(max(decimals, 0), Self.maximumLength))f", value))\""
        case .number:
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        }
    }

    /// The 8-bit value nearest `value` in 0...1 (values outside are clamped, NaN is 0).
    static func byte(_ value: Double) -> Int {
        value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
    }
}
