import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// Frames rendered into a `CellBuffer`: text where it matters and the exact colors of swatches.
@Suite struct RenderTests {
    /// Where the panes are at 120x40: the tree's width and the first column of detail text
    /// (right of the separator and the pane's blank). Slot columns are 18 wide from there.
    static let layout = Layout(size: TerminalSize(width: 120, height: 40))
    static let treeWidth = layout.tree.width
    static let detailX = layout.detail.x + 1

    /// The screen row showing tree label `label`.
    func row(_ label: String, in buffer: CellBuffer, width: Int = treeWidth) -> Int? {
        buffer.lines.firstIndex { $0.prefix(width).contains(" " + label + " ") || $0.prefix(width).hasSuffix(" " + label) }
    }

    /// The first swatch cell of a tree color row: columns `treeWidth - 14`.
    func treeSwatch(_ label: String, _ state: AppState) throws -> Cell {
        let buffer = Screen.render(state)
        let y = try #require(row(label, in: buffer))
        return buffer[state.layout.tree.width - TreeLayoutProbe.colorColumns + 2, y]
    }

    struct AppearanceCase: Sendable, CustomTestStringConvertible {
        var appearance: Appearance
        var key: Character
        var rgb: TerminalColor
        var testDescription: String { appearance.rawValue }
    }

    @Test(arguments: [
        AppearanceCase(appearance: .light, key: "1", rgb: .rgb(0xF2, 0xF2, 0xF7)),
        AppearanceCase(appearance: .dark, key: "2", rgb: .rgb(0x1C, 0x1C, 0x1E)),
        AppearanceCase(appearance: .highContrastLight, key: "3", rgb: .rgb(0xFF, 0xFF, 0xFF)),
        AppearanceCase(appearance: .highContrastDark, key: "4", rgb: .rgb(0x00, 0x00, 0x00)),
    ])
    func backgroundPrimarySwatchFollowsTheAppearance(_ test: AppearanceCase) throws {
        var state = DemoFixture.state()
        state.send(.key(.character(test.key)))
        let cell = try treeSwatch("backgroundPrimary", state)
        #expect(cell.character == " ")
        #expect(cell.style.background == test.rgb)
        let buffer = Screen.render(state)
        let y = try #require(row("backgroundPrimary", in: buffer))
        guard case .rgb(let r, let g, let b) = test.rgb else { return }
        #expect(buffer.lines[y].contains(RGB8Text.hex(r, g, b)))
    }

