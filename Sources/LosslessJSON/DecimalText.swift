/// Decimal numbers read straight from their bytes: JSON number literals, and the component
/// strings of a colorset (`"0.565"`).
public enum DecimalText {
    /// What `Double(String(decoding: bytes, as: UTF8.self))` gives, without making the string
    /// when the number is simple enough to read exactly (`exactValue`).
    public static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        exactValue(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }

    /// The correctly rounded value of `-digits.digits` with an optional exponent (`e-3`), so
    /// the one `strtod` gives, when it can be had cheaply:
    /// - digits that, as an integer, are at most 2^53, and a power of ten within 10^±22: both
    ///   are exact doubles, and one IEEE multiplication or division rounds their product
    ///   correctly (Clinger's fast path);
    /// - up to 19 digits divided by a power of ten within 10^22 (the 17-digit fractions that
    ///   shortest round-trip printing writes), for a result of at least 2^-11: the quotient of
    ///   the rounded digits is within an ulp of the value, and the neighbor that lies within
    ///   half an ulp of it is found with exact 128-bit integer comparisons (`nearest`).
    /// `nil` for anything else (longer mantissas, far exponents, ties, other text), which
    /// `value` hands to `Double(String)`.
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
                // Up to 19 digits: below 10^19, which a UInt64 holds (leading zeros apart).
                guard digits < 1_000_000_000_000_000_000 else { return nil }
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
        guard (-22...22).contains(scale) else { return nil }
        let magnitude: Double
        if digits <= 1 << 53 {
            magnitude = scale < 0 ? Double(digits) / powersOfTen[-scale] : Double(digits) * powersOfTen[scale]
        } else {
            guard scale < 0, let nearest = nearest(digits, overPowerOfTen: -scale) else { return nil }
            magnitude = nearest
        }
        return isNegative ? -magnitude : magnitude
    }

    /// The double nearest `digits / 10^exponent` (exponent 1...22), or `nil` when that takes
    /// more than this: a result below 2^-11, or one exactly halfway between two doubles.
    private static func nearest(_ digits: UInt64, overPowerOfTen exponent: Int) -> Double? {
        let estimate = Double(digits) / powersOfTen[exponent]
        for step in 0..<3 {
            let candidate = step == 0 ? estimate : step == 1 ? estimate.nextDown : estimate.nextUp
            guard candidate.isNormal else { continue }
            // candidate = m * 2^e. It is the nearest double when the value lies strictly between
            // its neighbors' midpoints (m - 1/2) * 2^e and (m + 1/2) * 2^e; times 10^exponent * 2^(1-e):
            // (2m - 1) * 10^exponent < digits * 2^(1-e) < (2m + 1) * 10^exponent.
            // A power of two's lower neighbor is half as far: (m - 1/4) * 2^e, so everything is
            // doubled once more, (4m - 1) * 10^exponent < digits * 2^(2-e) < (4m + 2) * 10^exponent
            // (beyond 128 bits for 10^22: left to `strtod`).
            let m = candidate.significandBitPattern | 1 << 52
            let isPowerOfTwo = candidate.significandBitPattern == 0
            guard !isPowerOfTwo || exponent < 22 else { continue }
            let shift = 1 - (Int(candidate.exponent) - 52) + (isPowerOfTwo ? 1 : 0)
            guard (1...64).contains(shift) else { return nil }
            let scaled = UInt128Parts(digits, shiftedLeftBy: shift)
            let power = powersOfTenParts[exponent]
            let (low, high) = isPowerOfTwo ? (4 * m - 1, 4 * m + 2) : (2 * m - 1, 2 * m + 1)
            if power.times(low) < scaled, scaled < power.times(high) { return candidate }
        }
        return nil
    }

    /// 10^0 through 10^22 as 128-bit integers.
    private static let powersOfTenParts: [UInt128Parts] = (0...22).map { exponent in
        (0..<exponent).reduce(UInt128Parts(high: 0, low: 1)) { product, _ in product.times(10) }
    }

    /// 10^0 through 10^22, every one an exact double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }
}

/// An unsigned 128-bit integer as two words, for the exact comparisons of `DecimalText` (the
/// standard library's `UInt128` needs macOS 15).
struct UInt128Parts: Comparable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// `value * 2^shift`, for a shift of 1...64.
    init(_ value: UInt64, shiftedLeftBy shift: Int) {
        high = shift == 64 ? value : value >> (64 - shift)
        low = shift == 64 ? 0 : value << shift
    }

    /// The product, which must fit in 128 bits.
    func times(_ factor: UInt64) -> UInt128Parts {
        let (carry, low) = factor.multipliedFullWidth(by: self.low)
        return UInt128Parts(high: high &* factor &+ carry, low: low)
    }

    static func < (lhs: UInt128Parts, rhs: UInt128Parts) -> Bool {
        lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
    }
}
