import ColorScience
import Testing

@Suite struct OKLabTests {
    struct LabCase: Sendable, CustomTestStringConvertible {
        var name: String
        var rgb: UInt32
        var lab: (L: Double, a: Double, b: Double)
        var testDescription: String { name }
    }

    /// Reference values from Ottosson's implementation as used by CSS Color 4 (`oklab()` of the sRGB primaries).
    static let labCases: [LabCase] = [
        .init(name: "black", rgb: 0x000000, lab: (0, 0, 0)),
        .init(name: "white", rgb: 0xFFFFFF, lab: (1, 0, 0)),
        .init(name: "red", rgb: 0xFF0000, lab: (0.627955, 0.224863, 0.125846)),
        .init(name: "green", rgb: 0x00FF00, lab: (0.866440, -0.233888, 0.179498)),
        .init(name: "blue", rgb: 0x0000FF, lab: (0.452014, -0.032457, -0.311528)),
    ]

    @Test(arguments: labCases)
    func primariesMatchPublishedValues(_ testCase: LabCase) {
        let lab = OKLab(linearSRGB: SpaceColor(RGB8(testCase.rgb)).linearSRGB)
        expectClose(lab.L, testCase.lab.L, tolerance: 1e-5, "L")
        expectClose(lab.a, testCase.lab.a, tolerance: 1e-5, "a")
        expectClose(lab.b, testCase.lab.b, tolerance: 1e-5, "b")
    }

    @Test func labRoundTripsThroughLinearSRGB() {
        let linear = LinearRGB(red: 0.8, green: -0.05, blue: 1.3)
        expectClose(OKLab(linearSRGB: linear).linearSRGB, linear, tolerance: 1e-9)
    }

    @Test func redHueIsAboutTwentyNineDegrees() {
        let lch = OKLCH(linearSRGB: SpaceColor(RGB8(0xFF0000)).linearSRGB)
        expectClose(lch.chroma, 0.257683, tolerance: 1e-5)
        expectClose(lch.hue, 29.2339, tolerance: 1e-3)
    }

    @Test func achromaticColorsHaveHueZero() {
        for rgb: UInt32 in [0x000000, 0x777777, 0xFFFFFF] {
            let lch = OKLCH(linearSRGB: SpaceColor(RGB8(rgb)).linearSRGB)
            #expect(lch.hue == 0)
            #expect(lch.chroma == 0)
        }
    }

    struct HueCase: Sendable, CustomTestStringConvertible {
        var input: Double
        var normalized: Double
        var testDescription: String { "\(input)° -> \(normalized)°" }
    }

    static let hueCases: [HueCase] = [
        .init(input: 0, normalized: 0), .init(input: 359.9, normalized: 359.9), .init(input: 360, normalized: 0),
        .init(input: 360.1, normalized: 0.1), .init(input: -0.1, normalized: 359.9), .init(input: 720, normalized: 0),
        .init(input: -360, normalized: 0), .init(input: -1e-15, normalized: 0), .init(input: .nan, normalized: 0),
    ]

    @Test(arguments: hueCases)
    func hueIsFoldedIntoOneTurn(_ testCase: HueCase) {
        let lch = OKLCH(lightness: 0.5, chroma: 0.1, hue: testCase.input)
        expectClose(lch.hue, testCase.normalized, tolerance: 1e-9)
        #expect(lch.hue >= 0 && lch.hue < 360)
    }

    @Test func hueWrapsFrom359Point9ToZero() {
        let before = OKLCH(lightness: 0.6, chroma: 0.15, hue: 359.9)
        let after = OKLCH(lightness: 0.6, chroma: 0.15, hue: before.hue + 0.1)
        expectClose(after.hue, 0, tolerance: 1e-9)
        expectClose(before.hueDifference(to: after), 0.1, tolerance: 1e-9)
        expectClose(after.hueDifference(to: before), -0.1, tolerance: 1e-9)
        // Both sides of the seam are the same color.
        expectClose(OKLCH(lightness: 0.6, chroma: 0.15, hue: 360).oklab.b, after.oklab.b, tolerance: 1e-12)
    }

    /// Tolerance 1e-6: snapping a gray's residual chroma (below 1e-7, from the 10-digit matrices)
    /// to 0 moves it by about that much; far below one 8-bit step (3.9e-3).
    @Test func allGrayLevelsRoundTripThroughOKLCH() {
        for level in 0...255 {
            let byte = UInt8(level)
            let color = SpaceColor(RGB8(red: byte, green: byte, blue: byte))
            let lch = OKLCH(linearSRGB: color.linearSRGB)
            let back = SpaceColor(linearSRGB: lch.linearSRGB, alpha: 1, in: .srgb)
            expectClose(back.channels, color.channels, tolerance: 1e-6)
            #expect(back.display == color.display, "gray \(level)")
        }
    }

    @Test func oklchRoundTripsSaturatedColors() {
        for rgb: UInt32 in [0xFF0000, 0x00FF00, 0x0000FF, 0xFFCC00, 0x5856D6, 0x30B0C7] {
            let color = SpaceColor(RGB8(rgb))
            let back = SpaceColor(linearSRGB: OKLCH(linearSRGB: color.linearSRGB).linearSRGB, alpha: 1, in: .srgb)
            expectClose(back.channels, color.channels, tolerance: 1e-9)
        }
    }
}
