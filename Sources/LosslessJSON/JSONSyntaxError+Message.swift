extension JSONSyntaxError {
    /// A stable identifier, e.g. `json.expected-comma-or-brace`.
    public var code: String {
        switch reason {
        case .emptyDocument: return "json.empty-document"
        case .unsupportedEncoding: return "json.unsupported-encoding"
        case .invalidUTF8: return "json.invalid-utf8"
        case .nulByte: return "json.nul-byte"
        case .controlCharacterInString: return "json.control-character-in-string"
        case .unterminatedString: return "json.unterminated-string"
        case .invalidEscape: return "json.invalid-escape"
        case .invalidUnicodeEscape: return "json.invalid-unicode-escape"
        case .invalidNumber: return "json.invalid-number"
        case .invalidLiteral: return "json.invalid-literal"
        case .expectedValue: return "json.expected-value"
        case .expectedKey: return "json.expected-key"
        case .expectedColon: return "json.expected-colon"
        case .expectedCommaOrBrace: return "json.expected-comma-or-brace"
        case .expectedCommaOrBracket: return "json.expected-comma-or-bracket"
        case .trailingComma: return "json.trailing-comma"
        case .unexpectedEnd: return "json.unexpected-end"
        case .trailingContent: return "json.trailing-content"
        case .depthLimitExceeded: return "json.depth-limit"
        case .inputTooLarge: return "json.input-too-large"
        }
    }

    /// The message, lowercase, values in single quotes: `expected ',' or '}' after object member`.
    public var message: String {
        switch reason {
        case .emptyDocument: return "empty document; expected a JSON value"
        case .unsupportedEncoding(let encoding): return "unsupported encoding '\(encoding.rawValue)'; save the file as UTF-8"
        case .invalidUTF8: return "invalid UTF-8 byte sequence"
        case .nulByte: return "NUL byte in input"
        case .controlCharacterInString(let byte): return "raw control character \(Self.describe(byte)) in string; escape it"
        case .unterminatedString: return "unterminated string"
        case .invalidEscape(let byte): return "invalid escape '\\\(Self.character(byte))' in string"
        case .invalidUnicodeEscape: return "invalid unicode escape; expected four hex digits after '\\u'"
        case .invalidNumber(let problem): return "invalid number: \(Self.describe(problem))"
        case .invalidLiteral: return "invalid literal; expected 'true', 'false' or 'null'"
        case .expectedValue(let byte): return "expected a value, found \(Self.describe(byte))"
        case .expectedKey(let byte): return "expected a string key, found \(Self.describe(byte))"
        case .expectedColon: return "expected ':' after object key"
        case .expectedCommaOrBrace: return "expected ',' or '}' after object member"
        case .expectedCommaOrBracket: return "expected ',' or ']' after array element"
        case .trailingComma(let inObject): return "trailing comma before '\(inObject ? "}" : "]")'; remove the comma"
        case .unexpectedEnd(let expectation): return "unexpected end of input; expected \(Self.describe(expectation))"
        case .trailingContent(let byte): return "unexpected \(Self.describe(byte)) after the root value"
        case .depthLimitExceeded(let limit): return "nesting deeper than \(limit) levels"
        case .inputTooLarge: return "input too large; the limit is 2 GiB"
        }
    }

    /// `path:line:column: error: message`, the form editors and compilers use.
    public func formatted(path: String) -> String {
        "\(path):\(location.line):\(location.column): error: \(message)"
    }

    private static func describe(_ problem: NumberProblem) -> String {
        switch problem {
        case .missingIntegerDigits: return "expected a digit after '-'"
        case .leadingZero: return "leading zeros are not allowed"
        case .missingFractionDigits: return "expected a digit after '.'"
        case .missingExponentDigits: return "expected a digit in the exponent"
        }
    }

    private static func describe(_ expectation: Expectation) -> String {
        switch expectation {
        case .value: return "a value"
        case .key: return "a string key"
        case .colon: return "':'"
        case .commaOrBrace: return "',' or '}'"
        case .commaOrBracket: return "',' or ']'"
        }
    }

    /// `'x'` for printable ASCII, else `byte 0xNN`.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(character(byte))'" : "byte 0x\(hex(byte))"
    }

    private static func character(_ byte: UInt8) -> String {
        (0x20...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x\(hex(byte))"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
