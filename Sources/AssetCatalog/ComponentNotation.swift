import Foundation

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

    /// Reads a component written as a JSON string; `nil` when it is not a number in any notation.
    public static func parse(string text: String) -> (notation: ComponentNotation, value: Double)? {
        let utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return nil }
        if utf8.count > 2, utf8[0] == UInt8(ascii: "0"), utf8[1] | 0x20 == UInt8(ascii: "x") {
            guard let byte = UInt32(String(decoding: utf8[2...], as: UTF8.self), radix: 16) else { return nil }
            return (.hex, Double(byte) / 255)
        }
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        if !digits.isEmpty, digits.allSatisfy(isDigit) {
            guard let integer = Int(text) else { return nil }
            return (.integer, Double(integer) / 255)
        }
        guard isDecimal(digits), let value = Double(text) else { return nil }
        let decimals = digits.firstIndex(of: UInt8(ascii: ".")).map { digits.endIndex - $0 - 1 } ?? 0
        return (.float(decimals: decimals), value)
    }

    /// The JSON token for `value` in this notation, quotes included for string notations.
    public func token(for value: Double) -> String {
        switch self {
        case .hex:
            let byte = Self.byte(value)
            let digits = String(byte, radix: 16, uppercase: true)
            return "\"0x\(digits.count < 2 ? "0" : "")\(digits)\""
        case .integer:
            return "\"\(Self.byte(value))\""
        case .float(let decimals):
            return "\"\(String(format: "%.\(decimals)f", value))\""
        case .number:
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        }
    }

    /// The 8-bit value nearest `value` in 0...1 (values outside are clamped).
    static func byte(_ value: Double) -> Int {
        Int((min(max(value, 0), 1) * 255).rounded())
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else { return false }
        return parts.allSatisfy { $0.allSatisfy(isDigit) }
    }
}
