import ColorScience
import Testing

@Suite struct SpaceConversionTests {
    struct DisplayCase: Sendable, CustomTestStringConvertible {
        var name: String
        var color: SpaceColor
        var rgb: UInt32
        var clipped: Bool
        var testDescription: String { name }
    }

    static let displayCases: [DisplayCase] = [
        .init(name: "sRGB black", color: .init(space: .srgb, channels: [0, 0, 0], alpha: 1), rgb: 0x000000, clipped: false),
        .init(name: "sRGB white", color: .init(space: .srgb, channels: [1, 1, 1], alpha: 1), rgb: 0xFFFFFF, clipped: false),
        .init(name: "sRGB mid gray rounds half up", color: .init(space: .srgb, channels: [0.5, 0.5, 0.5], alpha: 1), rgb: 0x808080, clipped: false),
        .init(name: "sRGB hex bytes survive", color: .init(space: .srgb, channels: [0xB8 / 255, 0xEB / 255, 0xAE / 255], alpha: 1), rgb: 0xB8EBAE, clipped: false),
        .init(name: "P3 black", color: .init(space: .displayP3, channels: [0, 0, 0], alpha: 1), rgb: 0x000000, clipped: false),
        .init(name: "P3 white", color: .init(space: .displayP3, channels: [1, 1, 1], alpha: 1), rgb: 0xFFFFFF, clipped: false),
        .init(name: "P3 red is outside sRGB", color: .init(space: .displayP3, channels: [1, 0, 0], alpha: 1), rgb: 0xFF0000, clipped: true),
        .init(name: "P3 green is outside sRGB", color: .init(space: .displayP3, channels: [0, 1, 0], alpha: 1), rgb: 0x00FF00, clipped: true),
        .init(name: "P3 blue is outside sRGB", color: .init(space: .displayP3, channels: [0, 0, 1], alpha: 1), rgb: 0x0000FF, clipped: true),
        .init(name: "extended sRGB above 1 clips", color: .init(space: .extendedSRGB, channels: [1.2, 0.5, 0.5], alpha: 1), rgb: 0xFF8080, clipped: true),
        .init(name: "extended sRGB below 0 clips", color: .init(space: .extendedSRGB, channels: [-0.2, 0.5, 0.5], alpha: 1), rgb: 0x008080, clipped: true),
        .init(name: "extended sRGB in range", color: .init(space: .extendedSRGB, channels: [0.2, 0.4, 0.6], alpha: 1), rgb: 0x336699, clipped: false),
        .init(name: "extended linear mid", color: .init(space: .extendedLinearSRGB, channels: [0.21586, 0.21586, 0.21586], alpha: 1), rgb: 0x808080, clipped: false),
        .init(name: "extended linear above 1", color: .init(space: .extendedLinearSRGB, channels: [2, 0, 0], alpha: 1), rgb: 0xFF0000, clipped: true),
        .init(name: "gray 2.2 white", color: .init(space: .grayGamma22, channels: [1], alpha: 1), rgb: 0xFFFFFF, clipped: false),
        .init(name: "gray 2.2 black", color: .init(space: .grayGamma22, channels: [0], alpha: 1), rgb: 0x000000, clipped: false),
        // 0.5^2.2 = 0.21764 linear, which sRGB encodes as 0.50289 -> 128.
        .init(name: "gray 2.2 half", color: .init(space: .grayGamma22, channels: [0.5], alpha: 1), rgb: 0x808080, clipped: false),
        .init(name: "extended gray below 0 clips", color: .init(space: .extendedGray, channels: [-0.1], alpha: 1), rgb: 0x000000, clipped: true),
        .init(name: "extended gray above 1 clips", color: .init(space: .extendedGray, channels: [1.1], alpha: 1), rgb: 0xFFFFFF, clipped: true),
        .init(name: "half a step past white is tolerated", color: .init(space: .extendedSRGB, channels: [1 + 1.0 / 600, 1, 1], alpha: 1), rgb: 0xFFFFFF, clipped: false),
        .init(name: "missing channels read as 0", color: .init(space: .srgb, channels: [1], alpha: 1), rgb: 0xFF0000, clipped: false),
    ]

    @Test(arguments: displayCases)
    func displaysAsExpected(_ testCase: DisplayCase) {
        let display = testCase.color.display
        #expect(display.rgb == RGB8(testCase.rgb))
        #expect(display.clipped == testCase.clipped)
    }

    @Test func displayP3RedInLinearSRGB() {
        // CSS Color 4: color(display-p3 1 0 0) is linear sRGB (1.2249, -0.0421, -0.0196),
        // which encodes to extended sRGB (1.0930, -0.2267, -0.1501).
        let red = SpaceColor(space: .displayP3, channels: [1, 0, 0], alpha: 1)
        expectClose(red.linearSRGB, LinearRGB(red: 1.2249, green: -0.0421, blue: -0.0196), tolerance: 1e-4)
        let extended = red.converted(to: .extendedSRGB)
        expectClose(extended.channels, [1.0930, -0.2267, -0.1501], tolerance: 1e-4)
    }

    @Test func displayP3WhiteStaysWhite() {
        let white = SpaceColor(space: .displayP3, channels: [1, 1, 1], alpha: 1)
        expectClose(white.linearSRGB, LinearRGB(gray: 1), tolerance: 1e-12)
    }

    @Test func alphaPassesThroughAndClampsForDisplay() {
        #expect(SpaceColor(space: .srgb, channels: [0, 0, 0], alpha: 0.25).display.alpha == 0.25)
        #expect(SpaceColor(space: .extendedSRGB, channels: [0, 0, 0], alpha: 1.5).display.alpha == 1)
    }

    struct RoundTripCase: Sendable, CustomTestStringConvertible {
        var space: ColorSpace
        var channels: [Double]
        var testDescription: String { "\(space.rawValue) \(channels)" }
    }

    static let roundTripCases: [RoundTripCase] = ColorSpace.allCases.flatMap { space -> [RoundTripCase] in
        space.isGray
            ? [[0], [0.5], [1], [-0.25], [1.75]].map { RoundTripCase(space: space, channels: $0) }
            : [[0, 0, 0], [1, 1, 1], [0.2, 0.4, 0.6], [1, 0, 0], [-0.3, 0.5, 1.4]].map { RoundTripCase(space: space, channels: $0) }
    }

    @Test(arguments: roundTripCases)
    func inverseConversionRestoresChannels(_ testCase: RoundTripCase) {
        let color = SpaceColor(space: testCase.space, channels: testCase.channels, alpha: 0.7)
        let back = SpaceColor(linearSRGB: color.linearSRGB, alpha: color.alpha, in: testCase.space)
        #expect(back.space == testCase.space)
        #expect(back.alpha == 0.7)
        expectClose(back.channels, testCase.channels, tolerance: 1e-9)
    }

    @Test func grayTargetKeepsLuminance() {
        let red = SpaceColor(space: .srgb, channels: [1, 0, 0], alpha: 1)
        let gray = red.converted(to: .grayGamma22)
        #expect(gray.channels.count == 1)
        expectClose(gray.linearSRGB.luminance, 0.2126, tolerance: 1e-9)
    }

    @Test(arguments: ColorSpace.allCases)
    func rawValuesAndChannelNamesMatchTheCatalog(_ space: ColorSpace) {
        #expect(ColorSpace(rawValue: space.rawValue) == space)
        #expect(space.channelNames.count == (space.isGray ? 1 : 3))
        #expect(!space.displayName.isEmpty)
    }
}
