import AssetCatalog
import ColorScience
import ContrastPolicy
import PaletteConfig
import PaletteUI
import TerminalCore
import Testing
import TestSupport

/// The pairs view (`p`) and `D` / `H` with the demo's contrast policy (Palettes/palette.yml).
@Suite struct PairsViewTests {
    static let policy = ConfigLoader.load(file: SharedFolder.packageRoot.path + "/Palettes/palette.yml").config.contrast

    /// The Demo with its policy, `label`'s row selected.
    static func state(selecting label: String, appearance: Appearance = .light) throws -> AppState {
        var state = DemoFixture.state()
        state.contrast = ContrastContext(section: policy)
        state.select(try #require(DemoFixture.node(label)))
        state.appearance = appearance
        return state
    }

    /// The detail pane's lines, without the tree and trailing blanks.
    static func detail(_ state: AppState) -> [String] {
        Screen.render(state).lines.map { line in
            var text = String(line.dropFirst(state.layout.detail.x))
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    @Test func aStateGroupsPairsAreAMatrixOfStatesByAppearances() throws {
        var state = try Self.state(selecting: "buttonTitle")
        state.send(.key(.character("p")))
        #expect(KeyMode(state) == .pairs)
        let view = try #require(state.pairsView)
        #expect(view.rows.map { $0.pair.state?.rawValue } == ["normal", "highlighted", "disabled", "selected"])
        let lines = Self.detail(state)
        #expect(Array(lines[0...8]) == [
            " Pairs of buttonTitle",
            " Tab: every failing pair   f / b: select a color",
            "",
            "               Light        Dark         HC Light     HC Dark",
            " Controls/buttonTitle on Controls/PrimaryButton  AA, HC AAA",
            " ▸ normal       5.62  -83 ✓  3.73  -70 ✗  5.62  -83 ✗  3.73  -70 ✗",
            "   highlighted  6.26  -76 ✓  2.21  -43 ✗  6.26  -76 ✗  2.21  -43 ✗",
            "   disabled     1.47  -22 ·  3.79  -35 ·  1.47  -22 ·  3.79  -35 ·",
            "   selected     9.41  -95 ✓  2.12  -46 ✗  9.41  -95 ✓  2.12  -46 ✗",
        ])
        // Marks are colored: a pass green, a failure red.
        let buffer = Screen.render(state)
        let y = 5, x = state.layout.detail.x + lines[5].firstIndex(of: "✓")!.utf16Offset(in: lines[5])
        #expect(buffer[x, y].character == "✓" && buffer[x, y].style.foreground == .rgb(0x5F, 0xD7, 0x87))
        #expect(buffer[x + 13, y].character == "✗" && buffer[x + 13, y].style.foreground == .rgb(0xFF, 0x5F, 0x5F))
        // The figures are the policy's own measurement.
        let normal = try #require(view.rows.first)
        let measured = ContrastEvaluator(workspace: state.workspace).measure(normal.pair, appearance: .dark)
        #expect(normal.cells[1] == measured)
    }

    /// At 80 columns the cells drop Lc and the heads shorten, so that High Contrast's columns,
    /// which hold the AAA failures, stay in sight.
    @Test func aNarrowPaneShowsEveryAppearanceWithoutLc() throws {
        var state = try Self.state(selecting: "buttonTitle")
        state.send(.resize(TerminalSize(width: 80, height: 24)))
        state.send(.key(.character("p")))
        let lines = Self.detail(state)
        let width = state.layout.detail.width
        #expect(lines[3].hasSuffix("Light   Dark    HC Lt   HC Dark"))
        let normal = try #require(lines.first { $0.contains("▸ normal") })
        #expect(normal.hasSuffix("5.62 ✓  3.73 ✗  5.62 ✗  3.73 ✗"))
        #expect(lines.allSatisfy { $0.count <= width })
    }

    @Test func tabListsEveryFailingPairAndTheCursorMoves() throws {
        var state = try Self.state(selecting: "textPrimary")
        state.send(.key(.character("p")))
        #expect(state.pairsView?.rows.allSatisfy { $0.cells.allSatisfy { $0.verdict == .pass } } == true)
        state.send(.key(.tab))
        let view = try #require(state.pairsView)
        #expect(view.scope == .failing)
        #expect(view.rows.allSatisfy { $0.cells.contains { $0.verdict == .fail } })
        #expect(Set(view.rows.map(\.block)).isSuperset(of: ["Text/textMuted on Background/backgroundPrimary",
                                                             "Controls/buttonTitle on Controls/PrimaryButton",
                                                             "Text/textOnAccent on Brand/accent"]))
        #expect(Self.detail(state)[0] == " Failing pairs")
        state.send(.key(.character("j")), .key(.character("j")), .key(.character("k")))
        #expect(state.pairsView?.cursor == 1)
        state.send(.key(.character("k")), .key(.character("k")))
        #expect(state.pairsView?.cursor == 0)
    }

    @Test func fAndBGoToEitherColorOfThePair() throws {
        var state = try Self.state(selecting: "buttonTitle")
        state.send(.key(.character("p")), .key(.character("j")), .key(.character("j")), .key(.character("j")))
        #expect(state.pairsView?.selectedRow?.pair.state == .selected)
        state.send(.key(.character("b")))
        // The button's group row, showing its selected state; the view now lists the button's pairs.
        #expect(state.selectedNode?.label == "PrimaryButton")
        #expect(state.outline.workspace.colorSet(at: try #require(state.selectedColorSet)).qualifiedName == "Controls/PrimaryButton/selected")
        #expect(state.pairsView?.subject == "PrimaryButton")
        #expect(state.pairsView?.selectedRow?.pair.state == .selected)
        state.send(.key(.character("f")))
        #expect(state.selectedNode?.label == "buttonTitle")
    }

    /// `f` on the muted text's row of `backgroundPrimary`'s pairs, after `prepare`.
    private func goToMutedText(_ prepare: (inout AppState) throws -> Void) throws -> AppState {
        var state = try Self.state(selecting: "textMuted")
        try prepare(&state)
        state.select(try #require(DemoFixture.node("backgroundPrimary")))
        state.send(.key(.character("p")))
        let row = try #require(state.pairsView?.rows.firstIndex { $0.block == "Text/textMuted on Background/backgroundPrimary" })
        _ = reduce(&state, .movePairsCursor(by: row))
        state.send(.key(.character("f")))
        return state
    }

    @Test func aFoldedFolderOrAFilterThatHidesTheColorGivesWay() throws {
        let text = try #require(DemoFixture.node("Text/"))
        let folded = try goToMutedText { state in
            state.send(.key(.character("h")), .key(.character("h")))
            #expect(state.collapsed.contains(text))
        }
        #expect(folded.selectedNode?.label == "textMuted" && !folded.collapsed.contains(text))
        let filtered = try goToMutedText { state in
            state.send(.key(.character("/")))
            state.type("background")
            state.send(.key(.enter))
        }
        #expect(filtered.selectedNode?.label == "textMuted" && filtered.filter.isEmpty)
    }

    @Test func pEscAndQCloseTheViewAndQuestionMarkOpensTheHelp() throws {
        var state = try Self.state(selecting: "textPrimary")
        for key in [InputEvent.key(.character("p")), .key(.escape), .key(.character("q"))] {
            state.send(.key(.character("p")))
            #expect(state.pairsView != nil)
            state.send(key)
            #expect(state.pairsView == nil, "\(key)")
        }
        state.send(.key(.character("p")), .key(.character("?")))
        #expect(state.overlay == .help && KeyMode(state) == .help)
        #expect(Screen.render(state).lines.contains { $0.contains("pairs view (p)") })
    }

    @Test func withoutAPolicyPairsAreInferredAndSaySo() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("textMuted")))
        state.send(.key(.character("p")))
        let lines = Self.detail(state)
        #expect(lines.contains(" Text/textMuted on Background/backgroundPrimary  AA, inferred"))
    }

    /// `H` on the links solves lightness for their pairs' AAA in High Contrast.
    @Test func highContrastIsSolvedForTheDeclaredPairs() throws {
        var state = try Self.state(selecting: "linkText")
        let location = try #require(state.selectedColorSet)
        state.send(.key(.character("H")))
        let editor = try #require(state.editor)
        #expect(editor.slotLabel == "HC")
        // Beside its Dark slot, the HC Dark slot Xcode adds with it, solved the same way.
        #expect(state.statusMessage == "also wrote HC Dark derived as Xcode pairs them; Esc takes it all back")
        let shown = try #require(state.colorSet(at: location).resolvedColor(TraitRequest(appearance: .highContrastLight))?.display)
        for page in [0xFFFFFF, 0xF2F2F7] as [UInt32] {
            #expect(Contrast.wcagRatio(shown, on: DisplayColor(rgb: RGB8(packed: page))) >= 7)
        }
        let dark = try #require(state.colorSet(at: location).resolvedColor(TraitRequest(appearance: .highContrastDark))?.display)
        for page in [0x242426, 0x000000, 0x141416] as [UInt32] {
            #expect(Contrast.wcagRatio(dark, on: DisplayColor(rgb: RGB8(packed: page))) >= 7)
        }
        // Hue kept: OKLCH hue of the new color within 2 degrees of the light color's.
        let light = OKLCH(linearSRGB: DisplayColor(rgb: RGB8(packed: 0x0A66C2)).linearSRGB)
        #expect(abs(light.hueDifference(to: OKLCH(linearSRGB: shown.linearSRGB))) < 2)
    }

    @Test func whenNoLightnessMeetsTheTargetNothingIsAddedAndThePairIsNamed() throws {
        var state = try Self.state(selecting: "buttonTitle")
        let location = try #require(state.selectedColorSet)
        let before = state.colorSet(at: location)
        state.send(.key(.character("H")))
        #expect(state.editor == nil)
        #expect(state.colorSet(at: location) == before)
        #expect(state.statusMessage == "no HC slot added: 'Controls/buttonTitle' on 'Controls/PrimaryButton/normal' (normal) "
                + "needs AAA (7:1) but reaches at most 5.62:1")
    }
}
