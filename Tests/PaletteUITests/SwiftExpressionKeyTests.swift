import PaletteConfig
@testable import PaletteUI
import Testing
import TerminalCore

/// `S` shows the Swift expression for the selected color, named as the config's Swift target
/// would name it, in the status bar, and copies it.
struct SwiftExpressionKeyTests {
    @Test func theKeyShowsTheExpressionInTheStatusBar() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("signalOrange")))
        let effects = state.send(.key(.character("S")))
        #expect(state.statusMessage == "Swift: Palette.Brand.signalOrange.color (copied)")
        #expect(effects == [.sendControlSequence(ControlSequence.setClipboard("Palette.Brand.signalOrange.color"))])
        let lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("Swift: Palette.Brand.signalOrange.color") })
    }

    @Test func theConfigsTypeAndNamingAreUsed() throws {
        var state = DemoFixture.state()
        var target = GenerateTarget(language: .swift)
        target.type = "Colors"
        target.perCatalog = true
        state.codeTarget = target
        state.select(try #require(DemoFixture.node("accentSoft")))
        state.send(.key(.character("S")))
        #expect(state.statusMessage == "Swift: Colors.Demo.Brand.accentSoft.color (copied)")
    }

    @Test func withNothingSelectedTheKeySaysSo() {
        var state = DemoFixture.state()
        state.send(.key(.character("/")), .key(.character("z")), .key(.character("z")), .key(.character("q")), .key(.enter))
        state.send(.key(.character("S")))
        #expect(state.statusMessage?.contains("nothing to name in Swift") == true)
    }
}
