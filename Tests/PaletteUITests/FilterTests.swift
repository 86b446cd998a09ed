import PaletteUI
import TerminalCore
import Testing

/// `/` filtering, `n`/`N`, the keys that leave the filter, and a filter that matches nothing.
@Suite struct FilterTests {
    private func label(_ state: AppState) -> String { state.outline.nodes[state.selection].label }

    @Test func typingNarrowsTheRowsKeystrokeByKeystroke() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        #expect(state.mode == .filtering)
        state.type("chart")
        #expect(state.rowList.matches.count == 8)
        #expect(state.rows.count == 10) // catalog + Chart/ + 8 charts
        #expect(label(state) == "chart1")
        state.type("7")
        #expect(state.rowList.matches.count == 1)
        #expect(label(state) == "chart7")
        state.send(.key(.backspace))
        #expect(state.rowList.matches.count == 8)
    }

    @Test func theFilterMatchesQualifiedNamesIgnoringCase() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        state.type("BRAND/ACC")
        #expect(state.rowList.matches.map { state.outline.nodes[$0].label } == ["accent", "accentSoft", "accentVivid"])
    }

    @Test func aGroupMatchesThroughItsMembersNames() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        state.type("primarybutton/disabled")
        #expect(state.rowList.matches.map { state.outline.nodes[$0].label } == ["PrimaryButton"])
    }

    @Test func enterKeepsTheFilterAndNavigationKeysWorkAgain() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        state.type("text")
        state.send(.key(.enter))
        #expect(state.mode == .browse)
        #expect(state.filter == "text")
        #expect(label(state) == "linkText") // Controls/linkText matches too, before Text/
        state.send(.key(.character("j")))
        #expect(label(state) == "Text/")
        state.send(.key(.character("n")))
        #expect(label(state) == "textMuted")
        state.send(.key(.character("N")), .key(.character("N")))
        #expect(label(state) == "textTertiary")
    }

    @Test func nWrapsAroundFromTheLastMatch() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        state.type("status/")
        state.send(.key(.enter), .key(.character("G")))
        #expect(label(state) == "warning")
        state.send(.key(.character("n")))
        #expect(label(state) == "error")
    }

    @Test func escapeClearsTheFilterAndKeepsTheSelection() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        state.type("signal")
        state.send(.key(.escape))
        #expect(state.filter.isEmpty)
        #expect(state.mode == .browse)
        #expect(label(state) == "signalOrange")
        #expect(state.rows.count == DemoFixture.outline.nodes.count)
    }

    @Test func qWhileFilteringIsText() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        let effects = state.send(.key(.character("q")))
        #expect(effects.isEmpty)
        #expect(state.filter == "q")
    }

    @Test func aFilterWithNoMatchLeavesNoRowsAndNSaysSo() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        state.type("zzz")
        #expect(state.rows.isEmpty)
        state.send(.key(.enter), .key(.character("n")))
        #expect(state.statusMessage == "no match for 'zzz'")
    }

    // A filter that matches nothing leaves nothing selected: the editing keys say so and change nothing.
    @Test(arguments: ["e", "D", "H", "x"])
    func editingKeysActOnNothingAndSaySo(_ key: String) throws {
        var state = try EditorTests.accent()
        state.send(.key(.character("/")))
        state.type("zzz")
        state.send(.key(.enter))
        #expect(state.selectedNode == nil && state.selectedColorSet == nil)
        state.send(.key(.character(Character(key))))
        #expect(state.editor == nil && state.prompt == nil)
        #expect(state.history.changed.isEmpty)
        #expect(state.statusMessage?.hasPrefix("no color matches 'zzz', so there is nothing to ") == true, "\(key)")
        #expect(state.statusMessage?.hasSuffix("; Esc clears the filter") == true)
    }

    @Test func theDetailPaneSaysNothingMatchesAndEscapeSelectsTheRowAgain() throws {
        var state = try EditorTests.accent()
        state.send(.key(.character("/")))
        state.type("zzz")
        #expect(Screen.render(state).lines.contains { $0.contains("no color matches 'zzz'") })
        state.send(.key(.escape))
        #expect(state.selectedNode?.label == "accent")
    }
}
