import AssetCatalog
import ColorScience
import ContrastPolicy
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// The editor's `#` prompt refuses what `ColorInput` refuses and says why, and a slot with a
/// hostile extended value (`1e300`) is edited and derived from without a trap or a `nan` written.
@Suite struct EditorNumberTests {
    @Test(arguments: ["oklch(nan 0 0)", "oklch(inf 0 0)", "oklch(0.5 nan 0)", "oklch(0.5 0.1 10 / nan)",
                      "oklch(0.5 0.1 10 / 5)", "oklch(2 0 0)", "oklch(-5 -5 -5)", "112233+F"])
    func thePromptRefusesABadColorSayingWhyAndChangesNothing(_ text: String) throws {
        var state = try EditorTests.accent()
        state.send(.key(.character("e")), .key(.character("#")))
        state.type(text)
        state.send(.key(.enter))
        #expect(state.mode == .editing)
        #expect(state.editor?.hexInput == text, "the typed text stays, to be corrected")
        do {
            _ = try ColorInput(parsing: text)
            Issue.record("'\(text)' should be refused")
        } catch {
            #expect(state.statusMessage == error.message)
        }
        #expect([EditorTests.token(state, "red"), EditorTests.token(state, "alpha")] == ["\"0x5B\"", "\"1.000\""])
    }

    @Test func thePromptTakesAHexValueWithItsHash() throws {
        var state = try EditorTests.accent()
        state.send(.key(.character("e")), .key(.character("#")))
        state.type("#10203080")
        state.send(.key(.enter))
        #expect(state.editor?.hexInput == nil, "\(state.statusMessage ?? "")")
        #expect([EditorTests.token(state, "red"), EditorTests.token(state, "alpha")] == ["\"0x10\"", "\"0.502\""])
    }

    /// An extended-sRGB colorset whose red is `1e300`: finite, but its OKLab form overflows.
    static func hostile() throws -> (TemporaryFolder, AppState) {
        let entry = #"    { "color" : { "color-space" : "extended-srgb", "components" : { "alpha" : "1.000", "#
            + #""blue" : "0.500", "green" : "0.500", "red" : 1e300 } }, "idiom" : "universal" }"#
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/huge.colorset/Contents.json": XcodeJSON.colorSet([entry]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        state.select(1)
        return (folder, state)
    }

    /// Every component of every entry of the selected colorset, as written.
    static func tokens(_ state: AppState) throws -> [String] {
        let colorSet = state.colorSet(at: try #require(state.selectedColorSet))
        return colorSet.variants.flatMap { variant -> [String] in
            guard case .components(let color)? = variant.color else { return [] }
            return (color.channels + [color.alpha].compactMap { $0 }).map(\.token)
        }
    }

    @Test func aHugeExtendedValueIsEditedWithFiniteFieldsAndNeverWritesNaN() throws {
        var (folder, state) = try Self.hostile()
        _ = folder
        state.send(.key(.character("e")))
        let editor = try #require(state.editor)
        #expect([editor.oklch.lightness, editor.oklch.chroma, editor.oklch.hue].allSatisfy { $0.isFinite })
        _ = Screen.render(state)
        // Every field, stepped both ways, then rendered.
        for _ in 0..<editor.fields.count {
            state.send(.key(.right), .key(.left, .shift), .key(.character("L")))
            _ = Screen.render(state)
            #expect(try Self.tokens(state).allSatisfy { !$0.lowercased().contains("nan") && !$0.lowercased().contains("inf") })
            state.send(.key(.tab))
        }
        state.send(.key(.enter))
        #expect(state.mode == .browse)
    }

    @Test func derivingDarkAndHighContrastFromAHugeValueWritesFiniteColors() throws {
        var (folder, state) = try Self.hostile()
        _ = folder
        state.send(.key(.character("D")), .key(.enter), .key(.character("H")), .key(.enter))
        let tokens = try Self.tokens(state)
        #expect(tokens.count == 12, "\(tokens)")
        #expect(tokens.allSatisfy { !$0.lowercased().contains("nan") && !$0.lowercased().contains("inf") }, "\(tokens)")
    }

    @Test(arguments: [OKLCH(lightness: .nan, chroma: .nan, hue: .nan), OKLCH(lightness: 1e300, chroma: 1e300, hue: 1e300),
                      OKLCH(lightness: -.infinity, chroma: .infinity, hue: 0)])
    func aDerivationFromAnyColorIsBoundedAndFiniteInEverySpace(_ source: OKLCH) {
        for derived in [SlotDerivation.dark(from: source), SlotDerivation.highContrast(from: source, luminosity: .light)] {
            #expect((0...1).contains(derived.lightness) && (0...OKLCH.chromaLimit).contains(derived.chroma))
            for space in ColorSpace.allCases {
                #expect(SlotDerivation.spaceColor(derived, alpha: 1, in: space).color.channels.allSatisfy { $0.isFinite })
            }
        }
        #expect(SlotDerivation.spaceColor(source, alpha: 1, in: .extendedLinearSRGB).color.channels.allSatisfy { $0.isFinite })
    }
}
