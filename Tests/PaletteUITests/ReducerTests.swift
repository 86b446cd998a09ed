import AssetCatalog
import PaletteUI
import TerminalCore
import Testing

/// Keys go through the key map and the reducer; the state is checked, no terminal involved.
@Suite struct ReducerTests {
    private func label(_ state: AppState) -> String { state.outline.nodes[state.selection].label }

    @Test func startsOnTheFirstColorNotOnTheCatalog() {
        let state = DemoFixture.state()
        #expect(label(state) == "backgroundElevated")
    }

    @Test func arrowsAndJKMoveTheSelectionOneRow() {
        var state = DemoFixture.state()
        state.send(.key(.down), .key(.character("j")))
        #expect(label(state) == "backgroundPrimary")
        state.send(.key(.character("k")))
        #expect(label(state) == "backgroundGrouped")
        state.send(.key(.up), .key(.up), .key(.up), .key(.up))
        #expect(label(state) == "Demo")
    }

    @Test func gAndShiftGJumpToTheFirstAndLastRows() {
        var state = DemoFixture.state()
        state.send(.key(.character("G")))
        #expect(state.selectedRow == state.rows.count - 1)
        #expect(label(state) == "textTertiary")
        state.send(.key(.character("g")))
        #expect(state.selectedRow == 0)
        state.send(.key(.end), .key(.home))
        #expect(state.selectedRow == 0)
    }

    @Test func pageDownMovesByATreePageAndScrolls() {
        var state = DemoFixture.state(width: 80, height: 16)
        state.send(.key(.pageDown))
        #expect(state.selectedRow == 2 + 13)
        #expect(state.scrollOffset == state.selectedRow - 13)
        state.send(.key(.pageUp))
        #expect(state.selectedRow == 2)
    }

    @Test func enterFoldsTheSelectedFolderAndSpaceUnfoldsIt() throws {
        var state = DemoFixture.state()
        let border = try #require(DemoFixture.node("Border/"))
        state.select(border)
        let before = state.rows.count
        state.send(.key(.enter))
        #expect(state.rows.count == before - 3)
        #expect(state.collapsed == [border])
        state.send(.key(.character(" ")))
        #expect(state.rows.count == before)
    }

    @Test func hOnAColorSelectsItsFolderThenFoldsItAndLUnfolds() {
        var state = DemoFixture.state()
        state.send(.key(.character("h")))
        #expect(label(state) == "Background/")
        state.send(.key(.character("h")))
        #expect(state.collapsed.count == 1)
        state.send(.key(.character("l")))
        #expect(state.collapsed.isEmpty)
        state.send(.key(.right))
        #expect(label(state) == "backgroundElevated")
    }

    @Test func foldingTheCatalogKeepsOnlyItsRow() {
        var state = DemoFixture.state()
        state.send(.key(.character("g")), .key(.enter))
        #expect(state.rows == [0])
        state.send(.key(.down))
        #expect(state.selection == 0)
    }

    @Test func aCyclesTheFourAppearancesAndDigitsPickOne() {
        var state = DemoFixture.state()
        var seen: [Appearance] = []
        for _ in 0..<4 {
            state.send(.key(.character("a")))
            seen.append(state.appearance)
        }
        #expect(seen == [.dark, .highContrastLight, .highContrastDark, .light])
        state.send(.key(.character("4")))
        #expect(state.appearance == .highContrastDark)
        state.send(.key(.character("2")))
        #expect(state.appearance == .dark)
    }

    @Test func cMarksTheComparisonAndPressingAgainOnItUnmarks() {
        var state = DemoFixture.state()
        state.send(.key(.character("c")))
        #expect(state.comparison.map { state.outline.colorSet($0).qualifiedName } == "Background/backgroundElevated")
        state.send(.key(.down), .key(.character("c")))
        #expect(state.comparison.map { state.outline.colorSet($0).qualifiedName } == "Background/backgroundGrouped")
        state.send(.key(.character("c")))
        #expect(state.comparison == nil)
    }

    @Test func cOnAFolderSaysWhatToDo() {
        var state = DemoFixture.state()
        state.send(.key(.character("g")), .key(.character("c")))
        #expect(state.comparison == nil)
        #expect(state.statusMessage != nil)
        state.send(.key(.down))
        #expect(state.statusMessage == nil)
    }
}
