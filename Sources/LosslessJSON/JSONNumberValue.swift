/// A number literal's `Double`, read from its bytes.
enum JSONNumberValue {
    /// The correctly rounded value of a JSON number literal (huge exponents give infinity).
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        exact(literal) ?? Double(String(decoding: literal, as: UTF8.self))
    }

    /// The value when its digits, as an integer, are at most 2^53 and its power of ten is within
    /// 10^±22: both are then exact doubles, so one IEEE multiplication or division rounds
    /// correctly (Clinger's fast path); nil otherwise. Most literals a color carries qualify.
    static func exact(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let isNegative = literal.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var digits: UInt64 = 0, scale = 0, isFraction = false
        while index < literal.count {
            let byte = literal[index]
            if byte == UInt8(ascii: ".") {
                isFraction = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                guard digits < 100_000_000_000_000_000 else { return nil }
                digits = digits * 10 + UInt64(byte &- UInt8(ascii: "0"))
                if isFraction { scale -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < literal.count {
            // An exponent: `e` or `E`, a sign, digits (a few; longer ones take the slow path).
            index += 1
            let isNegativeExponent = literal[index] == UInt8(ascii: "-")
            if literal[index] == UInt8(ascii: "-") || literal[index] == UInt8(ascii: "+") { index += 1 }
            guard literal.count - index <= 4 else { return nil }
            var exponent = 0
            for byte in literal[index...] { exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0")) }
            scale += isNegativeExponent ? -exponent : exponent
        }
        guard digits <= 1 << 53, (-22...22).contains(scale) else { return nil }
        let magnitude = scale < 0 ? Double(digits) / powersOfTen[-scale] : Double(digits) * powersOfTen[scale]
        return isNegative ? -magnitude : magnitude
    }

    /// 10^0 through 10^22, every one an exact double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
