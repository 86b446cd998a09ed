import ColorScience
import Testing

private func shown(_ rgb: UInt32, alpha: Double = 1) -> DisplayColor {
    DisplayColor(rgb: RGB8(rgb), alpha: alpha)
}

@Suite struct ContrastTests {
    struct RatioCase: Sendable, CustomTestStringConvertible {
        var name: String
        var foreground: DisplayColor
        var background: DisplayColor
        var ratio: Double
        var tolerance: Double
        var level: WCAGLevel
        var testDescription: String { name }
    }

    static let ratioCases: [RatioCase] = [
        .init(name: "black on white", foreground: shown(0x000000), background: shown(0xFFFFFF), ratio: 21, tolerance: 1e-9, level: .aaa),
        .init(name: "white on black", foreground: shown(0xFFFFFF), background: shown(0x000000), ratio: 21, tolerance: 1e-9, level: .aaa),
        .init(name: "#777 on white just misses AA", foreground: shown(0x777777), background: shown(0xFFFFFF), ratio: 4.478, tolerance: 0.001, level: .aaLarge),
        .init(name: "#767676 on white passes AA", foreground: shown(0x767676), background: shown(0xFFFFFF), ratio: 4.542, tolerance: 0.001, level: .aa),
        .init(name: "same color", foreground: shown(0x336699), background: shown(0x336699), ratio: 1, tolerance: 1e-12, level: .fail),
        // 50% black over white composites to #808080 (127.5 rounds up): (1.05) / (0.21586 + 0.05).
        .init(name: "half-transparent black on white", foreground: shown(0x000000, alpha: 0.5), background: shown(0xFFFFFF), ratio: 3.949, tolerance: 0.001, level: .aaLarge),
        .init(name: "invisible text", foreground: shown(0x000000, alpha: 0), background: shown(0xFFFFFF), ratio: 1, tolerance: 1e-12, level: .fail),
        .init(name: "transparent background counts as white", foreground: shown(0x000000), background: shown(0x000000, alpha: 0), ratio: 21, tolerance: 1e-9, level: .aaa),
        // The 50% black background becomes #808080 over white; white text on it.
        .init(name: "translucent background over white", foreground: shown(0xFFFFFF), background: shown(0x000000, alpha: 0.5), ratio: 3.949, tolerance: 0.001, level: .aaLarge),
    ]

    @Test(arguments: ratioCases)
    func wcagRatioAndLevel(_ testCase: RatioCase) {
        let ratio = Contrast.wcagRatio(testCase.foreground, on: testCase.background)
        expectClose(ratio, testCase.ratio, tolerance: testCase.tolerance)
        #expect(WCAGLevel(ratio: ratio) == testCase.level)
    }

    struct LevelCase: Sendable, CustomTestStringConvertible {
        var ratio: Double
        var level: WCAGLevel
        var testDescription: String { "\(ratio) is \(level.rawValue)" }
    }

    static let levelCases: [LevelCase] = [
        .init(ratio: 21, level: .aaa), .init(ratio: 7, level: .aaa), .init(ratio: 6.999, level: .aa),
        .init(ratio: 4.5, level: .aa), .init(ratio: 4.499, level: .aaLarge), .init(ratio: 3, level: .aaLarge),
        .init(ratio: 2.999, level: .fail), .init(ratio: 1, level: .fail),
    ]

    @Test(arguments: levelCases)
    func levelThresholdsAreInclusiveAndUnrounded(_ testCase: LevelCase) {
        #expect(WCAGLevel(ratio: testCase.ratio) == testCase.level)
    }

    @Test func relativeLuminanceOfReferenceColors() {
        expectClose(Contrast.relativeLuminance(RGB8(0x000000)), 0, tolerance: 1e-12)
        expectClose(Contrast.relativeLuminance(RGB8(0xFFFFFF)), 1, tolerance: 1e-12)
        expectClose(Contrast.relativeLuminance(RGB8(0xFF0000)), 0.2126, tolerance: 1e-12)
        expectClose(Contrast.relativeLuminance(RGB8(0x777777)), 0.18447, tolerance: 1e-5)
    }

    /// 8-bit colors look their channels up in tables; the values are the curves' own, to the bit.
    @Test func eightBitLuminancesEqualTheCurvesExactly() {
        for step in 0...255 {
            let rgb = RGB8(red: UInt8(step), green: UInt8(255 - step), blue: UInt8(step * 7 % 256))
            let encoded = SIMD3(Double(rgb.red), Double(rgb.green), Double(rgb.blue)) / 255
            #expect(Contrast.relativeLuminance(rgb) == Contrast.relativeLuminance(encoded: encoded))
            #expect(Contrast.apcaLuminance(rgb) == Contrast.apcaLuminance(encoded: encoded))
        }
    }

    struct APCACase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: DisplayColor
        var background: DisplayColor
        var lc: Double
        var testDescription: String { name }
    }

    /// Reference values of apca-w3 0.1.9 (APCA 0.0.98G-4g), `APCAcontrast(sRGBtoY(text), sRGBtoY(bg))`.
    static let apcaCases: [APCACase] = [
        .init(name: "#888 on #fff", text: shown(0x888888), background: shown(0xFFFFFF), lc: 63.06),
        .init(name: "#fff on #888", text: shown(0xFFFFFF), background: shown(0x888888), lc: -68.54),
        .init(name: "#000 on #fff", text: shown(0x000000), background: shown(0xFFFFFF), lc: 106.04),
        .init(name: "#fff on #000", text: shown(0xFFFFFF), background: shown(0x000000), lc: -107.88),
        .init(name: "same color is zero", text: shown(0x888888), background: shown(0x888888), lc: 0),
        .init(name: "below the low clip is zero", text: shown(0xF4F4F4), background: shown(0xFFFFFF), lc: 0),
        // 50% black over white is #808080.
        .init(name: "translucent text is composited", text: shown(0x000000, alpha: 0.5), background: shown(0xFFFFFF),
              lc: Contrast.apcaLc(text: shown(0x808080), background: shown(0xFFFFFF))),
    ]

    @Test(arguments: apcaCases)
    func apcaMatchesReference(_ testCase: APCACase) {
        expectClose(Contrast.apcaLc(text: testCase.text, background: testCase.background), testCase.lc, tolerance: 0.005)
    }

    @Test func compositingOverOpaqueBackgroundIsOpaque() {
        let mixed = shown(0xFF0000, alpha: 0.25).composited(over: shown(0x0000FF))
        #expect(mixed.rgb == RGB8(0x4000BF))
        #expect(mixed.alpha == 1)
    }

    @Test func compositingTwoTransparentColorsStaysTransparent() {
        let mixed = shown(0xFF0000, alpha: 0).composited(over: shown(0x00FF00, alpha: 0))
        #expect(mixed.alpha == 0)
    }
}
