import Testing
@testable import LosslessJSON

/// The string scanner reads eight plain bytes at a time: every kind of byte that ends the fast
/// path must be caught at every position of a word, in strings of every length around it.
@Suite struct StringScanTests {
    /// `["aaa…X…aaa"]` with the byte(s) `special` after `before` plain bytes and `after` more.
    private func document(before: Int, special: [UInt8], after: Int) -> [UInt8] {
        Array("[\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: before) + special
            + Array(repeating: UInt8(ascii: "a"), count: after) + Array("\"]".utf8)
    }

    @Test func plainStringsOfEveryLengthParse() throws {
        for length in 0...40 {
            let bytes = document(before: length, special: [], after: 0)
            let parsed = try JSONDocument(bytes: bytes)
            #expect(parsed.root[0]?.stringValue == String(repeating: "a", count: length))
        }
    }

    @Test func everySpecialByteIsFoundAtEveryPosition() throws {
        let opening = 2 // `["`
        for before in 0...17 {
            for after in [0, 1, 7, 8, 9] {
                // Allowed bytes that must not end the string: DEL, UTF-8 é, an escape.
                for (special, decoded) in [([UInt8(0x7F)], "\u{7F}"), ([0xC3, 0xA9], "é"), (Array(#"\""#.utf8), "\"")] {
                    let bytes = document(before: before, special: special, after: after)
                    let value = try JSONDocument(bytes: bytes).root[0]?.stringValue
                    #expect(value == String(repeating: "a", count: before) + decoded + String(repeating: "a", count: after))
                }
                // Bytes that make the document invalid, reported where they are.
                let invalid: [(UInt8, JSONSyntaxError.Reason)] = [
                    (0x01, .controlCharacterInString(0x01)), (0x1F, .controlCharacterInString(0x1F)),
                    (0x00, .nulByte), (0xFF, .invalidUTF8), (0x80, .invalidUTF8),
                ]
                for (byte, reason) in invalid {
                    let bytes = document(before: before, special: [byte], after: after)
                    #expect(throws: JSONSyntaxError.self) { try JSONDocument(bytes: bytes) }
                    do {
                        _ = try JSONDocument(bytes: bytes)
                    } catch {
                        #expect(error.reason == reason, "byte \(byte) after \(before)")
                        #expect(error.offset == opening + before, "byte \(byte) after \(before)")
                    }
                }
                // A quote ends the string early: what follows is not a comma or bracket.
                let early = document(before: before, special: [UInt8(ascii: "\"")], after: after + 1)
                #expect(throws: JSONSyntaxError.self) { try JSONDocument(bytes: early) }
            }
        }
    }

    @Test func indentationOfEveryWidthIsSkipped() throws {
        for width in 0...40 {
            let text = "{\n" + String(repeating: " ", count: width) + "\"k\" :" + String(repeating: " ", count: width)
                + "1" + String(repeating: " ", count: width) + "\n}" + String(repeating: " ", count: width)
            let parsed = try JSONDocument(text: text)
            #expect(parsed.root["k"]?.rawText == "1")
            // The value, after the indentation, `"k" :` and as many spaces again.
            #expect(parsed.root["k"]?.location == JSONLocation(line: 2, column: 2 * width + 6))
        }
    }
}
