import ColorScience
import Testing

@Suite struct XTermPaletteTests {
    struct IndexCase: Sendable, CustomTestStringConvertible {
        var index: UInt8
        var rgb: UInt32
        var testDescription: String { "\(index) is \(RGB8(rgb).hex)" }
    }

    static let indexCases: [IndexCase] = [
        .init(index: 0, rgb: 0x000000), .init(index: 1, rgb: 0xCD0000), .init(index: 7, rgb: 0xE5E5E5),
        .init(index: 8, rgb: 0x7F7F7F), .init(index: 12, rgb: 0x5C5CFF), .init(index: 15, rgb: 0xFFFFFF),
        .init(index: 16, rgb: 0x000000), .init(index: 21, rgb: 0x0000FF), .init(index: 67, rgb: 0x5F87AF),
        .init(index: 196, rgb: 0xFF0000), .init(index: 231, rgb: 0xFFFFFF),
        .init(index: 232, rgb: 0x080808), .init(index: 244, rgb: 0x808080), .init(index: 255, rgb: 0xEEEEEE),
    ]

    @Test(arguments: indexCases)
    func paletteHasXtermDefaults(_ testCase: IndexCase) {
        #expect(XTermPalette.rgb(ofIndex: testCase.index) == RGB8(testCase.rgb))
    }

    @Test func exactCubeAndGrayColorsMapToThemselves() {
        for index in UInt8(16)...255 {
            #expect(XTermPalette.nearest256(to: XTermPalette.rgb(ofIndex: index)) == index)
        }
    }

    @Test func nearest256NeverPicksThemeColors() {
        for index in UInt8(0)..<16 {
            #expect(XTermPalette.nearest256(to: XTermPalette.rgb(ofIndex: index)) >= 16)
        }
    }

    struct NearestCase: Sendable, CustomTestStringConvertible {
        var name: String
        var rgb: UInt32
        var expected: UInt8
        var testDescription: String { name }
    }

    static let nearest256Cases: [NearestCase] = [
        .init(name: "#7F7F7F goes to ramp gray 128", rgb: 0x7F7F7F, expected: 244),
        .init(name: "#010101 goes to cube black", rgb: 0x010101, expected: 16),
        .init(name: "#0A0A0A goes to the darkest ramp gray", rgb: 0x0A0A0A, expected: 232),
        .init(name: "#FEFEFE goes to cube white", rgb: 0xFEFEFE, expected: 231),
        // OKLab ΔE to #FF0000 is 0.0367, to #FF5F5F (203) 0.0579 (checked with an independent script).
        .init(name: "#FF3B30 systemRed goes to cube red", rgb: 0xFF3B30, expected: 196),
    ]

    @Test(arguments: nearest256Cases)
    func nearest256(_ testCase: NearestCase) {
        #expect(XTermPalette.nearest256(to: RGB8(testCase.rgb)) == testCase.expected)
    }

    @Test func exactAnsiColorsMapToThemselves() {
        for index in UInt8(0)..<16 {
            #expect(XTermPalette.nearest16(to: XTermPalette.rgb(ofIndex: index)) == index)
        }
        for index in UInt8(0)..<8 {
            #expect(XTermPalette.nearest8(to: XTermPalette.rgb(ofIndex: index)) == index)
        }
    }

    @Test func nearestSmallPalettes() {
        #expect(XTermPalette.nearest16(to: RGB8(0xFE0101)) == 9)
        #expect(XTermPalette.nearest8(to: RGB8(0xFE0101)) == 1)
        #expect(XTermPalette.nearest8(to: RGB8(0xFFFFFF)) == 7)
        #expect(XTermPalette.nearest8(to: RGB8(0x101010)) == 0)
        // Grays get black or white in 8 colors (by OKLab #737373 and #3A3A3C are nearest red, and
        // #8E8E93 cyan), and a gray of the four in 16.
        #expect(XTermPalette.nearest8(to: RGB8(0x737373)) == 7)
        #expect(XTermPalette.nearest8(to: RGB8(0x3A3A3C)) == 0)
        #expect(XTermPalette.nearest8(to: RGB8(0x8E8E93)) == 7)
        #expect([0, 7, 8, 15].contains(XTermPalette.nearest16(to: RGB8(0x737373))))
        #expect(XTermPalette.nearest16(to: RGB8(0x5050F0)) == 12)
    }
}
