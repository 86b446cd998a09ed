import Testing
import TerminalCore

@Suite struct InputEventTests {
    @Test func controlCharactersBecomeKeys() {
        #expect(InputEvent.typed("\u{3}") == .key(.character("c"), .control))
        #expect(InputEvent.typed("\u{C}") == .key(.character("l"), .control))
        #expect(InputEvent.typed("\r") == .key(.enter))
        #expect(InputEvent.typed("\n") == .key(.enter))
        #expect(InputEvent.typed("\t") == .key(.tab))
        #expect(InputEvent.typed("\u{1B}") == .key(.escape))
        #expect(InputEvent.typed("\u{7F}") == .key(.backspace))
        #expect(InputEvent.typed("\u{0}") == .key(.character(" "), .control))
        #expect(InputEvent.typed("\u{1F}") == .key(.character("_"), .control))
    }

    @Test func textIsPassedThrough() {
        #expect(InputEvent.typed("q") == .key(.character("q")))
        #expect(InputEvent.typed("é") == .key(.character("é")))
        #expect(InputEvent.typed("Q") == .key(.character("Q"), []))
    }

    @Test func xtermModifierParameterDecodes() {
        #expect(KeyModifiers(xtermParameter: 2) == .shift)
        #expect(KeyModifiers(xtermParameter: 3) == .alt)
        #expect(KeyModifiers(xtermParameter: 5) == .control)
        #expect(KeyModifiers(xtermParameter: 8) == [.shift, .alt, .control])
        #expect(KeyModifiers(xtermParameter: 1) == nil)
        #expect(KeyModifiers(xtermParameter: 9) == nil)
    }
}
