import ColorScience
import PaletteUI
import TerminalCore
import Testing

/// Frames are quantized to the terminal's color mode; hex text is printed in every mode.
@Suite struct ColorModeTests {
    private func colors(_ buffer: CellBuffer) -> [TerminalColor] {
        buffer.cells.flatMap { [$0.style.foreground, $0.style.background] }.filter { $0 != .default }
    }

    @Test func mode256UsesOnlyTheCubeAndGrayRamp() {
        let buffer = Screen.render(DemoFixture.state(colorMode: .palette256))
        let used = colors(buffer)
        #expect(!used.isEmpty)
        for color in used {
            guard case .indexed(let index) = color else { Issue.record("not indexed: \(color)"); continue }
            #expect(index >= 16)
        }
        let expected = XTermPalette.nearest256(to: RGB8(packed: 0xF2F2F7))
        #expect(used.contains(.indexed(expected)))
    }

    @Test(arguments: [ColorMode.ansi16, .ansi8])
    func ansiModesUseOnlyTheirColors(_ mode: ColorMode) {
        let limit: UInt8 = mode == .ansi16 ? 16 : 8
        for color in colors(Screen.render(DemoFixture.state(colorMode: mode))) {
            guard case .indexed(let index) = color else { Issue.record("not indexed: \(color)"); continue }
            #expect(index < limit)
        }
    }

    @Test func monochromeDropsColorsAndReversesTheSelection() throws {
        let state = DemoFixture.state(colorMode: .monochrome)
        let buffer = Screen.render(state)
        #expect(colors(buffer).isEmpty)
        let y = try #require(buffer.lines.firstIndex { $0.hasPrefix("▶      backgroundElevated") })
        #expect(buffer[7, y].style.attributes.contains(.reverse))
        #expect(buffer.lines[y].prefix(48).hasSuffix("#FFFFFF"))
    }

    @Test func truecolorKeepsExactRGB() {
        let used = colors(Screen.render(DemoFixture.state()))
        #expect(used.contains(.rgb(0xF2, 0xF2, 0xF7)))
        #expect(!used.contains { if case .indexed = $0 { true } else { false } })
    }
}
