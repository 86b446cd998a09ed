import LosslessJSON
import TestSupport
import Testing

/// The choices in `Sources/LosslessJSON/LosslessJSON.docc/Policy.md`.
@Suite struct PolicyTests {
    @Test func byteOrderMarkIsAcceptedAndKept() throws {
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a" : 1}"#.utf8)
        let document = try JSONDocument(bytes: input)
        #expect(document.bytes == input)
        #expect(document.root["a"]?.numberText == "1")
        #expect(document.root.location == JSONLocation(line: 1, column: 4))
    }

    @Test func loneSurrogateIsKeptRawAndReadsAsReplacementCharacter() throws {
        let document = try JSONDocument(text: #"{"k\udc00" : "a\ud800b", "p" : "\ud83d\ude00"}"#)
        #expect(document.root["a"] == nil)
        #expect(document[["p"]]?.stringValue == "\u{1F600}")
        #expect(document.root.keys == ["k\u{FFFD}", "p"])
        #expect(document.root["k\u{FFFD}"]?.stringValue == "a\u{FFFD}b")
        #expect(document.root["k\u{FFFD}"]?.rawText == #""a\ud800b""#)
    }

    @Test func hugeNumbersAreKeptRaw() throws {
        let document = try JSONDocument(text: "[1e400, -123456789012345678901234567890, 0.1e-999]")
        #expect(document.root.elements.map(\.numberText) == ["1e400", "-123456789012345678901234567890", "0.1e-999"])
        #expect(document.root[0]?.doubleValue == .infinity)
    }

    @Test func duplicateKeysAreKeptReadLastAndRemovedTogether() throws {
        let text = "{\n  \"red\" : 1,\n  \"green\" : 2,\n  \"red\" : 3\n}\n"
        var document = try JSONDocument(text: text)
        #expect(document.text == text)
        #expect(document.root["red"]?.numberText == "3")
        #expect(document.root.keys == ["red", "green", "red"])
        #expect(document.duplicateKeys == [JSONDuplicateKey(path: ["red"], key: "red", location: JSONLocation(line: 4, column: 3))])
        #expect(document.duplicateKeys.first?.code == "json.duplicate-key")
        #expect(document.duplicateKeys.first?.message == "duplicate key 'red' in object; the last one is used")
        try document.setValue(4, at: ["red"])
        #expect(document.text == "{\n  \"red\" : 1,\n  \"green\" : 2,\n  \"red\" : 4\n}\n")
        try document.removeValue(at: ["red"])
        #expect(document.text == "{\n  \"green\" : 2\n}\n")
        #expect(document.duplicateKeys.isEmpty)
    }

    @Test func keysCompareByScalarsNotByCanonicalEquivalence() throws {
        let document = try JSONDocument(text: "{\"\u{E9}\" : 1, \"e\u{301}\" : 2}")
        #expect(document.duplicateKeys.isEmpty)
        #expect(document.root["\u{E9}"]?.numberText == "1")
        #expect(document.root["e\u{301}"]?.numberText == "2")
    }

    /// Small objects and large ones (over 32 members, compared by hash) report the same
    /// repeats: each member whose decoded key an earlier member has, in document order.
    @Test func repeatedKeysAreFoundInObjectsOfEverySize() throws {
        var generator = SeededGenerator(seed: 31)
        let words = ["a", "b", "key", "k\\u0065y", "\\u0061", "\\u00e9", "\\u00c3\\u00a9", "\\u00e9\\u0301", "long key with spaces"]
        for _ in 0..<200 {
            let count = Int.random(in: 1...120, using: &generator)
            let keys = (0..<count).map { _ in
                Bool.random(using: &generator) ? words.randomElement(using: &generator)! : "k\(Int.random(in: 0..<80, using: &generator))"
            }
            let text = "{\n" + keys.map { "\"\($0)\" : 0" }.joined(separator: ",\n") + "\n}"
            let document = try JSONDocument(text: text)
            let decoded = document.root.keys
            var seen: Set<[Unicode.Scalar]> = []
            let expected = decoded.indices.filter { !seen.insert(Array(decoded[$0].unicodeScalars)).inserted }
            #expect(document.duplicateKeys.map(\.location.line) == expected.map { $0 + 2 }, "\(text)")
            #expect(document.duplicateKeys.map(\.key) == expected.map { decoded[$0] })
        }
    }

    @Test func escapedAndPlainSpellingsOfAKeyAreTheSameKey() throws {
        let document = try JSONDocument(text: #"{"a" : 1, "\u0061" : 2}"#)
        #expect(document.duplicateKeys.map(\.key) == ["a"])
        #expect(document.root["a"]?.numberText == "2")
    }

    @Test func trailingCommaIsRejected() {
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(text: "[1,]") }
    }
}
