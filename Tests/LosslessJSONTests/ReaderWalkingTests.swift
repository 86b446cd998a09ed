import Testing
import TestSupport
@testable import LosslessJSON

/// The reader's members, keys, numbers and one-line text.
@Suite struct ReaderWalkingTests {
    @Test func membersAndKeysFollowTheDocumentWithRepeats() throws {
        let document = try JSONDocument(text: #"{"a": 1, "k\u0065y": [true, false], "a": {"b": null}}"#)
        document.withReader { reader in
            let members = Array(reader.members(of: reader.root))
            #expect(members.map { reader.key($0) } == ["a", "key", "a"])
            #expect(reader.elements(of: members[1]).map { reader.bool($0) } == [true, false])
            #expect(Array(reader.members(of: members[1])).isEmpty, "an array has no members")
            #expect(reader.key(reader.root) == nil)
            #expect(reader.numberLiterals(in: reader.root).map { String(decoding: $0, as: UTF8.self) } == ["1"])
            #expect(reader.numberLiterals(in: members[2]).isEmpty)
            #expect(document.node(members[2]).path == [.key("a")])
        }
    }

    @Test func compactTextKeepsTokensAsWritten() throws {
        let document = try JSONDocument(text: """
            {"colors" : [ { "a\\u0062" : "x\\ny" , "n" : -1.50E+3 },
              [ ], { } , [1,[2]] ]}
            """)
        let text = document.withReader { reader in reader.compactText(reader.member("colors", of: reader.root)!) }
        #expect(String(decoding: text, as: UTF8.self) == #"[{"a\u0062": "x\ny", "n": -1.50E+3}, [], {}, [1, [2]]]"#)
        document.withReader { reader in
            let colors = reader.member("colors", of: reader.root)!
            let items = Array(reader.elements(of: colors))
            #expect(reader.hasEscapes(in: reader.root) && reader.hasEscapes(in: colors) && reader.hasEscapes(in: items[0]))
            #expect(!reader.hasEscapes(in: items[1]) && !reader.hasEscapes(in: items[3]))
        }
    }

    /// Every literal reads as `Double(String)` reads it, bit for bit: the exact fast path and the rest.
    @Test func numbersReadExactlyAsTheStandardLibraryReadsThem() throws {
        var generator = SeededGenerator(seed: 12)
        var literals = ["0", "-0", "-0.0", "1", "0.5", "1e22", "1e23", "9007199254740993", "9007199254740992",
                        "123456789012345678901234567890", "1e400", "-1e400", "1e-400", "4.9e-324", "0.1e-22",
                        "0.00000000000000000000001", "17976931348623157e292", "2.5E+2", "1E-0", "0.7176470588235294",
                        "0.17254901960784313", "1.000"]
        for _ in 0..<2_000 {
            let value = Double.random(in: -2...2, using: &generator)
            literals += [value.description, String(Int.random(in: 0...255, using: &generator)),
                         (Double(Int.random(in: 0...255, using: &generator)) / 255).description]
        }
        let document = try JSONDocument(text: "[" + literals.joined(separator: ", ") + "]")
        let read = document.withReader { reader in reader.elements(of: reader.root).map { reader.double($0) } }
        for (literal, value) in zip(literals, read) {
            #expect(value?.bitPattern == Double(literal)?.bitPattern, "\(literal)")
        }
    }
}
