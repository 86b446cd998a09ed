extension JSONParser {
    /// Scans the string token whose opening quote is at `position`; returns whether it has escapes.
    mutating func scanString() throws(JSONSyntaxError) -> Bool {
        let opening = position
        let count = input.count
        var index = position + 1
        var hasEscapes = false
        while index < count {
            // Eight plain bytes (printable ASCII, no quote or backslash) at a time.
            if index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(input.baseAddress! + index).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word)
                if special == 0 {
                    index += 8
                    continue
                }
                index += special.trailingZeroBitCount / 8
            }
            let byte = input[index]
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                position = index + 1
                return hasEscapes
            case UInt8(ascii: "\\"):
                hasEscapes = true
                index = try scanEscape(at: index, opening: opening)
            case 0:
                throw error(.nulByte, at: index)
            case 0x01..<0x20:
                throw error(.controlCharacterInString(byte), at: index)
            default:
                guard let next = UTF8Validation.sequenceEnd(in: input, at: index) else {
                    throw error(.invalidUTF8, at: index)
                }
                index = next
            }
        }
        throw error(.unterminatedString, at: opening)
    }

    /// The high bit set in each byte of `word` that is a quote, a backslash, a control character
    /// or not ASCII; the lowest one set marks the first such byte exactly (the zero-byte trick:
    /// a borrow only runs upward, past the first match).
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | (word & highs)
    }

    /// Validates the escape whose backslash is at `index`; returns the index after it.
    private func scanEscape(at index: Int, opening: Int) throws(JSONSyntaxError) -> Int {
        guard index + 1 < input.count else { throw error(.unterminatedString, at: opening) }
        switch input[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            for digit in index + 2..<index + 6 {
                guard digit < input.count else { throw error(.unterminatedString, at: opening) }
                guard JSONStringCoding.hexValue(input[digit]) != nil else {
                    throw error(.invalidUnicodeEscape, at: index)
                }
            }
            return index + 6
        case let other:
            if other >= 0x80, UTF8Validation.sequenceEnd(in: input, at: index + 1) == nil {
                throw error(.invalidUTF8, at: index + 1)
            }
            throw error(.invalidEscape(other), at: index)
        }
    }

    /// Scans a number literal at `position`: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func scanNumber() throws(JSONSyntaxError) {
        let count = input.count
        var index = position
        if input[index] == UInt8(ascii: "-") { index += 1 }
        guard index < count, Self.isDigit(input[index]) else {
            throw error(.invalidNumber(.missingIntegerDigits), at: index)
        }
        if input[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, Self.isDigit(input[index]) { throw error(.invalidNumber(.leadingZero), at: index - 1) }
        } else {
            while index < count, Self.isDigit(input[index]) { index += 1 }
        }
        if index < count, input[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, Self.isDigit(input[index]) else {
                throw error(.invalidNumber(.missingFractionDigits), at: index)
            }
            while index < count, Self.isDigit(input[index]) { index += 1 }
        }
        if index < count, input[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count, Self.isDigit(input[index]) else {
                throw error(.invalidNumber(.missingExponentDigits), at: index)
            }
            while index < count, Self.isDigit(input[index]) { index += 1 }
        }
        position = index
    }

    /// Scans `true`, `false` or `null` at `position`.
    mutating func scanLiteral() throws(JSONSyntaxError) -> JSONKind {
        let (word, kind): (StaticString, JSONKind) = switch input[position] {
        case UInt8(ascii: "t"): ("true", .bool)
        case UInt8(ascii: "f"): ("false", .bool)
        default: ("null", .null)
        }
        let length = word.utf8CodeUnitCount
        guard position + length <= input.count else { throw error(.invalidLiteral, at: position) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: length)
        for offset in 0..<length where input[position + offset] != expected[offset] {
            throw error(.invalidLiteral, at: position)
        }
        position += length
        return kind
    }

    /// Rejects UTF-16 and UTF-32 input, recognised by a byte order mark or by NUL bytes around ASCII.
    func rejectOtherEncodings() throws(JSONSyntaxError) {
        // UTF-8 text starts with two non-zero bytes and no UTF-16/32 byte order mark.
        if input.count >= 2, input[0] != 0, input[0] < 0xFE, input[1] != 0 { return }
        let bytes = Array(input.prefix(4))
        func starts(with prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        let encoding: JSONSyntaxError.TextEncoding? =
            if starts(with: [0, 0, 0xFE, 0xFF]) { .utf32BigEndian }
            else if starts(with: [0xFF, 0xFE, 0, 0]) { .utf32LittleEndian }
            else if starts(with: [0xFE, 0xFF]) { .utf16BigEndian }
            else if starts(with: [0xFF, 0xFE]) { .utf16LittleEndian }
            else if bytes.count == 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] != 0 { .utf32BigEndian }
            else if bytes.count == 4, bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { .utf32LittleEndian }
            else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { .utf16BigEndian }
            else if bytes.count >= 2, bytes[0] != 0, bytes[0] < 0x80, bytes[1] == 0 { .utf16LittleEndian }
            else { nil }
        if let encoding { throw error(.unsupportedEncoding(encoding), at: 0) }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

/// Well-formed UTF-8 per the Unicode standard, table 3-7 (no overlongs, surrogates or values past U+10FFFF).
enum UTF8Validation {
    /// The index after the well-formed sequence starting at `index`, or nil.
    static func sequenceEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return index + 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return index + length
    }
}
