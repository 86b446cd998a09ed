import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// Hexes that say what they are: `#RRGGBBAA` for translucent colors, and for a Display P3 slot
/// its own hex beside the display sRGB one, in the tree, the detail pane and the editor.
@Suite struct HexDisplayTests {
    static func text(_ state: AppState) -> [String] { Screen.render(state).lines }

    @Test func theTreeShowsTheAlphaOfATranslucentColorAndNotOfAnOpaqueOne() throws {
        let lines = Self.text(DemoFixture.state(height: 50))
        let tree = DemoFixture.state().layout.tree.width
        let tertiary = try #require(lines.first { $0.contains(" textTertiary ") })
        let primary = try #require(lines.first { $0.contains(" textPrimary ") })
        // #3C3C43 at alpha 0.6 is 0x99.
        #expect(tertiary.prefix(tree).hasSuffix("#3C3C4399"))
        #expect(primary.prefix(tree).hasSuffix("#1C1C1E  "))
    }

    @Test func theEditorShowsAP3SlotsOwnHexAndItsSRGBHex() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("accentVivid")))
        state.send(.key(.character("e")))
        #expect(state.mode == .editing)
        let detail = Self.text(state).map { String($0.dropFirst(state.layout.detail.x + 1)) }
        let own = try #require(detail.firstIndex { $0.hasPrefix("P3 #5D34FF") })
        // Original and new side by side; the sRGB hex under it, `*` as it lies outside sRGB.
        #expect(detail[own].hasPrefix("P3 #5D34FF        P3 #5D34FF"))
        #expect(detail[own + 1].hasPrefix("sRGB #6431FF*     sRGB #6431FF*"))
    }

    @Test func theEditorShowsASRGBSlotsHexAlone() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("accent")))
        state.send(.key(.character("e")))
        let detail = Self.text(state).map { String($0.dropFirst(state.layout.detail.x + 1)) }
        let hex = try #require(detail.firstIndex { $0.hasPrefix("#5B4CF0") })
        #expect(detail[hex].hasPrefix("#5B4CF0           #5B4CF0"))
        #expect(!detail.contains { $0.hasPrefix("sRGB #") })
    }

    @Test func theTreeMarksASlotWrittenInAnotherSpaceBesideItsSRGBHex() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/inside.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x80", green: "0x80", blue: "0x80", space: "display-p3")]),
            "A.xcassets/outside.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00", space: "display-p3")]),
            "A.xcassets/plain.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x80", green: "0x80", blue: "0x80")]),
        ])
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        let tree = Self.text(state).map { String($0.prefix(state.layout.tree.width)) }
        // A P3 gray lies inside sRGB (`p`); P3 red outside it (`*`); an sRGB slot has no marker.
        #expect(try #require(tree.first { $0.contains(" inside ") }).hasSuffix("p #808080  "))
        #expect(try #require(tree.first { $0.contains(" outside ") }).hasSuffix("* #FF0000  "))
        #expect(try #require(tree.first { $0.contains(" plain ") }).hasSuffix("  #808080  "))
    }
}
