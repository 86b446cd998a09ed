import AssetCatalog
import ColorScience
import PaletteConfig
import Testing
@testable import ContrastPolicy

/// `contrast.vision-indistinct` and `contrast --vision`: colors a deficiency cannot tell apart.
@Suite struct VisionChecksTests {
    /// #C85020 and #708A06 differ by 0.20 in OKLab, and by less than 0.001 for a deuteranope:
    /// #708A06 lies on the line through #C85020 along the deuteranopia matrix's null direction.
    static let states = ["Status/badgeNormal": ["any": "#C85020"], "Status/badgeSelected": ["any": "#708A06"]]

    @Test func twoStatesADeuteranopeCannotTellApartAreAWarning() throws {
        let catalog = try TestCatalog(Self.states)
        #expect(catalog.workspace.catalogs[0].stateGroups.count == 1)
        let found = VisionChecks.diagnostics(pairs: PairList(), workspace: catalog.workspace, table: AppearanceTable(workspace: catalog.workspace))
        let deutan = try #require(found.first { $0.message.contains("deuteranopia") })
        #expect(deutan.code == "contrast.vision-indistinct")
        #expect(deutan.severity == .warning)
        #expect(deutan.file.hasSuffix("Status/badgeNormal.colorset/Contents.json"))
        #expect(deutan.message.hasPrefix("states 'Status/badgeNormal' and 'Status/badgeSelected' look alike with deuteranopia in Light: "
                                         + "OKLab difference 0.000, below 0.020 (0.202 with normal vision)"))
        #expect(!found.contains { $0.message.contains("tritanopia") })
    }

    /// Subjects showing the same colors are each reported, at their own slot, with their own names
    /// and kind (a pair, whose foreground is seen over its background, or states).
    @Test func eachSubjectIsReportedWithItsKindNamesAndSlot() throws {
        let catalog = try TestCatalog(Self.states.merging(["Tabs/iconNormal": ["any": "#C85020"], "Tabs/iconSelected": ["any": "#708A06"]]) { $1 })
        let pairs = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: [PairListTests.rule("Tabs/iconNormal", ["Status/badgeSelected"])]))
        let found = VisionChecks.diagnostics(pairs: pairs, workspace: catalog.workspace, table: AppearanceTable(workspace: catalog.workspace))
            .filter { $0.message.contains("deuteranopia") }
        #expect(Set(found.map { $0.message.components(separatedBy: " look alike").first ?? "" }) == [
            "pair 'Tabs/iconNormal' and 'Status/badgeSelected'", "states 'Status/badgeNormal' and 'Status/badgeSelected'",
            "states 'Tabs/iconNormal' and 'Tabs/iconSelected'",
        ])
        #expect(found.filter { $0.file.hasSuffix("Tabs/iconNormal.colorset/Contents.json") }.count == 2)
        #expect(found.allSatisfy { $0.line != nil })
    }

    @Test func colorsThatDifferInLightnessAreNotReported() throws {
        let catalog = try TestCatalog(["Status/badgeNormal": ["any": "#C85020"], "Status/badgeSelected": ["any": "#2A3A02"]])
        #expect(VisionChecks.diagnostics(pairs: PairList(), workspace: catalog.workspace, table: AppearanceTable(workspace: catalog.workspace)).isEmpty)
    }

    @Test func aPairIsCheckedAsItsForegroundOverItsBackground() throws {
        let catalog = try TestCatalog(["Text/alert": ["any": "#C85020"], "Background/page": ["any": "#708A06"]])
        let pairs = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: [PairListTests.rule("Text/alert", ["Background/page"])]))
        let found = VisionChecks.diagnostics(pairs: pairs, workspace: catalog.workspace, table: AppearanceTable(workspace: catalog.workspace))
        #expect(found.contains { $0.message.hasPrefix("pair 'Text/alert' and 'Background/page' look alike with deuteranopia in Light") })
    }

    @Test func contrastUnderASimulationMeasuresTheSimulatedColors() throws {
        let catalog = try TestCatalog(["Text/alert": ["any": "#C85020"], "Background/page": ["any": "#708A06"]])
        let pair = ContrastPair(foreground: catalog.location("Text/alert"), background: catalog.location("Background/page"))
        let normal = ContrastEvaluator(workspace: catalog.workspace).measure(pair, appearance: .light)
        let deutan = ContrastEvaluator(workspace: catalog.workspace, vision: .deuteranopia).measure(pair, appearance: .light)
        let text = ColorVision.deuteranopia.simulate(RGB8(red: 0xC8, green: 0x50, blue: 0x20))
        let page = ColorVision.deuteranopia.simulate(RGB8(red: 0x70, green: 0x8A, blue: 0x06))
        #expect(deutan.foreground.seen?.rgb == text)
        #expect(deutan.background.seen?.rgb == page)
        #expect(try #require(deutan.ratio) < 1.01)
        #expect(try #require(normal.ratio) > 1.01)
        // The ratio is WCAG's, of the simulated colors (unrounded, so within a step of the 8-bit ones).
        let expected = Contrast.wcagRatio(luminance: Contrast.relativeLuminance(text), Contrast.relativeLuminance(page))
        #expect(abs(try #require(deutan.ratio) - expected) < 0.02)
    }
}
