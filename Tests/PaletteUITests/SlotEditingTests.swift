import AssetCatalog
import ColorScience
import ContrastPolicy
import PaletteUI
import TerminalCore
import Testing

/// Creating, deriving, replacing and removing slots from the browser, with the prompts that
/// guard them; saving and quitting as effects; read-only mode.
@Suite struct SlotEditingTests {
    private func traits(_ state: AppState) -> [String] {
        state.selectedColorSet.map { state.colorSet(at: $0).variants.map(\.traits.appearanceLabel) } ?? []
    }

    @Test func editingAFallbackAsksWhetherToCreateTheSlot() throws {
        var state = try EditorTests.accent(.highContrastLight)
        state.send(.key(.character("e")))
        #expect(state.editor == nil)
        let location = try #require(state.selectedColorSet)
        #expect(state.prompt == .createSlot(location, traits: SlotTraits(highContrast: true), fallback: 0,
                                            appearance: .highContrastLight))
        #expect(Screen.render(state).lines[39].contains("create HC and HC Dark slots? y creates them, n edits Any"))
        state.send(.key(.character("y")))
        #expect(state.prompt == nil)
        // HC beside Dark brings HC Dark, with the color it showed (Dark's): no {Any, Dark, HC} tie.
        #expect(traits(state) == ["Any", "Dark", "HC", "HC Dark"])
        #expect(EditorTests.token(state, "red", variant: 3) == "\"0x7D\"")
        #expect(state.editor?.slotLabel == "HC")
        #expect(state.editor?.text(ofComponent: 0) == "0x5B")
        #expect(state.statusMessage?.hasPrefix("also wrote HC Dark") == true)
        state.send(.key(.escape))
        #expect(traits(state) == ["Any", "Dark"])
    }

    @Test func aPromptTooLongForOneLineTakesBothStatusLines() throws {
        var state = try EditorTests.accent(.highContrastLight)
        state.send(.key(.character("e")))
        state.size = TerminalSize(width: 70, height: 40)
        let lines = Screen.render(state).lines
        #expect(lines[38].hasPrefix("HC Light of 'Brand/accent' uses its Any slot: create HC and HC Dark"))
        #expect(lines[39].hasPrefix("slots? y creates them, n edits Any, Esc cancels"))
    }

    @Test func answeringNoEditsTheFallbackSlotAndEscapeCancels() throws {
        var state = try EditorTests.accent(.highContrastDark)
        state.send(.key(.character("e")), .key(.character("n")))
        #expect(state.editor?.slotLabel == "Dark")
        state.send(.key(.escape))
        state.send(.key(.character("e")), .key(.character("z")))
        #expect(state.prompt != nil)
        state.send(.key(.escape))
        #expect(state.prompt == nil && state.editor == nil)
    }

    @Test func dAddsADarkSlotDerivedFromTheLightColorAndEditsIt() throws {
        var state = try EditorTests.accent(.dark)
        state.send(.key(.character("x")))
        state.send(.key(.character("y")))
        #expect(traits(state) == ["Any"])
        state.send(.key(.character("1")), .key(.character("D")))
        #expect(state.appearance == .dark)
        #expect(traits(state) == ["Any", "Dark"])
        let editor = try #require(state.editor)
        #expect(editor.slotLabel == "Dark")
        let light = OKLCH(linearSRGB: SpaceColor(RGB8(red: 0x5B, green: 0x4C, blue: 0xF0)).linearSRGB)
        let expected = SlotDerivation.spaceColor(SlotDerivation.dark(from: light), alpha: 1, in: .srgb).color
        let tokens = expected.channels.map { ComponentNotation.hex.token(for: $0) }
        #expect([EditorTests.token(state, "red", variant: 1), EditorTests.token(state, "green", variant: 1),
                 EditorTests.token(state, "blue", variant: 1)] == tokens)
        state.send(.key(.enter))
        #expect(state.history.undoStack.map(\.label) == ["remove Dark", "add Dark"])
        state.send(.key(.character("D")))
        #expect(state.statusMessage == "'Brand/accent' already has a Dark slot; e edits it")
    }

    @Test func hAddsAHighContrastSlotForTheCurrentLuminosity() throws {
        var state = try EditorTests.accent(.dark)
        state.send(.key(.character("H")))
        #expect(state.appearance == .highContrastDark)
        #expect(state.editor?.slotLabel == "HC Dark")
        state.send(.key(.enter))
        #expect(traits(state) == ["Any", "Dark", "HC Dark"])
        let dark = OKLCH(linearSRGB: SpaceColor(RGB8(red: 0x7D, green: 0x70, blue: 0xFF)).linearSRGB)
        let expected = SlotDerivation.spaceColor(SlotDerivation.highContrast(from: dark, luminosity: .dark), alpha: 1, in: .srgb)
        #expect(EditorTests.token(state, "red", variant: 2) == ComponentNotation.hex.token(for: expected.color.channels[0]))
    }

    @Test func hBesideADarkSlotAddsHCAndHCDarkAsXcodeDoes() throws {
        var state = try EditorTests.accent(.light)
        state.send(.key(.character("H")))
        #expect(state.appearance == .highContrastLight)
        #expect(state.editor?.slotLabel == "HC")
        #expect(traits(state) == ["Any", "Dark", "HC", "HC Dark"])
        #expect(state.statusMessage?.hasPrefix("also wrote HC Dark derived") == true)
        let dark = OKLCH(linearSRGB: SpaceColor(RGB8(red: 0x7D, green: 0x70, blue: 0xFF)).linearSRGB)
        let expected = SlotDerivation.spaceColor(SlotDerivation.highContrast(from: dark, luminosity: .dark), alpha: 1, in: .srgb)
        #expect(EditorTests.token(state, "red", variant: 3) == ComponentNotation.hex.token(for: expected.color.channels[0]))
        let location = try #require(state.selectedColorSet)
        #expect(!state.colorSet(at: location).diagnostics.contains { $0.code == "colorset.appearance-tie" })
        state.send(.key(.escape))
        #expect(traits(state) == ["Any", "Dark"], "Esc takes both slots back")
    }

    @Test func editingASystemReferenceAsksToReplaceItWithComponents() throws {
        var state = DemoFixture.state()
        state.select(try #require(DemoFixture.node("separator")))
        state.send(.key(.character("e")))
        let location = try #require(state.selectedColorSet)
        #expect(state.prompt == .replaceReference(location, variant: 0))
        state.send(.key(.character("n")))
        #expect(state.editor == nil)
        #expect(state.history.dirtyLocations.isEmpty)
        state.send(.key(.character("e")), .key(.character("y")))
        let editor = try #require(state.editor)
        #expect(editor.undoLabel == "replace Any")
        guard case .components? = state.colorSet(at: location).variants[0].color else {
            Issue.record("the reference was not replaced")
            return
        }
        state.send(.key(.enter), .key(.character("u")))
        guard case .reference? = state.colorSet(at: location).variants[0].color else {
            Issue.record("undo did not bring the reference back")
            return
        }
    }

    @Test func xRemovesTheSlotOnlyAfterYes() throws {
        var state = try EditorTests.accent(.dark)
        state.send(.key(.character("x")))
        #expect(Screen.render(state).lines[39].contains("remove the Dark slot of 'Brand/accent'? y/n"))
        state.send(.key(.character("n")))
        #expect(traits(state) == ["Any", "Dark"])
        state.send(.key(.character("x")), .key(.character("y")))
        #expect(traits(state) == ["Any"])
        state.send(.key(.character("x")))
        #expect(state.prompt == nil)
        #expect(state.statusMessage?.contains("has no Dark slot to remove") == true)
        state.send(.key(.character("u")))
        #expect(traits(state) == ["Any", "Dark"])
    }

    @Test func bracketsPickASlotThatEnterEditsAndXRemoves() throws {
        var state = try EditorTests.accent(.light)
        state.send(.key(.character("]")), .key(.character("]")))
        #expect(state.selectedSlot == 1)
        #expect(Screen.render(state).lines.contains { $0.contains("▸Dark") })
        state.send(.key(.enter))
        #expect(state.editor?.slotLabel == "Dark")
        state.send(.key(.escape), .key(.character("[")), .key(.character("x")))
        #expect(state.prompt == .removeSlot(try #require(state.selectedColorSet), variant: 0))
        state.send(.key(.escape), .key(.escape), .key(.down))
        #expect(state.selectedSlot == nil)
    }

    @Test func wAsksTheRuntimeToSaveEveryDirtyColorSet() throws {
        var state = try EditorTests.accent()
        #expect(state.send(.key(.character("w"))).isEmpty)
        #expect(state.statusMessage == "nothing to save")
        state.send(.key(.character("e")), .key(.right), .key(.enter), .key(.down))
        state.send(.key(.character("e")), .key(.right), .key(.enter))
        let effects = state.send(.key(.character("w")))
        guard case .save(let requests)? = effects.first else {
            Issue.record("no save effect: \(effects)")
            return
        }
        #expect(requests.map(\.location) == state.history.dirtyLocations)
        #expect(requests.count == 2 && requests.allSatisfy { !$0.force && $0.colorSet.isDirty })
    }

    @Test func quittingWithUnsavedEditsAsksSaveDiscardOrCancel() throws {
        var state = try EditorTests.accent()
        #expect(state.send(.key(.character("q"))) == [.quit])
        state.send(.key(.character("e")), .key(.right), .key(.enter))
        #expect(state.send(.key(.character("q"))).isEmpty)
        #expect(state.prompt == .quit)
        #expect(Screen.render(state).lines[39].contains("1 colorset has unsaved edits: s saves and quits, d discards"))
        state.send(.key(.escape))
        #expect(state.prompt == nil)
        #expect(state.send(.key(.character("c"), .control)).isEmpty)
        #expect(state.send(.key(.character("d"))) == [.quit])
        state.prompt = nil
        state.send(.key(.character("q")))
        let effects = state.send(.key(.character("s")))
        guard case .save(let requests)? = effects.first else {
            Issue.record("no save effect: \(effects)")
            return
        }
        #expect(state.quitAfterSave)
        var saved = requests[0].colorSet
        saved.replaceDocument(with: try #require(saved.document))
        let result = SaveResult(location: requests[0].location, outcome: .success(saved))
        #expect(reduce(&state, .saveFinished([result])) == [.quit])
    }

    @Test func aHungUpTerminalQuitsWithoutAsking() throws {
        var state = try EditorTests.accent()
        state.send(.key(.character("e")), .key(.right))
        #expect(state.send(.hangup) == [.quit])
        #expect(state.prompt == nil)
    }

    @Test func readOnlyModeRefusesEveryEditingKey() throws {
        var state = try EditorTests.accent()
        state.isReadOnly = true
        for key in ["e", "D", "H", "x", "u", "w"] {
            #expect(state.send(.key(.character(Character(key)))).isEmpty)
            #expect(state.statusMessage?.hasPrefix("read-only") == true, "\(key)")
            #expect(state.editor == nil && state.prompt == nil)
        }
        state.send(.key(.character("r"), .control))
        #expect(state.statusMessage?.hasPrefix("read-only") == true)
        #expect(state.history.changed.isEmpty)
        #expect(Screen.render(state).lines[38].contains("│ read-only"))
    }

    @Test func theEditorShowsLiveContrastAgainstTheMarkedColor() throws {
        var state = DemoFixture.state()
        state.send(.key(.character("c")))
        state.select(try #require(DemoFixture.node("accent")))
        state.send(.key(.character("e")))
        let before = try #require(Screen.render(state).lines.first { $0.contains("contrast:") })
        #expect(before.contains("(was "))
        state.send(.key(.right, .shift), .key(.right, .shift), .key(.right, .shift))
        let after = try #require(Screen.render(state).lines.first { $0.contains("contrast:") })
        #expect(after != before)
        let screen = Screen.render(state).lines.joined(separator: "\n")
        #expect(screen.contains("Edit 'Brand/accent' · Any slot"))
        #expect(screen.contains("#5B4CF0") && screen.contains("#8B4CF0"))
        #expect(screen.contains("▶ R  0x8B"))
    }
}
