import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import Testing

/// The color editor through the key map and the reducer: keys give the component text as it
/// would be written, previews in the slot, and one undo step per committed edit.
@Suite struct EditorTests {
    /// A Demo state with `Brand/accent` (Any `0x5B 0x4C 0xF0`, Dark `0x7D 0x70 0xFF`) selected.
    static func accent(_ appearance: Appearance = .light) throws -> AppState {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("accent")))
        state.appearance = appearance
        return state
    }

    /// The token of component `key` of entry `variant` of the selected colorset.
    static func token(_ state: AppState, _ key: String, variant: Int = 0) -> String? {
        guard let location = state.selectedColorSet,
              case .components(let color)? = state.colorSet(at: location).variants.first(where: { $0.index == variant })?.color
        else { return nil }
        return (color.channels + [color.alpha].compactMap { $0 }).first { $0.key == key }?.token
    }

    @Test func eOpensTheEditorOnTheSlotShownForTheAppearance() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")))
        let editor = try #require(state.editor)
        #expect(state.mode == .editing)
        #expect(editor.slotLabel == "Any")
        #expect((0..<4).map(editor.text(ofComponent:)) == ["0x5B", "0x4C", "0xF0", "1.000"])
        state = try Self.accent(.dark)
        state.send(.key(.character("e")))
        #expect(state.editor?.slotLabel == "Dark")
        #expect(state.editor?.text(ofComponent: 0) == "0x7D")
    }

    @Test func rightStepsTheChannelByOneAndPreviewsItInTheSlot() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.right), .key(.right), .key(.character("l")))
        #expect(state.editor?.text(ofComponent: 0) == "0x5E")
        #expect(Self.token(state, "red") == "\"0x5E\"")
        #expect(Self.token(state, "green") == "\"0x4C\"")
        #expect(state.history.dirtyLocations == [try #require(state.selectedColorSet)])
        #expect(state.history.undoStack.isEmpty)
        state.send(.key(.enter))
        #expect(state.editor == nil && state.mode == .browse)
        #expect(state.history.undoStack.count == 1)
        #expect(Self.token(state, "red") == "\"0x5E\"")
    }

    @Test func shiftArrowsAndCapitalHLStepBySixteen() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.right, .shift))
        #expect(state.editor?.text(ofComponent: 0) == "0x6B")
        state.send(.key(.character("L")), .key(.character("L")))
        #expect(state.editor?.text(ofComponent: 0) == "0x8B")
        state.send(.key(.character("H")), .key(.left, .shift), .key(.left))
        #expect(state.editor?.text(ofComponent: 0) == "0x6A")
    }

    @Test func aChannelStopsAtTheEndsOfANonExtendedSpace() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.tab), .key(.tab))
        for _ in 0..<3 { state.send(.key(.character("L"))) }
        #expect(state.editor?.text(ofComponent: 2) == "0xFF")
    }

    @Test func tabJAndKMoveTheFocusThroughRGBAThenLCH() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")))
        var seen: [ColorEditor.Field] = []
        for _ in 0..<7 {
            seen.append(try #require(state.editor).focusedField)
            state.send(.key(.tab))
        }
        #expect(seen == [.channel(0), .channel(1), .channel(2), .alpha, .lightness, .chroma, .hue])
        #expect(state.editor?.focusedField == .channel(0))
        state.send(.key(.character("k")))
        #expect(state.editor?.focusedField == .hue)
        state.send(.key(.character("j")), .key(.down))
        #expect(state.editor?.focusedField == .channel(1))
    }

    @Test func decimalComponentsStepByHundredthsAndKeepTheirDecimals() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("backgroundElevated")))
        state.send(.key(.character("e")), .key(.left), .key(.left))
        #expect(state.editor?.text(ofComponent: 0) == "0.980")
        state.send(.key(.left, .shift))
        #expect(Self.token(state, "red") == "\"0.880\"")
        state.send(.key(.tab), .key(.tab), .key(.tab), .key(.left))
        #expect(Self.token(state, "alpha") == "\"0.990\"")
    }

    @Test func alphaIsWrittenOnlyOnceTheUserChangesIt() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.right))
        #expect(state.editor?.alphaEdited == false)
        state.send(.key(.tab), .key(.tab), .key(.tab), .key(.left))
        #expect(state.editor?.alphaEdited == true)
        #expect(Self.token(state, "alpha") == "\"0.990\"")
    }

    @Test func lightnessStepsConvertBackIntoTheSlotsNotation() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")))
        let before = try #require(state.editor).oklch
        state.send(.key(.tab), .key(.tab), .key(.tab), .key(.tab), .key(.right))
        let editor = try #require(state.editor)
        #expect(abs(editor.oklch.lightness - (before.lightness + 0.01)) < 1e-9)
        #expect(abs(editor.oklch.hue - before.hue) < 1e-9)
        let written = OKLCH(linearSRGB: editor.color.linearSRGB)
        #expect(abs(written.lightness - editor.oklch.lightness) < 1e-9)
        #expect(Self.token(state, "red")?.hasPrefix("\"0x") == true)
        #expect(Self.token(state, "red") != "\"0x5B\"")
        #expect(!editor.clipped)
    }

    @Test func chromaBeyondTheGamutIsClippedAndMarked() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")))
        for _ in 0..<5 { state.send(.key(.tab)) }
        for _ in 0..<10 { state.send(.key(.right, .shift)) }
        let editor = try #require(state.editor)
        #expect(editor.clipped)
        #expect(editor.color.channels.allSatisfy { (0...1).contains($0) })
        let screen = Screen.render(state).lines.joined(separator: "\n")
        #expect(screen.contains("* outside srgb: clipped to its range"))
    }

    @Test func hashTypesAHexValueIntoTheSlot() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.character("#")))
        state.type("102030")
        #expect(state.editor?.hexInput == "102030")
        state.send(.key(.backspace))
        state.type("F")
        state.send(.key(.enter))
        #expect(state.mode == .editing)
        #expect(state.editor?.hexInput == nil)
        #expect([Self.token(state, "red"), Self.token(state, "green"), Self.token(state, "blue")]
                == ["\"0x10\"", "\"0x20\"", "\"0x3F\""])
    }

    @Test func aTypedValueThatIsNotAColorSaysSoAndStaysTyped() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.character("#")))
        state.type("zz")
        state.send(.key(.enter))
        #expect(state.editor?.hexInput == "zz")
        #expect(state.statusMessage?.contains("not a color") == true)
    }

    @Test func escapePutsTheColorSetBackWithoutAnUndoStep() throws {
        var state = try Self.accent()
        let original = try #require(state.selectedColorSet.map { state.colorSet(at: $0) })
        state.send(.key(.character("e")), .key(.right), .key(.right), .key(.escape))
        #expect(state.editor == nil && state.mode == .browse)
        #expect(state.colorSet(at: try #require(state.selectedColorSet)).document == original.document)
        #expect(state.history.dirtyLocations.isEmpty)
        #expect(state.history.undoStack.isEmpty)
    }

    @Test func undoAndRedoRestoreTheComponentText() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.right), .key(.enter))
        state.send(.key(.character("e")), .key(.tab), .key(.left), .key(.enter))
        #expect([Self.token(state, "red"), Self.token(state, "green")] == ["\"0x5C\"", "\"0x4B\""])
        state.send(.key(.character("u")))
        #expect([Self.token(state, "red"), Self.token(state, "green")] == ["\"0x5C\"", "\"0x4C\""])
        state.send(.key(.character("u")))
        #expect(Self.token(state, "red") == "\"0x5B\"")
        #expect(state.history.dirtyLocations.isEmpty)
        state.send(.key(.character("u")))
        #expect(state.statusMessage == "nothing to undo")
        state.send(.key(.character("r"), .control))
        #expect(Self.token(state, "red") == "\"0x5C\"")
        #expect(state.statusMessage == "redid edit Any of 'Brand/accent'")
        state.send(.key(.character("r"), .control), .key(.character("r"), .control))
        #expect(Self.token(state, "green") == "\"0x4B\"")
        #expect(state.statusMessage == "nothing to redo")
    }

    @Test func aNewEditClearsTheRedoStack() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.right), .key(.enter), .key(.character("u")))
        #expect(state.history.redoStack.count == 1)
        state.send(.key(.character("e")), .key(.left), .key(.enter))
        #expect(state.history.redoStack.isEmpty)
        #expect(Self.token(state, "red") == "\"0x5A\"")
    }

    @Test func theTreeMarksDirtyColorSetsAndTheStatusBarCountsThem() throws {
        var state = try Self.accent()
        state.send(.key(.character("e")), .key(.right), .key(.enter))
        let lines = Screen.render(state).lines
        let row = try #require(lines.first { $0.contains("▶") })
        #expect(row.contains("accent") && row.contains("●"))
        #expect(!(lines.first { $0.contains("accentSoft") } ?? "").contains("●"))
        #expect(lines[38].contains("│ 1 unsaved"))
    }
}
