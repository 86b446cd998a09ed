import Testing
import LosslessJSON

/// `JSONStringCoding.quoted`, the one JSON string escaper: as files are written (the default)
/// and with extra scalars escaped, as program output for a terminal asks.
@Suite struct StringEncodingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        /// The token with the default escaping, as JSONSerialization and Xcode write it.
        let plain: String
        /// The token when every scalar from U+007F up is escaped as well.
        let escapingNonASCII: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain ASCII", input: "Brand/accent-500", plain: #""Brand/accent-500""#, escapingNonASCII: #""Brand/accent-500""#),
        Case(name: "empty", input: "", plain: #""""#, escapingNonASCII: #""""#),
        Case(name: "quote and backslash", input: #"a"b\c"#, plain: #""a\"b\\c""#, escapingNonASCII: #""a\"b\\c""#),
        Case(name: "short escapes", input: "\u{8}\u{C}\n\r\t", plain: #""\b\f\n\r\t""#, escapingNonASCII: #""\b\f\n\r\t""#),
        Case(name: "other C0 controls in lowercase hex", input: "\u{0}\u{1B}[2J\u{1F}", plain: #""\u0000\u001b[2J\u001f""#,
             escapingNonASCII: #""\u0000\u001b[2J\u001f""#),
        Case(name: "DEL", input: "del\u{7F}", plain: "\"del\u{7F}\"", escapingNonASCII: #""del\u007f""#),
        Case(name: "C1 CSI", input: "\u{9B}2J", plain: "\"\u{9B}2J\"", escapingNonASCII: #""\u009b2J""#),
        Case(name: "bidi override", input: "bidi\u{202E}txt.exe", plain: "\"bidi\u{202E}txt.exe\"", escapingNonASCII: #""bidi\u202etxt.exe""#),
        Case(name: "slash is not escaped", input: "a/b", plain: #""a/b""#, escapingNonASCII: #""a/b""#),
        Case(name: "non-BMP as a surrogate pair", input: "🎨", plain: "\"🎨\"", escapingNonASCII: #""\ud83c\udfa8""#),
        Case(name: "combining mark", input: "e\u{301}", plain: "\"e\u{301}\"", escapingNonASCII: #""e\u0301""#),
    ]

    @Test(arguments: cases)
    func escapesAsFilesAreWritten(_ testCase: Case) {
        #expect(JSONStringCoding.quoted(testCase.input) == testCase.plain)
    }

    @Test(arguments: cases)
    func escapesEveryScalarTheOptionAsksFor(_ testCase: Case) {
        #expect(JSONStringCoding.quoted(testCase.input, alsoEscaping: { $0.value >= 0x7F }) == testCase.escapingNonASCII)
    }

    /// The same token appended to a document's bytes, with either escaping.
    @Test(arguments: cases)
    func appendsTheTokenToBytes(_ testCase: Case) {
        for (escaping, expected) in [({ (_: Unicode.Scalar) in false }, testCase.plain), ({ $0.value >= 0x7F }, testCase.escapingNonASCII)] {
            var bytes = Array("x".utf8)
            JSONStringCoding.append(quoting: testCase.input, to: &bytes, alsoEscaping: escaping)
            #expect(bytes == Array(("x" + expected).utf8))
        }
    }

    /// Printable ASCII is never escaped, whatever the option asks: such a string (most names and
    /// paths) is copied whole, and one byte that is not makes the rest go scalar by scalar.
    @Test func printableASCIIIsWrittenAsItIs() {
        let printable = String(decoding: (0x20...0x7E).filter { $0 != 0x22 && $0 != 0x5C }.map(UInt8.init), as: UTF8.self)
        #expect(JSONStringCoding.quoted(printable, alsoEscaping: { _ in true }) == "\"" + printable + "\"")
        #expect(JSONStringCoding.quoted(printable + "\u{7F}", alsoEscaping: { _ in true }) == "\"" + printable + #"\u007f""#)
        #expect(JSONStringCoding.quoted(printable + "\"") == "\"" + printable + #"\"""#)
    }

    @Test(arguments: cases)
    func everyTokenParsesBackToItsString(_ testCase: Case) throws {
        for token in [JSONStringCoding.quoted(testCase.input), JSONStringCoding.quoted(testCase.input, alsoEscaping: { _ in true })] {
            let parsed = try JSONDocument(text: token).root.stringValue
            #expect(parsed.map { Array($0.unicodeScalars) } == Array(testCase.input.unicodeScalars), "\(token)")
        }
    }
}
