import Testing
import TestSupport
@testable import LosslessJSON

/// Hostile documents cost time proportional to their size: many locations come from one line
/// index, many duplicate keys from one listing of each array, and messages quote an excerpt.
@Suite struct HostileInputTests {
    @Test(arguments: SeededGenerator.seeds)
    func theLineIndexAnswersWhatARescanAnswers(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D], Array("ab".utf8), Array("é".utf8), [0x20]]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0..<200, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
        bytes.withUnsafeBufferPointer { buffer in
            let index = JSONLineIndex(buffer)
            #expect(index.lineCount == bytes.filter { $0 == 0x0A }.count + 1, "seed \(seed)")
            for offset in 0...(bytes.count + 2) {
                #expect(index.location(ofOffset: offset) == JSONLocation.of(offset: offset, in: buffer), "seed \(seed), offset \(offset)")
            }
        }
    }

    @Test func thousandsOfDuplicateKeysInThousandsOfElementsKeepTheirPathsAndLocations() throws {
        let count = 1_000
        let text = "{\"colors\":[\n" + Array(repeating: "{\"idiom\":\"a\",\"idiom\":\"b\"}", count: count).joined(separator: ",\n") + "\n]}"
        let document = try JSONDocument(text: text)
        #expect(document.duplicateKeys.count == count)
        for (position, duplicate) in document.duplicateKeys.enumerated() {
            #expect(duplicate.path == [.key("colors"), .index(position), .key("idiom")])
            #expect(duplicate.location == JSONLocation(line: position + 2, column: 14))
        }
        // The batch answers what one path at a time answers.
        let members = document.nodes.indices.filter { document.nodes[$0].isMember }
        #expect(document.paths(of: members) == members.map { document.path(of: $0) })
    }

    @Test func aMessageQuotesAnExcerptOfAHugeKey() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let document = try JSONDocument(text: "{\"\(key)\":1,\"\(key)\":2}")
        let message = try #require(document.duplicateKeys.first).message
        #expect(message == "duplicate key '\(String(repeating: "k", count: Excerpt.limit))…' in object; the last one is used")
    }

    @Test(arguments: [
        ("short", "short"),
        (String(repeating: "a", count: 32), String(repeating: "a", count: 32)),
        (String(repeating: "a", count: 33), String(repeating: "a", count: 32) + "…"),
        // A two-byte character across the cut is left out whole.
        (String(repeating: "a", count: 31) + "éé", String(repeating: "a", count: 31) + "…"),
        (String(repeating: "a", count: 30) + "éé", String(repeating: "a", count: 30) + "é…"),
    ])
    func anExcerptCutsLongTextBetweenCharacters(_ text: String, _ expected: String) {
        #expect(Excerpt.of(text) == expected)
    }
}
