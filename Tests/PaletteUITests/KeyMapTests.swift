import PaletteUI
import TerminalCore
import Testing

/// Quitting, redrawing, help, mouse and resize.
@Suite struct KeyMapTests {
    @Test func qAndCtrlCQuit() {
        var state = DemoFixture.state()
        #expect(state.send(.key(.character("q"))) == [.quit])
        #expect(state.send(.key(.character("c"), .control)) == [.quit])
    }

    @Test func ctrlCQuitsEvenWhileFiltering() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")))
        #expect(state.send(.key(.character("c"), .control)) == [.quit])
    }

    @Test func ctrlLAsksForAFullRedrawAndARescan() {
        var state = DemoFixture.state()
        let effects = state.send(.key(.character("l"), .control))
        #expect(effects.first == .redrawAll)
        #expect(effects.count == 2)
    }

    @Test func questionMarkOpensHelpAndAnyKeyClosesIt() {
        var state = DemoFixture.state()
        state.send(.key(.character("?")))
        #expect(state.overlay == .help)
        let selection = state.selection
        // ↓ scrolls the panel (a no-op when it fits); it neither closes it nor moves the selection.
        state.send(.key(.down))
        #expect(state.overlay == .help)
        state.send(.key(.character("x")))
        #expect(state.overlay == nil)
        #expect(state.selection == selection)
    }

    @Test func qClosesTheHelpInsteadOfQuitting() {
        var state = DemoFixture.state()
        state.send(.key(.character("?")))
        #expect(state.send(.key(.character("q"))).isEmpty)
        #expect(state.overlay == nil)
        state.send(.key(.character("?")))
        #expect(state.send(.key(.character("c"), .control)) == [.quit], "Ctrl-C still quits from the help")
    }

    @Test func mouseEventsAreIgnoredUnlessEnabled() {
        var state = DemoFixture.state()
        let click = InputEvent.mouse(MouseEvent(x: 5, y: 10, kind: .click))
        state.send(click)
        #expect(state.selectedRow == 2)
        state.mouseEnabled = true
        state.send(click)
        #expect(state.selectedRow == 10)
    }

    @Test func theWheelScrollsTheTreeAndKeepsTheSelectionOnScreen() {
        var state = DemoFixture.state(width: 80, height: 14)
        state.mouseEnabled = true
        state.send(.mouse(MouseEvent(x: 5, y: 3, kind: .wheelDown)))
        #expect(state.scrollOffset == 3)
        #expect(state.selectedRow == 3)
        state.send(.mouse(MouseEvent(x: 5, y: 3, kind: .wheelUp)))
        #expect(state.scrollOffset == 0)
    }

    @Test func resizeKeepsTheSelectionVisible() {
        var state = DemoFixture.state()
        state.send(.key(.character("G")))
        #expect(state.scrollOffset == state.rows.count - 38)
        state.send(.resize(TerminalSize(width: 80, height: 20)))
        #expect(state.size == TerminalSize(width: 80, height: 20))
        #expect(state.scrollOffset == state.rows.count - 18)
    }
}
