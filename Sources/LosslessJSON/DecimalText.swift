/// Decimal numbers read straight from their bytes: JSON number literals, and the component
/// strings of a colorset (`"0.565"`).
public enum DecimalText {
    /// What `Double(String(decoding: bytes, as: UTF8.self))` gives, without making the string
    /// when the number is simple enough to read exactly (`exactValue`).
    public static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        exactValue(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// The correctly rounded value of `-digits.digits` with an optional exponent (`e-3`), when
    /// its digits, as an integer, are at most 2^53 and its power of ten is within 10^±22: both
    /// are then exact doubles, and one IEEE multiplication or division rounds their product
    /// correctly (Clinger's fast path), so the result is the one `strtod` gives. `nil` for
    /// anything else (longer mantissas, far exponents, other text), which `value` hands to
    /// `Double(String)`.
    static func exactValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var digits: UInt64 = 0, scale = 0, digitCount = 0, seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                // Beyond 17 digits the value can no longer be below 2^53 (leading zeros apart).
                guard digits < 100_000_000_000_000_000 else { return nil }
                digits = digits * 10 + UInt64(byte &- UInt8(ascii: "0"))
                digitCount += 1
                if seenPoint { scale -= 1 }
            } else {
                break
            }
            index += 1
        }
        guard digitCount > 0, bytes[index - 1] != UInt8(ascii: ".") else { return nil }
        if index < bytes.count {
            guard bytes[index] | 0x20 == UInt8(ascii: "e"), index + 1 < bytes.count else { return nil }
            index += 1
            let isNegativeExponent = bytes[index] == UInt8(ascii: "-")
            if isNegativeExponent || bytes[index] == UInt8(ascii: "+") { index += 1 }
            // A few exponent digits; a longer exponent takes the slow path.
            guard index < bytes.count, bytes.count - index <= 4 else { return nil }
            var exponent = 0
            for byte in bytes[index...] {
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0"))
            }
            scale += isNegativeExponent ? -exponent : exponent
        }
        guard digits <= 1 << 53, (-22...22).contains(scale) else { return nil }
        let magnitude = scale < 0 ? Double(digits) / powersOfTen[-scale] : Double(digits) * powersOfTen[scale]
        return isNegative ? -magnitude : magnitude
    }

    /// 10^0 through 10^22, every one an exact double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }
}
