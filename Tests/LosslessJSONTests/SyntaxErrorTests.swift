import LosslessJSON
import Testing

/// Every rejection names a line, a column and a distinct reason.
@Suite struct SyntaxErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var input: [UInt8]
        var code: String
        var message: String
        var line: Int
        var column: Int

        init(_ description: String, _ input: String, _ code: String, _ message: String, at line: Int, _ column: Int) {
            self.init(description, Array(input.utf8), code, message, at: line, column)
        }

        init(_ description: String, _ input: [UInt8], _ code: String, _ message: String, at line: Int, _ column: Int) {
            testDescription = description
            self.input = input
            self.code = code
            self.message = message
            self.line = line
            self.column = column
        }
    }

    static let cases: [Case] = [
        Case("utf-16 by bom", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "json.unsupported-encoding",
             "unsupported encoding 'UTF-16LE'; save the file as UTF-8", at: 1, 1),
        Case("utf-16 by nul pattern", [0x00, 0x5B, 0x00, 0x5D], "json.unsupported-encoding",
             "unsupported encoding 'UTF-16BE'; save the file as UTF-8", at: 1, 1),
        Case("utf-32 by nul pattern", [0x5B, 0, 0, 0, 0x5D, 0, 0, 0], "json.unsupported-encoding",
             "unsupported encoding 'UTF-32LE'; save the file as UTF-8", at: 1, 1),
        Case("invalid utf-8", [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], "json.invalid-utf8", "invalid UTF-8 byte sequence", at: 1, 3),
        Case("nul byte", [0x5B, 0x31, 0x00, 0x5D], "json.nul-byte", "NUL byte in input", at: 1, 3),
        Case("raw control character", "{\n  \"a\" : \"x\ty\"\n}", "json.control-character-in-string",
             "raw control character byte 0x09 in string; escape it", at: 2, 11),
        Case("unterminated string", "[\n\"abc", "json.unterminated-string", "unterminated string", at: 2, 1),
        Case("bad escape", #"["\x"]"#, "json.invalid-escape", "invalid escape '\\x' in string", at: 1, 3),
        Case("bad unicode escape", #"["\u12G4"]"#, "json.invalid-unicode-escape",
             "invalid unicode escape; expected four hex digits after '\\u'", at: 1, 3),
        Case("leading zero", "[01]", "json.invalid-number", "invalid number: leading zeros are not allowed", at: 1, 2),
        Case("no fraction digits", "[1.]", "json.invalid-number", "invalid number: expected a digit after '.'", at: 1, 4),
        Case("no exponent digits", "[1e+]", "json.invalid-number", "invalid number: expected a digit in the exponent", at: 1, 5),
        Case("minus alone", "[-]", "json.invalid-number", "invalid number: expected a digit after '-'", at: 1, 3),
        Case("bad literal", "[tru]", "json.invalid-literal", "invalid literal; expected 'true', 'false' or 'null'", at: 1, 2),
        Case("missing comma in object", "{\n  \"a\" : 1\n  \"b\" : 2\n}", "json.expected-comma-or-brace",
             "expected ',' or '}' after object member", at: 3, 3),
        Case("missing comma in array", "[1 2]", "json.expected-comma-or-bracket", "expected ',' or ']' after array element", at: 1, 4),
        Case("missing colon", #"{"a" 1}"#, "json.expected-colon", "expected ':' after object key", at: 1, 6),
        Case("key not a string", "{a:1}", "json.expected-key", "expected a string key, found 'a'", at: 1, 2),
        Case("missing value", "[1,,2]", "json.expected-value", "expected a value, found ','", at: 1, 4),
        Case("trailing comma in array", "[1,]", "json.trailing-comma", "trailing comma before ']'; remove the comma", at: 1, 3),
        Case("trailing comma in object", "{\"a\" : 1,\n}", "json.trailing-comma", "trailing comma before '}'; remove the comma", at: 1, 9),
        Case("trailing garbage", "{}\n}", "json.trailing-content", "unexpected '}' after the root value", at: 2, 1),
        Case("unexpected end", "{\"a\" : [1", "json.unexpected-end", "unexpected end of input; expected ',' or ']'", at: 1, 10),
        Case("empty document", " \n", "json.empty-document", "empty document; expected a JSON value", at: 2, 1),
        Case("depth limit", String(repeating: "[", count: 513) + String(repeating: "]", count: 513), "json.depth-limit",
             "nesting deeper than 512 levels", at: 1, 513),
        Case("crlf counts one line", "{\r\n  \"a\" : x\r\n}", "json.expected-value", "expected a value, found 'x'", at: 2, 9),
    ]

    @Test(arguments: cases)
    func rejectionHasCodeMessageAndLocation(_ testCase: Case) {
        do throws(JSONSyntaxError) {
            _ = try JSONDocument(bytes: testCase.input)
            Issue.record("accepted")
        } catch {
            #expect(error.code == testCase.code)
            #expect(error.message == testCase.message)
            #expect(error.location == JSONLocation(line: testCase.line, column: testCase.column))
            #expect(error.formatted(path: "a/Contents.json")
                == "a/Contents.json:\(testCase.line):\(testCase.column): error: \(testCase.message)")
        }
    }

    @Test func depthOf512IsAccepted() throws {
        let input = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try JSONDocument(text: input).text == input)
    }
}
