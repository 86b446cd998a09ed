import AssetCatalog
import ColorScience
import PaletteConfig
import Testing
@testable import ContrastPolicy

/// Missing Dark and High Contrast slots derived against the pairs a color takes part in.
@Suite struct SlotDeriverTests {
    static func deriver(_ catalog: TestCatalog, rules: [ContrastPairRule]) -> SlotDeriver {
        SlotDeriver(workspace: catalog.workspace, pairs: PairList(workspace: catalog.workspace, section: ContrastSection(pairs: rules)))
    }

    static func derived(_ results: [DerivationResult]) throws -> DerivedSlot {
        let result = try #require(results.first)
        guard case .derived(let slot) = result.outcome else { throw Failure(description: "not derived: \(result.outcome)") }
        return slot
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func ratio(_ text: DisplayColor?, _ page: DisplayColor?) throws -> Double {
        Contrast.wcagRatio(try #require(text), on: try #require(page))
    }

    @Test func aDarkSlotMeetsItsPairsAgainstTheDarkBackgroundWithTheSmallestChange() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#1C1C1E"], "Background/page": ["any": "#FFFFFF", "dark": "#1C1C1E"]])
        var deriver = Self.deriver(catalog, rules: [PairListTests.rule("Text/body", ["Background/page"])])
        let text = catalog.location("Text/body")
        let slot = try Self.derived(deriver.derive(text, appearance: .dark))
        #expect(slot.method == .solved)
        let colorSet = deriver.workspace.colorSet(at: text)
        let dark = colorSet.resolvedColor(TraitRequest(appearance: .dark))
        #expect(dark?.resolution.isFallback == false && dark?.resolution.variant.traits.appearanceLabel == "Dark")
        let ratio = try Self.ratio(dark?.display, DisplayColor(rgb: RGB8(packed: 0x1C1C1E)))
        #expect(ratio >= 4.5 && ratio < 4.7)
        #expect(slot.checks.map(\.after) == [ContrastFormat.ratio(ratio)])
        // Written in the file's own notation.
        #expect(colorSet.document?.text.contains("\"red\" : \"0x") == true)
        // Light is as it was.
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .light))?.display?.rgb == RGB8(packed: 0x1C1C1E))
    }

    @Test func aBackgroundIsSolvedAgainstItsForegrounds() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#1C1C1E", "dark": "#F2F2F7"], "Background/page": ["any": "#F2F2F7"]])
        var deriver = Self.deriver(catalog, rules: [PairListTests.rule("Text/body", ["Background/page"], minimum: .level(.aaa))])
        let page = catalog.location("Background/page")
        _ = try Self.derived(deriver.derive(page, appearance: .dark))
        let dark = deriver.workspace.colorSet(at: page).resolvedColor(TraitRequest(appearance: .dark))?.display
        #expect(try Self.ratio(DisplayColor(rgb: RGB8(packed: 0xF2F2F7)), dark) >= 7)
    }

    @Test func highContrastNeverLowersContrastAndMeetsTheIncreasedTarget() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#6E6E73"], "Background/page": ["any": "#FFFFFF"],
                                       "Background/card": ["any": "#F2F2F7"]])
        var deriver = Self.deriver(catalog, rules: [
            PairListTests.rule("Text/body", ["Background/page", "Background/card"], minimum: .level(.aa), increased: .level(.aaa)),
        ])
        let text = catalog.location("Text/body")
        let slot = try Self.derived(deriver.derive(text, appearance: .highContrastLight))
        let shown = deriver.workspace.colorSet(at: text).resolvedColor(TraitRequest(appearance: .highContrastLight))?.display
        for (page, before) in [(0xFFFFFF, 5.07), (0xF2F2F7, 4.54)] as [(UInt32, Double)] {
            let after = try Self.ratio(shown, DisplayColor(rgb: RGB8(packed: page)))
            #expect(after >= 7 && after > before)
        }
        #expect(slot.result.lightness < slot.start.lightness)
        #expect(abs(slot.start.hueDifference(to: slot.result)) < 1e-6)
        // No Dark slot, so no HC Dark slot either (as Xcode adds them).
        #expect(deriver.derive(text, appearance: .highContrastDark).isEmpty)
    }

    /// The issue's example: `H` on `Brand/accent` took it from 5.62:1 to 4.34:1 on `backgroundElevated`.
    @Test func withoutPairsTheHighContrastRuleNeverLowersContrastWithTheBackgrounds() throws {
        let catalog = try TestCatalog(["Brand/accent": ["any": "#5B4CF0"], "Background/backgroundElevated": ["any": "#FFFFFF"]])
        var deriver = SlotDeriver(workspace: catalog.workspace, pairs: PairList(workspace: catalog.workspace, section: nil))
        let accent = catalog.location("Brand/accent")
        let slot = try Self.derived(deriver.derive(accent, appearance: .highContrastLight))
        #expect(slot.method == .ruleReversed)
        let shown = deriver.workspace.colorSet(at: accent).resolvedColor(TraitRequest(appearance: .highContrastLight))?.display
        let before = try Self.ratio(DisplayColor(rgb: RGB8(packed: 0x5B4CF0)), DisplayColor(rgb: RGB8(packed: 0xFFFFFF)))
        #expect(try Self.ratio(shown, DisplayColor(rgb: RGB8(packed: 0xFFFFFF))) > before)
        // The plain rule would have made it lighter, with less contrast.
        let rule = SlotDerivation.highContrast(from: slot.start, luminosity: .light)
        #expect(rule.lightness > slot.start.lightness)
    }

    @Test func withoutPairsTheDarkRuleStands() throws {
        let catalog = try TestCatalog(["Brand/accent": ["any": "#5B4CF0"]])
        var deriver = SlotDeriver(workspace: catalog.workspace, pairs: PairList())
        let slot = try Self.derived(deriver.derive(catalog.location("Brand/accent"), appearance: .dark))
        #expect(slot.method == .rule)
        let expected = SlotDerivation.dark(from: slot.start)
        #expect(abs(slot.result.lightness - expected.lightness) < 1e-9 && abs(slot.result.chroma - expected.chroma) < 1e-9)
    }

    @Test func withoutPairsADarkSlotNeverTakesAnInferredPairBelowAA() throws {
        // White text on a background that stays dark in Dark: the mirrored lightness would put
        // near-black text on it (1.44:1), where the color as Dark shows it now has 13.6:1.
        let catalog = try TestCatalog(["Text": ["any": "#FFFFFF"], "Background": ["any": "#015084", "dark": "#013050"]])
        var deriver = SlotDeriver(workspace: catalog.workspace, pairs: PairList())
        let text = catalog.location("Text")
        let slot = try Self.derived(deriver.derive(text, appearance: .dark))
        #expect(slot.method == .ruleReversed)
        let shown = deriver.workspace.colorSet(at: text).resolvedColor(TraitRequest(appearance: .dark))?.display
        #expect(try Self.ratio(shown, DisplayColor(rgb: RGB8(packed: 0x013050))) >= 4.5)
        #expect(slot.checks.map(\.pair) == ["'Text' on 'Background'"])
        // The plain rule would have made it dark.
        #expect(SlotDerivation.dark(from: slot.start).lightness < 0.2)
    }

    @Test func withoutPairsADarkSlotMayLowerContrastThatStaysAboveAA() throws {
        // Dark text on a background that turns dark: the rule's light text passes, and stands.
        let catalog = try TestCatalog(["Text": ["any": "#1C1C1E"], "Background": ["any": "#FFFFFF", "dark": "#000000"]])
        var deriver = SlotDeriver(workspace: catalog.workspace, pairs: PairList())
        let slot = try Self.derived(deriver.derive(catalog.location("Text"), appearance: .dark))
        #expect(slot.method == .rule)
        #expect(abs(slot.result.lightness - SlotDerivation.dark(from: slot.start).lightness) < 1e-9)
    }

    @Test func whenNoLightnessMeetsEveryTargetNothingIsAddedAndThePairIsNamed() throws {
        // Text at 30% opacity cannot reach 7:1 on anything.
        let catalog = try TestCatalog(["Text/faint": ["any": "#0000004D"], "Background/page": ["any": "#FFFFFF", "dark": "#000000"]])
        var deriver = Self.deriver(catalog, rules: [PairListTests.rule("Text/faint", ["Background/page"], minimum: .level(.aaa))])
        let text = catalog.location("Text/faint")
        let before = deriver.workspace.colorSet(at: text)
        let result = try #require(deriver.derive(text, appearance: .dark).first)
        guard case .conflict(let conflict) = result.outcome else {
            Issue.record("expected a conflict, got \(result.outcome)")
            return
        }
        #expect(conflict.pair == "'Text/faint' on 'Background/page'")
        #expect(conflict.requirement == "AAA (7:1)")
        #expect(conflict.description.hasPrefix("'Text/faint' on 'Background/page' needs AAA (7:1) but reaches at most "))
        #expect(deriver.workspace.colorSet(at: text) == before)
    }

    @Test func anExistingSlotIsLeftAlone() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#1C1C1E", "dark": "#EEEEEE"]])
        var deriver = SlotDeriver(workspace: catalog.workspace, pairs: PairList())
        let results = deriver.derive(catalog.location("Text/body"), appearance: .dark)
        guard case .exists? = results.first?.outcome else {
            Issue.record("expected the Dark slot to exist")
            return
        }
    }

    @Test func aProposalIsTheColorDeriveWritesWithoutWritingIt() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#1C1C1E"], "Background/page": ["any": "#FFFFFF", "dark": "#1C1C1E"]])
        var deriver = Self.deriver(catalog, rules: [PairListTests.rule("Text/body", ["Background/page"])])
        let text = catalog.location("Text/body")
        let proposal = deriver.proposal(for: text, appearance: .dark, device: SlotTraits())
        guard case .color(let color, .solved, false) = proposal.outcome else {
            Issue.record("expected a solved color, got \(proposal.outcome)")
            return
        }
        #expect(deriver.workspace.colorSet(at: text).variants.count == 1)
        _ = try Self.derived(deriver.derive(text, appearance: .dark))
        #expect(deriver.workspace.colorSet(at: text).resolvedColor(TraitRequest(appearance: .dark))?.display?.rgb == color.display.rgb)
        guard case .exists = deriver.proposal(for: text, appearance: .dark, device: SlotTraits()).outcome else {
            Issue.record("the slot exists now")
            return
        }
    }

    @Test(arguments: [(true, false, [Appearance.dark]), (false, true, [.highContrastLight, .highContrastDark]),
                      (false, false, [.dark, .highContrastLight, .highContrastDark])])
    func theFlagsChooseTheAppearances(_ dark: Bool, _ highContrast: Bool, _ expected: [Appearance]) {
        #expect(SlotDeriver.appearances(dark: dark, highContrast: highContrast) == expected)
    }
}
