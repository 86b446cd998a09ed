import Testing
@testable import ColorScience

@Suite struct HexWithAlphaTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var alpha: Double
        var hex: String
        var testDescription: String { "\(alpha) → \(hex)" }
    }

    @Test(arguments: [
        Case(alpha: 1, hex: "#102030"),
        Case(alpha: 0.999, hex: "#102030"),      // rounds to 255: opaque
        Case(alpha: 0.8, hex: "#102030CC"),
        Case(alpha: 0.05, hex: "#1020300D"),
        Case(alpha: 0.01, hex: "#10203003"),
        Case(alpha: 0, hex: "#10203000"),
    ])
    func translucentColorsCarryTheirAlphaByte(_ test: Case) {
        let color = DisplayColor(rgb: RGB8(red: 0x10, green: 0x20, blue: 0x30), alpha: test.alpha)
        #expect(color.hexWithAlpha == test.hex)
    }

    @Test func blackAtDifferentAlphasNeverReadsTheSame() {
        let ramp = [0.01, 0.05, 0.1, 0.2, 0.4, 0.8].map { DisplayColor(rgb: RGB8(red: 0, green: 0, blue: 0), alpha: $0).hexWithAlpha }
        #expect(Set(ramp).count == ramp.count)
    }
}