    @Test func theDetailPaneShowsEverySlotWithItsComponentsAsWrittenOnOneLine() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("backgroundPrimary")))
        let buffer = Screen.render(state)
        let lines = detail(buffer)
        #expect(lines[0] == "Background/backgroundPrimary")
        // The folder it is in; the colorset's own folder is the title's last part.
        #expect(lines[1].hasPrefix("in /") && lines[1].hasSuffix("/Palettes/Demo.xcassets/Background"))
        // Every slot is srgb at alpha 1.000: the band's line says so once.
        #expect(Array(lines[2...5]) == [
            "universal  srgb  R G B  A 1.000",
            "Any               Dark              HC                HC Dark",
            "     #F2F2F7           #1C1C1E           #FFFFFF           #000000",
            "0xF2 0xF2 0xF7    0x1C 0x1C 0x1E    0xFF 0xFF 0xFF    0x00 0x00 0x00",
        ])
        #expect(lines[6].isEmpty)
        #expect((Self.detailX..<(Self.detailX + 9)).allSatisfy { buffer[$0, 2].style == Style(attributes: [.bold, .underline]) })
        #expect((Self.detailX + 9..<(Self.detailX + 31)).allSatisfy { buffer[$0, 2].style == .plain })
        let columns = [0, 18, 36, 54].map { Self.detailX + $0 }
        for (x, rgb) in zip(columns, [TerminalColor.rgb(0xF2, 0xF2, 0xF7), .rgb(0x1C, 0x1C, 0x1E), .rgb(0xFF, 0xFF, 0xFF), .rgb(0, 0, 0)]) {
            #expect((x..<(x + 4)).allSatisfy { buffer[$0, 4].character == " " && buffer[$0, 4].style.background == rgb })
            #expect(buffer[x + 4, 4].style.background == .default)
        }
    }

    @Test func aGrayColorNamesItsOneChannel() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("textMuted")))
        let lines = detail(Screen.render(state))
        #expect(lines[2] == "universal  gray-gamma-22  W  A 1.000")
        #expect(lines[5] == "0.450             0.650             0.250             0.850")
    }

    @Test func aSlotWhoseAlphaDiffersFromTheBandsShowsItsOwn() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("textTertiary")))
        let lines = detail(Screen.render(state))
        // Light slots are at alpha 0.600, HC ones at 0.850: each column says its own.
        #expect(Array(lines[2...6]) == [
            "universal  srgb  R G B",
            "Any               Dark              HC                HC Dark",
            "▀▀▀▀ #3C3C4399    ▀▀▀▀ #EBEBF599    ▀▀▀▀ #3C3C43D9    ▀▀▀▀ #EBEBF5D9",
            "0.235 0.235 0.263 0.922 0.922 0.961 0.235 0.235 0.263 0.922 0.922 0.961",
            "A 0.600           A 0.600           A 0.850           A 0.850",
        ])
    }

    @Test func floatComponentsAsXcodeWritesThemFitOnOneLine() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("accentVivid")))
        let lines = detail(Screen.render(state))
        // "0.365 0.204 1.000" is 17 columns: a slot column at 120x40. A Display P3 slot shows
        // its own hex (the one `set` reads) and the display sRGB hex, clipped.
        #expect(lines[2] == "universal  display-p3  R G B  A 1.000")
        #expect(Array(lines[4...7]) == [
            "     P3 #5D34FF        P3 #7E66FF   ~ uses Any        ~ uses Dark",
            "sRGB #6431FF*     sRGB #8365FF*",
            "0.365 0.204 1.000 0.494 0.400 1.000",
            "* outside sRGB    * outside sRGB",
        ])
    }

    @Test func componentsTooWideForTheColumnGetALinePerChannelAndMissingOnesSaySo() throws {
        let components = { (space: String, red: String, blue: String, alpha: String?) in
            "{ \"color-space\" : \"\(space)\", \"components\" : { "
                + (alpha.map { "\"alpha\" : \"\($0)\", " } ?? "") + "\"blue\" : \"\(blue)\", \"red\" : \"\(red)\" } }"
        }
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/odd.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33", space: "extended-srgb"),
                "{ \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], "
                    + "\"color\" : \(components("srgb", "17", "51", nil)), \"idiom\" : \"universal\" }",
                "{ \"appearances\" : [ { \"appearance\" : \"contrast\", \"value\" : \"high\" } ], "
                    + "\"color\" : \(components("srgb", "0.067", "0.200", "1.000")), \"idiom\" : \"universal\" }",
            ]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "odd" }))
        let buffer = Screen.render(state)
        let lines = detail(buffer)
        let band = try #require(lines.firstIndex(of: "universal"))
        // The slots differ in space and alpha, so each column says its own. "extended-srgb  R G B"
        // and "0.067 missing 0.200" are wider than the column's 17.
        #expect(Array(lines[(band + 1)...(band + 7)]) == [
            "Any               Dark              HC                HC Dark",
            "     sRGB #112233      #110033           #110033      ~ uses Dark",
            "extended-srgb     srgb  R G B       srgb",
            "R 0x11            17 missing 51     R 0.067",
            "G 0x22            A (none: 1)       G missing",
            "B 0x33                              B 0.200",
            "A 1.000                             A 1.000",
        ])
        let dark = Self.detailX + 18
        #expect((dark..<(dark + 11)).allSatisfy { buffer[$0, band + 5].style.attributes == .dim })
        #expect(buffer[Self.detailX, band + 5].style.attributes.isEmpty)
    }

    /// The detail pane's text, from its first column (the tree, separator and blank cut off).
    func detail(_ buffer: CellBuffer, from x: Int = detailX) -> [String] {
        buffer.lines.map { line in
            var text = String(line.dropFirst(x))
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    @Test func aFallbackToASlotOfTheSameBandNamesItWithoutRepeatingItsSwatch() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("accent")))
        let buffer = Screen.render(state)
        let lines = detail(buffer)
        // Every header names its slot, present or not, in the same style.
        #expect(lines[3] == "Any               Dark              HC                HC Dark")
        #expect(lines[4] == "     #5B4CF0           #7D70FF      ~ uses Any        ~ uses Dark")
        #expect(lines[5] == "0x5B 0x4C 0xF0    0x7D 0x70 0xFF")
        // Swatches only where the slots are, in the first two columns; the fallback columns have none.
        let (any, dark, fallbacks) = (Self.detailX, Self.detailX + 18, Self.detailX + 36)
        #expect((any..<(any + 4)).allSatisfy { buffer[$0, 4].style.background == .rgb(0x5B, 0x4C, 0xF0) })
        #expect((dark..<(dark + 4)).allSatisfy { buffer[$0, 4].style.background == .rgb(0x7D, 0x70, 0xFF) })
        for y in 3..<38 { #expect((fallbacks..<120).allSatisfy { buffer[$0, y].style.background == .default }) }
        #expect((6..<38).allSatisfy { !lines[$0].dropFirst(34).contains("#") })
        // A fallback is one dim line. Bold headers, the shown appearance's (Light) underlined.
        #expect((fallbacks..<(fallbacks + 10)).allSatisfy { buffer[$0, 4].style == Style(attributes: .dim) })
        #expect(buffer[any, 3].style == Style(attributes: [.bold, .underline]))
        #expect([dark, fallbacks, fallbacks + 18].allSatisfy { buffer[$0, 3].style == Style(attributes: .bold) })
    }

    @Test func aFallbackToASystemColorShowsItsSwatchWhenItLooksDifferentThere() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("backgroundGrouped")))
        let buffer = Screen.render(state)
        let lines = detail(buffer)
        #expect(lines[4] == "     #F2F2F7      ~ uses Any        ~ uses Any        ~ uses Any")
        // systemGroupedBackground is black in Dark and HC Dark, as it is in Light under HC Light.
        #expect(lines[5] == "systemGroupedBac…      #000000                             #000000")
        #expect(lines[6] == "platform ios")
        #expect(buffer[Self.detailX + 18, 5].style.background == .rgb(0, 0, 0))
        #expect(buffer[Self.detailX + 36, 5].style.background == .default)
        #expect(buffer[Self.detailX + 54, 5].style.background == .rgb(0, 0, 0))
    }

    @Test func aFallbackToAnotherDevicesSlotShowsItsSwatchAndHex() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/tint.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33"),
                XcodeJSON.entry(red: "0x44", green: "0x55", blue: "0x66", luminosity: "dark"),
                XcodeJSON.entry(red: "0x77", green: "0x88", blue: "0x99", luminosity: "dark", idiom: "ipad"),
            ]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "tint" }))
        let buffer = Screen.render(state)
        let lines = detail(buffer)
        #expect(Array(lines[2...5]) == [
            "universal  srgb  R G B  A 1.000",
            "Any               Dark              HC                HC Dark",
            "     #112233           #445566      ~ uses Any        ~ uses Dark",
            "0x11 0x22 0x33    0x44 0x55 0x66",
        ])
        let band = try #require(lines.firstIndex(of: "ipad  srgb  R G B  A 1.000"))
        // iPad Light and HC Light fall back to universal Any, out of sight: swatch and hex.
        // iPad HC Dark falls back to iPad Dark, two columns left: no swatch.
        #expect(Array(lines[(band + 1)...(band + 3)]) == [
            "Any               Dark              HC                HC Dark",
            "~ uses Any             #778899      ~ uses Any        ~ uses Dark",
            "     #112233      0x77 0x88 0x99         #112233",
        ])
        let columns = [0, 18, 36, 54].map { Self.detailX + $0 }
        #expect((columns[0]..<(columns[0] + 4)).allSatisfy { buffer[$0, band + 3].style.background == .rgb(0x11, 0x22, 0x33) })
        #expect((columns[2]..<(columns[2] + 4)).allSatisfy { buffer[$0, band + 3].style.background == .rgb(0x11, 0x22, 0x33) })
        #expect((columns[3]..<(columns[3] + 4)).allSatisfy { buffer[$0, band + 3].style.background == .default })
        #expect((columns[1]..<(columns[1] + 4)).allSatisfy { buffer[$0, band + 2].style.background == .rgb(0x77, 0x88, 0x99) })
    }

    @Test func anEmptySlotSaysSoAndNamesItsFallbackAndNothingToShowIsAnError() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/tint.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33"),
                "{ \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], \"idiom\" : \"universal\" }",
            ]),
            "A.xcassets/void.colorset/Contents.json": XcodeJSON.colorSet(["{ \"idiom\" : \"universal\" }"]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "tint" }))
        var buffer = Screen.render(state)
        var lines = detail(buffer)
        #expect(Array(lines[2...5]) == [
            "universal  srgb  R G B  A 1.000",
            "Any               Dark              HC                HC Dark",
            "     #112233      empty slot        ~ uses Any        ~ uses Any",
            "0x11 0x22 0x33    ~ uses Any",
        ])
        #expect(buffer[Self.detailX + 18, 4].style == Style(attributes: .dim))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "void" }))
        buffer = Screen.render(state)
        lines = detail(buffer)
        #expect(Array(lines[2...5]) == [
            "universal",
            "Any               Dark              HC                HC Dark",
            "empty slot        no slot           no slot           no slot",
            "nothing resolves  nothing resolves  nothing resolves  nothing resolves",
        ])
        #expect(buffer[Self.detailX, 5].style.foreground == .rgb(0xFF, 0x5F, 0x5F))
    }

    @Test func aFallbackIsMarkedWithATildeInTheTree() throws {
        var state = DemoFixture.state()
        state.send(.key(.character("3")))
        let buffer = Screen.render(state)
        let accent = try #require(row("accent", in: buffer))
        #expect(buffer.lines[accent].prefix(Self.treeWidth).hasSuffix("~  #5B4CF0  "))
        let primary = try #require(row("backgroundPrimary", in: buffer))
        #expect(buffer.lines[primary].prefix(Self.treeWidth).hasSuffix("   #FFFFFF  "))
    }

    @Test func aP3ColorOutsideSRGBIsMarkedClipped() throws {
        let state = DemoFixture.state()
        let buffer = Screen.render(state)
        let y = try #require(row("accentVivid", in: buffer))
        #expect(buffer.lines[y].prefix(Self.treeWidth).hasSuffix(" * #6431FF  "))
    }

    @Test func aTranslucentSwatchShowsTheColorOverWhiteAndOverBlack() throws {
        let state = DemoFixture.state(height: 50)
        let cell = try treeSwatch("textTertiary", state)
        // #3C3C43 at alpha 0.6: over white (138, 138, 142), over black (36, 36, 40).
        #expect(cell.character == "▀")
        #expect(cell.style.foreground == .rgb(138, 138, 142))
        #expect(cell.style.background == .rgb(36, 36, 40))
    }
}
