import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// `s` and the state matrix: each group cycles through its own states and keeps the one chosen.
@Suite struct ViewStateTests {
    /// A catalog of two groups: `Button` (normal, hovered that differs only in alpha, pressed) and
    /// `Fire` (hovered, pressed: no normal member), plus a plain color. The catalog is read
    /// whole at load, so the folder may go once the state exists.
    static func catalog() throws -> AppState {
        let color = { (alpha: String, red: String) in XcodeJSON.colorSet([XcodeJSON.entry(red: red, green: "0x20", blue: "0x30", alpha: alpha)]) }
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Button.colorset/Contents.json": color("1.000", "0x10"),
            "A.xcassets/ButtonHover.colorset/Contents.json": color("0.500", "0x10"),
            "A.xcassets/ButtonPressed.colorset/Contents.json": color("1.000", "0x40"),
            "A.xcassets/FireHoverColor.colorset/Contents.json": color("1.000", "0x50"),
            "A.xcassets/FirePressedColor.colorset/Contents.json": color("1.000", "0x60"),
            "A.xcassets/plain.colorset/Contents.json": color("1.000", "0x70"),
        ])
        return AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
    }

    static func node(_ label: String, in state: AppState) throws -> Int {
        try #require(state.outline.nodes.firstIndex { $0.label == label })
    }

    static func shownName(_ state: AppState) -> String? {
        state.selectedColorSet.map { state.outline.colorSet($0).qualifiedName }
    }

    @Test func sCyclesOnlyTheSelectedGroupsOwnStates() throws {
        var state = try Self.catalog()
        state.select(try Self.node("Fire", in: state))
        var seen: [String?] = [Self.shownName(state)]
        for _ in 0..<3 {
            state.send(.key(.character("s")))
            seen.append(Self.shownName(state))
        }
        // A group without a normal member starts at its first state (in state order: pressed
        // before hovered) and never shows one it lacks.
        #expect(seen == ["FirePressedColor", "FireHoverColor", "FirePressedColor", "FireHoverColor"])
        #expect(state.viewState == .hovered)
    }

    @Test func eachGroupKeepsTheStateLastChosenForIt() throws {
        var state = try Self.catalog()
        let button = try Self.node("Button", in: state), fire = try Self.node("Fire", in: state)
        state.select(button)
        #expect(Self.shownName(state) == "Button")
        state.send(.key(.character("s")), .key(.character("s")))
        #expect(Self.shownName(state) == "ButtonHover")
        state.select(fire)
        state.send(.key(.character("s")))
        #expect(Self.shownName(state) == "FireHoverColor")
        // Back on Button: still hovered; Fire's choice did not touch it, and the tree row of
        // Fire still stands for hovered.
        state.select(button)
        #expect(Self.shownName(state) == "ButtonHover")
        #expect(state.colorSet(for: state.outline.nodes[fire]).map { state.outline.colorSet($0).qualifiedName } == "FireHoverColor")
        state.send(.key(.character("s")))
        #expect(Self.shownName(state) == "Button")
    }

    @Test func sOnARowThatIsNoGroupSaysSoAndChangesNothing() throws {
        var state = try Self.catalog()
        state.select(try Self.node("plain", in: state))
        state.send(.key(.character("s")))
        #expect(state.groupStates.isEmpty)
        #expect(state.statusMessage?.contains("not one") == true)
    }

    @Test func statesThatDifferOnlyInAlphaLookDifferentInTheMatrix() throws {
        var state = try Self.catalog()
        state.select(try Self.node("Button", in: state))
        let buffer = Screen.render(state)
        let x = state.layout.detail.x + 1
        let lines = buffer.lines.map { String($0.dropFirst(x)) }
        let normal = try #require(lines.firstIndex { $0.hasPrefix("▸ normal") })
        let hovered = try #require(lines.firstIndex { $0.hasPrefix("  hovered") })
        #expect(lines[normal].contains("#102030 "))
        #expect(lines[hovered].contains("#10203080 "))
        // The swatch: opaque is a blank on the color, translucent a half block over white and black.
        let labelWidth = 10 // "▸ " + "hovered" + a blank
        #expect(buffer[x + labelWidth, normal].style.background == .rgb(0x10, 0x20, 0x30))
        let half = buffer[x + labelWidth, hovered]
        let translucent = DisplayColor(rgb: RGB8(red: 0x10, green: 0x20, blue: 0x30), alpha: 0.5)
        let overWhite = translucent.composited(over: DisplayColor(rgb: RGB8(red: 255, green: 255, blue: 255))).rgb
        let overBlack = translucent.composited(over: DisplayColor(rgb: RGB8(red: 0, green: 0, blue: 0))).rgb
        #expect(half.character == "▀")
        #expect(half.style.foreground == .rgb(overWhite.red, overWhite.green, overWhite.blue))
        #expect(half.style.background == .rgb(overBlack.red, overBlack.green, overBlack.blue))
        #expect(overWhite != RGB8(red: 0x10, green: 0x20, blue: 0x30))
    }
}
