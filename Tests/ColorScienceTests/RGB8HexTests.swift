import ColorScience
import Testing

@Suite struct RGB8HexTests {
    struct ParseCase: Sendable, CustomTestStringConvertible {
        var text: String
        var packed: UInt32?
        var testDescription: String { "'\(text)'" }
    }

    static let parseCases: [ParseCase] = [
        .init(text: "#B8EBAE", packed: 0xB8EBAE), .init(text: "b8ebae", packed: 0xB8EBAE),
        .init(text: "#b8EbaE", packed: 0xB8EBAE), .init(text: "#000000", packed: 0x000000),
        .init(text: "#fff", packed: 0xFFFFFF), .init(text: "#1aF", packed: 0x11AAFF), .init(text: "888", packed: 0x888888),
        // Rejected.
        .init(text: "", packed: nil), .init(text: "#", packed: nil), .init(text: "##FFFFFF", packed: nil),
        .init(text: "#FFFF", packed: nil), .init(text: "#FFFFFFFF", packed: nil), .init(text: "#GGGGGG", packed: nil),
        .init(text: " #FFFFFF", packed: nil), .init(text: "#FFFFFF ", packed: nil), .init(text: "0xFFFFFF", packed: nil),
        .init(text: "#ＦＦＦ", packed: nil), .init(text: "#12345", packed: nil), .init(text: "-12345", packed: nil),
    ]

    @Test(arguments: parseCases)
    func parsesHex(_ testCase: ParseCase) {
        #expect(RGB8(hex: testCase.text) == testCase.packed.map { RGB8($0) })
    }

    @Test func formatsUpperCaseWithLeadingZeros() {
        #expect(RGB8(0x0A0B0C).hex == "#0A0B0C")
        #expect(RGB8(0xB8EBAE).description == "#B8EBAE")
        #expect(RGB8(0xB8EBAE).packed == 0xB8EBAE)
    }

    @Test func formatThenParseIsIdentity() {
        for value in stride(from: UInt32(0), through: 0xFFFFFF, by: 0x010203) {
            #expect(RGB8(hex: RGB8(value).hex) == RGB8(value))
        }
    }
}
