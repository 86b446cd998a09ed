import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// Slots that are system color references: replacing one keeps what it gave the appearances that
/// fall back to it, `D` starts from what the appearance showed, and the band's line claims no
/// space or alpha for a reference.
@Suite struct ReferenceEditingTests {
    /// `Border/separator`: one Any slot referring to `separatorColor` (#3C3C43 at 0.29, Dark #545458 at 0.6).
    static func separator(_ appearance: Appearance = .light) throws -> AppState {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("separator")))
        state.appearance = appearance
        return state
    }

    private func shown(_ state: AppState, _ appearance: Appearance) throws -> DisplayColor? {
        let location = try #require(state.selectedColorSet)
        return state.colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance))?.display
    }

    @Test func replacingTheReferenceSaysWhatFollowsItAndKeepsDark() throws {
        var state = try Self.separator()
        let dark = try shown(state, .dark)
        state.send(.key(.character("e")))
        let question = Screen.render(state).lines[38...39].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(question.contains("Any of 'Border/separator' is system color 'separatorColor', which Dark, HC Light and HC Dark show too: "
            + "y makes it explicit and writes Dark from the system color, so none of them changes; n cancels"))
        state.send(.key(.character("y")))
        let location = try #require(state.selectedColorSet)
        #expect(state.colorSet(at: location).variants.map(\.traits.appearanceLabel) == ["Any", "Dark"])
        #expect(state.editor?.slotLabel == "Any")
        #expect(try shown(state, .dark) == dark)
        #expect(dark?.rgb.hex == "#545458")
        #expect(state.statusMessage == "also wrote Dark from 'separatorColor'; Esc takes it all back")
        state.send(.key(.escape))
        guard case .reference? = state.colorSet(at: location).variants.first?.color else {
            Issue.record("Esc did not bring the reference back")
            return
        }
        #expect(state.colorSet(at: location).variants.count == 1)
    }

    @Test func dOnAReferenceShowsWhatDarkShowedAsTheOriginal() throws {
        var state = try Self.separator(.dark)
        state.send(.key(.character("D")))
        let editor = try #require(state.editor)
        #expect(editor.slotLabel == "Dark")
        #expect(editor.original.display.rgb.hex == "#545458")
        #expect(editor.original.alpha == 0.6)
        let screen = Screen.render(state).lines.joined(separator: "\n")
        #expect(screen.contains("#545458") && screen.contains("#A6A6AD"), "original, then the derived new color")
    }

    @Test func theBandLineClaimsNoSpaceOrAlphaBesideAReference() throws {
        let reference = "{ \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], "
            + "\"color\" : { \"platform\" : \"ios\", \"reference\" : \"systemRedColor\" }, \"idiom\" : \"universal\" }"
        let folder = try TemporaryFolder([
            "A.xcassets/mixed.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33"),
                                                                           reference]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "mixed" }))
        let lines = Screen.render(state).lines.map { String($0.dropFirst(state.layout.detail.x + 1)) }
        let band = try #require(lines.firstIndex { $0.hasPrefix("universal") })
        #expect(lines[band].trimmingCharacters(in: .whitespaces) == "universal")
        #expect(lines[band + 3].hasPrefix("srgb  R G B       systemRedColor"))
        #expect(lines[band + 5].hasPrefix("A 1.000"))
    }

    @Test func theOriginalOfAnExistingSlotIsTheSlotItself() throws {
        var state = try EditorTests.accent(.dark)
        state.send(.key(.character("e")))
        #expect(state.editor?.original == state.editor?.color)
    }

    /// An Any slot beside a Light slot: the original is the Any slot, not the Light slot the light
    /// appearance resolves to.
    @Test func anAnySlotBesideALightSlotKeepsItsOwnOriginal() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/lit.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33"),
                XcodeJSON.entry(red: "0xAA", green: "0xBB", blue: "0xCC", luminosity: "light"),
            ]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        state.select(try #require(state.outline.nodes.firstIndex { $0.label == "lit" }))
        state.send(.key(.character("[")), .key(.character("]")), .key(.enter))
        let editor = try #require(state.editor)
        #expect(editor.variant == 0)
        #expect(editor.original.display.rgb.hex == "#112233")
    }
}
