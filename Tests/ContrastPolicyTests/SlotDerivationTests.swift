import AssetCatalog
import ColorScience
import ContrastPolicy
import Testing

/// The rules `D` and `H` use to start a new slot, as given / when / then cases.
@Suite struct SlotDerivationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var given: OKLCH
        var luminosity: Luminosity
        var expected: OKLCH
        var testDescription: String { name }
    }

    static let darkCases = [
        Case(name: "white becomes the darkest allowed gray", given: OKLCH(lightness: 1, chroma: 0, hue: 0),
             luminosity: .dark, expected: OKLCH(lightness: 0.15, chroma: 0, hue: 0)),
        Case(name: "black becomes the lightest allowed gray", given: OKLCH(lightness: 0, chroma: 0, hue: 0),
             luminosity: .dark, expected: OKLCH(lightness: 0.95, chroma: 0, hue: 0)),
        Case(name: "a mid color flips around the middle with 90% chroma and the same hue",
             given: OKLCH(lightness: 0.5, chroma: 0.1, hue: 200), luminosity: .dark,
             expected: OKLCH(lightness: 0.6, chroma: 0.09, hue: 200)),
        Case(name: "a light tint becomes a dark tint", given: OKLCH(lightness: 0.9, chroma: 0.05, hue: 30),
             luminosity: .dark, expected: OKLCH(lightness: 0.24, chroma: 0.045, hue: 30)),
    ]

    static let highContrastCases = [
        Case(name: "a light color gets lighter", given: OKLCH(lightness: 0.8, chroma: 0.1, hue: 120),
             luminosity: .light, expected: OKLCH(lightness: 0.88, chroma: 0.11, hue: 120)),
        Case(name: "a dark color gets darker", given: OKLCH(lightness: 0.3, chroma: 0.2, hue: 270),
             luminosity: .dark, expected: OKLCH(lightness: 0.22, chroma: 0.22, hue: 270)),
        Case(name: "mid-gray darkens in Light", given: OKLCH(lightness: 0.5, chroma: 0, hue: 0),
             luminosity: .light, expected: OKLCH(lightness: 0.42, chroma: 0, hue: 0)),
        Case(name: "mid-gray lightens in Dark", given: OKLCH(lightness: 0.5, chroma: 0, hue: 0),
             luminosity: .dark, expected: OKLCH(lightness: 0.58, chroma: 0, hue: 0)),
        Case(name: "lightness stops at white", given: OKLCH(lightness: 0.97, chroma: 0.01, hue: 90),
             luminosity: .light, expected: OKLCH(lightness: 1, chroma: 0.011, hue: 90)),
    ]

    private func expectClose(_ actual: OKLCH, _ expected: OKLCH, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual.lightness - expected.lightness) < 1e-12, "L", sourceLocation: sourceLocation)
        #expect(abs(actual.chroma - expected.chroma) < 1e-12, "C", sourceLocation: sourceLocation)
        #expect(abs(actual.hue - expected.hue) < 1e-12, "H", sourceLocation: sourceLocation)
    }

    @Test(arguments: darkCases)
    func theDarkRuleFlipsLightnessAndSoftensChroma(_ example: Case) {
        // Given a light color, when a Dark slot is derived, then L' = clamp(1 - 0.9 L + 0.05, 0.15, 0.95), C' = 0.9 C.
        expectClose(SlotDerivation.dark(from: example.given), example.expected)
    }

    @Test(arguments: highContrastCases)
    func theHighContrastRuleMovesLightnessAwayFromMidGray(_ example: Case) {
        // Given a color of a luminosity, when an HC slot is derived, then L moves 0.08 away from 0.5, C' = 1.1 C.
        expectClose(SlotDerivation.highContrast(from: example.given, luminosity: example.luminosity), example.expected)
    }

    @Test func aDerivedColorOutsideANonExtendedSpaceIsClippedAndMarked() {
        // Given a vivid OKLCH color outside sRGB, when it is put into sRGB, then it is clipped and flagged.
        let vivid = OKLCH(lightness: 0.7, chroma: 0.35, hue: 150)
        let srgb = SlotDerivation.spaceColor(vivid, alpha: 1, in: .srgb)
        #expect(srgb.clipped)
        #expect(srgb.color.channels.allSatisfy { (0...1).contains($0) })
        // When the space is extended, then it keeps the values outside 0...1.
        let extended = SlotDerivation.spaceColor(vivid, alpha: 1, in: .extendedSRGB)
        #expect(!extended.clipped)
        #expect(extended.color.channels.contains { $0 < 0 || $0 > 1 })
    }

    @Test func anInGamutColorRoundTripsThroughItsSpace() {
        // Given an sRGB color, when it goes to OKLCH and back, then nothing is clipped and it is unchanged.
        let color = SpaceColor(RGB8(red: 0x5B, green: 0x4C, blue: 0xF0))
        let back = SlotDerivation.spaceColor(OKLCH(linearSRGB: color.linearSRGB), alpha: 1, in: .srgb)
        #expect(!back.clipped)
        for (a, b) in zip(back.color.channels, color.channels) { #expect(abs(a - b) < 1e-9) }
    }
}
