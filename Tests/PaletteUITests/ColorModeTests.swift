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

    @Test func monochromeDropsColors() throws {
        let state = DemoFixture.state(colorMode: .monochrome)
        let buffer = Screen.render(state)
        #expect(colors(buffer).isEmpty)
        let y = try #require(buffer.lines.firstIndex { $0.hasPrefix("     ▶ backgroundElevated") })
        #expect(buffer.lines[y].prefix(state.layout.tree.width).hasSuffix("#FFFFFF  "))
    }

    @Test(arguments: [ColorMode.trueColor, .palette256, .ansi16, .ansi8, .monochrome])
    func theSelectedRowIsMarkedByAPointerBesideItsNameInEveryMode(_ mode: ColorMode) throws {
        let buffer = Screen.render(DemoFixture.state(colorMode: mode))
        let y = try #require(buffer.lines.firstIndex { $0.hasPrefix("     ▶ backgroundElevated") })
        // The pointer takes the blank before the name; nothing on the row changes style.
        #expect(buffer[5, y].character == "▶")
        #expect((0..<25).allSatisfy { buffer[$0, y].style == .plain })
        // The row below is not selected.
        let next = try #require(buffer.lines.firstIndex { $0.hasPrefix("       backgroundGrouped") })
        #expect((0..<25).allSatisfy { buffer[$0, next].style == .plain })
        #expect(buffer.lines.count { $0.contains("▶") } == 1)
    }

    @Test func truecolorKeepsExactRGB() {
        let used = colors(Screen.render(DemoFixture.state()))
        #expect(used.contains(.rgb(0xF2, 0xF2, 0xF7)))
        #expect(!used.contains { if case .indexed = $0 { true } else { false } })
    }
}
