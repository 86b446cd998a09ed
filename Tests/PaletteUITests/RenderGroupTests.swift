import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// State groups, comparisons and the status bar as drawn.
extension RenderTests {
    @Test func aGroupRowShowsOneSmallSwatchPerStateAndTheShownStateInFull() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("PrimaryButton")))
        var buffer = Screen.render(state)
        let y = try #require(row("PrimaryButton", in: buffer))
        let strip = state.layout.tree.width - TreeLayoutProbe.colorColumns - 5
        let cells = (strip..<(strip + 4)).map { buffer[$0, y] }
        #expect(cells.map(\.character) == [" ", "▄", "▄", "▄"]) // normal, highlighted, disabled, selected
        #expect(cells[0].style.background == .rgb(0x5B, 0x4C, 0xF0))
        #expect(cells[1].style.foreground == .rgb(0x45, 0x36, 0xD6))
        #expect(buffer.lines[y].prefix(Self.treeWidth).hasSuffix("#5B4CF0  "))
        state.send(.key(.character("s")))
        // The group keeps showing highlighted after the selection moves away.
        state.send(.key(.character("j")))
        buffer = Screen.render(state)
        #expect(buffer[strip + 1, y].style.background == .rgb(0x45, 0x36, 0xD6))
        #expect(buffer.lines[y].prefix(Self.treeWidth).hasSuffix("#4536D6  "))
    }

    @Test func aGroupDetailIsAMatrixOfStatesByAppearances() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("PrimaryButton")))
        let lines = Screen.render(state).lines.map { String($0.dropFirst(Self.detailX)) }
        #expect(lines[0].hasPrefix("Controls/PrimaryButton"))
        // The label column fits the longest state ("highlighted") and its marker: 14 wide.
        #expect(lines[2].hasPrefix("              Light         Dark          HC Light      HC Dark"))
        #expect(lines[3].hasPrefix("▸ normal") && lines[3].contains("#5B4CF0") && lines[3].contains("#7D70FF"))
        #expect(lines[4].hasPrefix("  highlighted"))
        #expect(lines[5].hasPrefix("  disabled"))
        #expect(lines[6].hasPrefix("  selected"))
        // A cell is `██~* #RRGGBB`: the fallback marker is styled, a blank marker plain.
        let buffer = Screen.render(state)
        // The disabled state is translucent: every cell narrows its swatch to 1 so `#RRGGBBAA` fits.
        #expect(lines[3].hasPrefix("▸ normal          #5B4CF0       #7D70FF    ~  #5B4CF0    ~  #7D70FF"))
        let light = Self.detailX + 14, highContrast = light + 28 // label 14 wide, cells 14
        #expect(buffer[light, 3].style.background == .rgb(0x5B, 0x4C, 0xF0))
        #expect(buffer[light + 1, 3].style == .plain && buffer[light + 2, 3].style == .plain)
        #expect(buffer[highContrast + 1, 3].character == "~")
        #expect(buffer[highContrast + 1, 3].style == Style(foreground: .rgb(0xFF, 0xAF, 0x00), attributes: .bold))
        #expect(buffer[highContrast + 2, 3].style == .plain)
    }

    /// A column that falls back to another slot (HC using Any) has its figures on the same rows
    /// as the columns that describe their own slot, not on their components' row.
    @Test func everyColumnsContrastFiguresShareTheirRows() throws {
        let text = comparisonDetail(try comparing("accent", against: "backgroundPrimary"))
        let figures = try #require(text.firstIndex { $0.contains("Lc ") })
        #expect(text[figures].components(separatedBy: "Lc ").count - 1 == 4, "\(text[figures])")
        #expect(text[figures - 1].components(separatedBy: "AA").count - 1 == 4, "\(text[figures - 1])")
        #expect(text[figures - 2].hasPrefix("0x5B 0x4C 0xF0       0x7D 0x70 0xFF") && !text[figures - 2].contains("AA"))
    }

    @Test func aComparisonShowsWCAGAndAPCAAndExemptsDisabledStates() throws {
        var state = try comparing("PrimaryButton", against: "backgroundPrimary")
        let text = comparisonDetail(state)
        #expect(text[2].hasPrefix("contrast against 'Background/backgroundPrimary'"))
        // #5B4CF0 on #F2F2F7 (light): WCAG 5.04 by hand; Lc as ColorScience computes it.
        let lc = Contrast.apcaLc(text: DisplayColor(rgb: RGB8(packed: 0x5B4CF0)), background: DisplayColor(rgb: RGB8(packed: 0xF2F2F7)))
        // Cells of 16 hold `4.49 AA Large` but not `Lc` beside it: WCAG and APCA take a line each,
        // under the state's colors, column under column.
        let label = String(repeating: " ", count: 14)
        #expect(text[4].hasPrefix("▸ normal"))
        #expect(text[5].hasPrefix(label + "5.04 AA          4.56 AA"))
        #expect(text[6].hasPrefix(label + "Lc \(Int(lc.rounded(.down))).\(Int((lc * 10).rounded()) % 10)"))
        #expect(text[10].hasPrefix("  disabled"))
        #expect(text[11].hasPrefix(label) && text[11].contains("exempt") && !text[11].contains("fail"))
        state.select(try #require(DemoFixture.node("textPrimary")))
        #expect(comparisonDetail(state).joined(separator: "\n").contains(" AAA"))
    }

    /// The demo 140 columns wide with `background` marked for comparison (`c`) and `node` selected.
    private func comparing(_ node: String, against background: String) throws -> AppState {
        var state = DemoFixture.state(width: 140)
        state.select(try #require(DemoFixture.node(background)))
        state.send(.key(.character("c")))
        state.select(try #require(DemoFixture.node(node)))
        return state
    }

    /// The detail pane's lines, from its first column inside the border.
    private func comparisonDetail(_ state: AppState) -> [String] {
        Screen.render(state).lines.map { String($0.dropFirst(state.layout.detail.x + 1)) }
    }

    @Test func theStatusBarNamesTheCatalogAppearanceStateModeAndCounts() throws {
        var state = DemoFixture.state(colorMode: .palette256)
        state.select(try #require(DemoFixture.node("PrimaryButton")))
        state.send(.key(.character("2")), .key(.character("s")))
        let lines = Screen.render(state).lines
        let summary = " Demo │ Dark │ state highlighted │ 256 colors │ 41 colors, 4 groups"
        #expect(lines[38].hasPrefix(summary) && lines[38].dropFirst(summary.count).allSatisfy { $0 == " " })
        #expect(lines[39].hasPrefix(KeyTable.browse.hints))
        #expect(lines[39].hasPrefix("↑↓ move  ⏎ fold  a appearance"))
    }

    @Test func theSeparatorShowsWhereTheTreeIsScrolled() {
        var state = DemoFixture.state()
        let x = Self.treeWidth
        // 40 rows in 38: a 36-row thumb, at the top, then at the bottom after G.
        var buffer = Screen.render(state)
        #expect((0..<38).map { buffer[x, $0].character } == Array(repeating: "┃", count: 36) + ["│", "│"])
        #expect(buffer[x, 0].style == .plain && buffer[x, 37].style == Style(attributes: .dim))
        state.send(.key(.character("G")))
        buffer = Screen.render(state)
        #expect((0..<38).map { buffer[x, $0].character } == ["│", "│"] + Array(repeating: "┃", count: 36))
        // Every row fits in a taller terminal: no thumb.
        buffer = Screen.render(DemoFixture.state(height: 50))
        #expect((0..<48).allSatisfy { buffer[x, $0].character == "│" })
    }

    @Test func aSmallTerminalGetsANotice() {
        let state = DemoFixture.state(width: 50, height: 10)
        let lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("terminal too small") })
        #expect(lines.contains { $0.contains("50x10, need 60x12") })
    }
}

/// Hex text as the panes print it.
enum RGB8Text {
    static func hex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> String {
        "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}

/// The tree pane's color columns, mirrored here so tests find swatch cells.
enum TreeLayoutProbe {
    static let colorColumns = 16
}

/// A state group's matrix marks a Display P3 state as the tree does, since its hex is sRGB's.
@Suite struct StateMatrixSpaceTests {
    @Test func aDisplayP3StateIsMarkedP() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/button.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0.500", green: "0.400", blue: "0.300", space: "display-p3")]),
            "A.xcassets/button.highlighted.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x20", green: "0x30", blue: "0x40")]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 140, height: 30))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "button" }))
        let detail = Screen.render(state).lines.map { String($0.dropFirst(state.layout.detail.x + 1)) }
        let normal = try #require(detail.first { $0.hasPrefix("▸ normal") })
        let highlighted = try #require(detail.first { $0.hasPrefix("  highlighted") })
        #expect(normal.contains("p #"))
        #expect(!highlighted.contains("p #"))
    }
}
