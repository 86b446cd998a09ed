import Testing
import TestSupport
@testable import LosslessJSON

/// `JSONLineCounter` places an offset as `JSONNode.location` does, in whatever order it is asked.
@Suite struct JSONLineCounterTests {
    /// Every node of documents with short and long lines, CRLF, no final LF, text of several
    /// bytes a character and runs of LFs, asked for in order, backwards and at random.
    @Test func everyNodeWhereJSONNodeLocationPutsIt() throws {
        var generator = SeededGenerator(seed: 5)
        let texts = [
            "{\"a\":1}",
            "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n",
            "{\r\n\"a\" : [1,\r\n2, 3],\r\n\"b\":\"caf\u{E9} \u{1F600}\", \"c\" : [true,\r\n\r\nnull]\r\n}",
            "[" + (0..<40).map { String(repeating: " ", count: $0 % 11) + "\($0)" }.joined(separator: ",\n") + "]",
            "\n\n\n\n\n\n\n\n[\n\n\n\n\n\n\n\n\n1, \"\u{E9}\u{E9}\u{E9}\u{E9}\",\n2]",
        ]
        for text in texts {
            let document = try JSONDocument(text: text)
            let nodes = Self.nodes(document.root)
            #expect(nodes.count > 1)
            for order in [nodes, nodes.reversed(), nodes.shuffled(using: &generator)] {
                var counter = JSONLineCounter()
                for node in order {
                    let found = document.bytes.withUnsafeBytes { counter.location(ofOffset: node.span.lowerBound, in: $0) }
                    #expect(found.line == node.location.line && found.column == node.location.column)
                }
            }
        }
    }

    /// Any offset, past the end too, among bytes that differ from an LF in one bit or have the
    /// high bit set, against LFs counted one byte at a time.
    @Test func anyOffsetAsLineFeedsCountedOneByOne() {
        var generator = SeededGenerator(seed: 8)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x8A, 0x0B, 0x08, 0x09, 0x00, 0xFF, 0x78, 0x0D]
        let bytes = (0..<300).map { _ in alphabet.randomElement(using: &generator)! }
        var counter = JSONLineCounter()
        for _ in 0..<600 {
            let offset = Int.random(in: 0...310, using: &generator)
            let before = bytes[..<min(offset, bytes.count)]
            let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
            let found = bytes.withUnsafeBytes { counter.location(ofOffset: offset, in: $0) }
            #expect(found.line == before.filter { $0 == 0x0A }.count + 1 && found.column == offset - lineStart + 1)
        }
    }

    static func nodes(_ node: JSONNode) -> [JSONNode] {
        switch node.kind {
        case .object: [node] + node.members.flatMap { nodes($0.value) }
        case .array: [node] + node.elements.flatMap { nodes($0) }
        default: [node]
        }
    }
}
