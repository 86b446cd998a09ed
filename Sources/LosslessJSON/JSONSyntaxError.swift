/// Why a document was rejected, and where. The wording lives in `JSONSyntaxError+Message.swift`.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// Line and column of the offending byte.
    public var location: JSONLocation
    /// Byte offset of the offending byte in the input.
    public var offset: Int
    /// What went wrong, as data.
    public var reason: Reason

    public init(location: JSONLocation, offset: Int, reason: Reason) {
        self.location = location
        self.offset = offset
        self.reason = reason
    }

    /// What went wrong while parsing.
    public enum Reason: Sendable, Hashable {
        /// The input holds no value (empty, whitespace, or a lone BOM).
        case emptyDocument
        /// The input is UTF-16 or UTF-32, detected by its byte order mark or its NUL pattern.
        case unsupportedEncoding(TextEncoding)
        /// A byte sequence that is not well-formed UTF-8.
        case invalidUTF8
        /// A NUL byte, inside or outside a string.
        case nulByte
        /// A raw control character (U+0001 to U+001F) inside a string; it must be escaped.
        case controlCharacterInString(UInt8)
        /// A string that reaches the end of the input; the offset is its opening quote.
        case unterminatedString
        /// A backslash followed by something other than `" \ / b f n r t u`.
        case invalidEscape(UInt8)
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A malformed number literal.
        case invalidNumber(NumberProblem)
        /// A word that is not `true`, `false` or `null`.
        case invalidLiteral
        /// A value was expected; found this byte instead.
        case expectedValue(found: UInt8)
        /// A string key or `}` was expected after `{`, or a key after `,`.
        case expectedKey(found: UInt8)
        /// `:` was expected after an object key.
        case expectedColon(found: UInt8)
        /// `,` or `}` was expected after an object member.
        case expectedCommaOrBrace(found: UInt8)
        /// `,` or `]` was expected after an array element.
        case expectedCommaOrBracket(found: UInt8)
        /// A comma right before `}` or `]`; rejected by policy.
        case trailingComma(inObject: Bool)
        /// The input ended while `expected` was still needed.
        case unexpectedEnd(expected: Expectation)
        /// Something other than whitespace after the root value.
        case trailingContent(found: UInt8)
        /// More than `limit` containers nested inside each other.
        case depthLimitExceeded(limit: Int)
        /// The input is 2 GiB or larger.
        case inputTooLarge
    }

    /// Encodings that are recognised only to be rejected with a clear message.
    public enum TextEncoding: String, Sendable, Hashable {
        case utf16BigEndian = "UTF-16BE"
        case utf16LittleEndian = "UTF-16LE"
        case utf32BigEndian = "UTF-32BE"
        case utf32LittleEndian = "UTF-32LE"
    }

    /// What is wrong with a number literal.
    public enum NumberProblem: Sendable, Hashable {
        case missingIntegerDigits
        case leadingZero
        case missingFractionDigits
        case missingExponentDigits
    }

    /// What the parser still needed when the input ended.
    public enum Expectation: Sendable, Hashable {
        case value, key, colon, commaOrBrace, commaOrBracket
    }
}
