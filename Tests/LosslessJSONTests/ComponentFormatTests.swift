import LosslessJSON
import Testing

/// Every component spelling Xcode writes, for every 8-bit value, survives setRawToken, print and parse.
@Suite struct ComponentFormatTests {
    struct Format: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var token: @Sendable (Int) -> String
        var value: @Sendable (JSONNode) -> Int?
    }

    static let formats: [Format] = [
        Format(testDescription: "float string with 3 decimals",
               token: { "\"\(threeDecimals($0))\"" },
               value: { node in node.stringValue.flatMap(Double.init).map { Int(($0 * 255).rounded()) } }),
        Format(testDescription: "8-bit hex string",
               token: { "\"0x\(hexByte($0))\"" },
               value: { node in node.stringValue.flatMap { Int($0.dropFirst(2), radix: 16) } }),
        Format(testDescription: "8-bit integer string",
               token: { "\"\($0)\"" },
               value: { node in node.stringValue.flatMap { Int($0) } }),
        Format(testDescription: "raw JSON number",
               token: { "\(Double($0) / 255)" },
               value: { node in node.doubleValue.map { Int(($0 * 255).rounded()) } }),
    ]

    @Test(arguments: formats)
    func everyEightBitValueRoundTrips(_ format: Format) throws {
        let path: JSONPath = ["colors", 0, "color", "components", "red"]
        let original = try JSONDocument(text: EditTests.canonical)
        for value in 0...255 {
            var document = original
            let token = format.token(value)
            try document.setRawToken(token, at: path)
            let reparsed = try JSONDocument(bytes: document.bytes)
            let node = try #require(reparsed[path])
            #expect(node.rawText == token, "value \(value)")
            #expect(format.value(node) == value, "value \(value), token \(token)")
            #expect(reparsed.text == EditTests.canonical.replacing("\"red\" : \"0xB8\"", with: "\"red\" : \(token)"))
        }
    }

    @Test func setRawTokenRejectsAnythingButOneScalar() throws {
        var document = try JSONDocument(text: EditTests.canonical)
        let path: JSONPath = ["colors", 0, "color", "components", "red"]
        for token in ["", " 1", "1 ", "0xFF", "[1]", "{}", "\"a\" \"b\"", "'a'", "01"] {
            #expect(throws: JSONEditError.invalidToken(token)) { try document.setRawToken(token, at: path) }
        }
        #expect(throws: JSONEditError.notAScalar(["colors"])) { try document.setRawToken("1", at: ["colors"]) }
        #expect(document.text == EditTests.canonical)
    }

    static func threeDecimals(_ value: Int) -> String {
        let thousandths = (value * 1000 + 127) / 255
        let fraction = thousandths % 1000
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - String(fraction).count) + "\(fraction)"
    }

    static func hexByte(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
