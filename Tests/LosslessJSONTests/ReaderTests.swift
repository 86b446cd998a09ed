import Testing
@testable import LosslessJSON

/// `JSONReader` answers exactly what `JSONNode` answers, without counting references.
@Suite struct ReaderTests {
    let document = try! JSONDocument(text: """
        {"colors": [{"idiom": "universal", "x": 1}, {"idiom": "ipad", "idiom": "mac"}, 3],
         "k\\u0065y": "v\\u00e9", "empty": {}, "list": []}
        """)

    @Test func memberFindsTheLastOfRepeatedKeysAndDecodesEscapedKeys() throws {
        try document.withReader { reader in
            let colors = try #require(reader.member("colors", of: reader.root))
            let entries = Array(reader.elements(of: colors))
            #expect(entries.count == 3)
            let idioms = entries.map { reader.member("idiom", of: $0).flatMap(reader.string) }
            #expect(idioms == ["universal", "mac", nil])
            let key = try #require(reader.member("key", of: reader.root))
            #expect(reader.string(key) == "vé")
            #expect(reader.rawText(key) == #""v\u00e9""#)
            #expect(reader.member("missing", of: reader.root) == nil)
            #expect(reader.member("idiom", of: colors) == nil, "an array has no members")
        }
    }

    @Test func stringComparisonDecodesEscapesAndChecksTheKind() throws {
        try document.withReader { reader in
            let key = try #require(reader.member("key", of: reader.root))
            #expect(reader.string(key, equals: "vé"))
            #expect(!reader.string(key, equals: "v"))
            let colors = try #require(reader.member("colors", of: reader.root))
            let number = try #require(Array(reader.elements(of: colors)).last)
            #expect(reader.kind(number) == .number)
            #expect(!reader.string(number, equals: "3"))
            #expect(reader.rawText(number) == "3")
        }
    }

    @Test func elementsAndLocationsMatchTheNodeAPI() throws {
        let nodes = try #require(document.root["colors"]?.elements)
        try document.withReader { reader in
            let colors = try #require(reader.member("colors", of: reader.root))
            let entries = Array(reader.elements(of: colors))
            #expect(entries.map(reader.location) == nodes.map(\.location))
            #expect(entries.map { String(decoding: reader.rawBytes($0), as: UTF8.self) } == nodes.map(\.rawText))
            #expect(Array(reader.elements(of: try #require(reader.member("list", of: reader.root)))).isEmpty)
            #expect(Array(reader.elements(of: try #require(reader.member("empty", of: reader.root)))).isEmpty)
        }
    }
}
