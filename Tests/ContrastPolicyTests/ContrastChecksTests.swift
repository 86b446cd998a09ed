import AssetCatalog
import PaletteConfig
import Testing
@testable import ContrastPolicy

/// What `check` reports about contrast, and where.
@Suite struct ContrastChecksTests {
    static func diagnostics(_ catalog: TestCatalog, _ rules: [ContrastPairRule], configFile: String? = "palette.yml") -> [Diagnostic] {
        let pairs = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: rules))
        let measurements = ContrastEvaluator(workspace: catalog.workspace).measure(pairs.pairs)
        return ContrastChecks.diagnostics(pairs: pairs, measurements: measurements, workspace: catalog.workspace, configFile: configFile)
    }

    @Test func oneFailurePerPairAndAppearanceAtTheForegroundsSlot() throws {
        let catalog = try TestCatalog([
            "Text/muted": ["any": "#8E8E93", "dark": "#636366"],
            "Background/page": ["any": "#FFFFFF", "dark": "#000000"],
        ])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/muted", ["Background/page"])])
        let failures = found.filter { $0.code == "contrast.fail" }
        // #8E8E93 on white is 3.26:1 (Light and HC Light); #636366 on black 3.60:1 (Dark and HC Dark).
        #expect(failures.count == 4)
        let light = try #require(failures.first)
        #expect(light.severity == .error)
        #expect(light.file.hasSuffix("Text/muted.colorset/Contents.json"))
        #expect(light.line == 3 && light.column == 5)
        let lc = ContrastFormat.lc(IndependentContrast.lc(text: (0x8E, 0x8E, 0x93), background: (0xFF, 0xFF, 0xFF)))
        #expect(light.message == "contrast of 'Text/muted' on 'Background/page' in Light is 3.26:1 (Lc \(lc)), below AA (4.5:1)")
        let dark = try #require(failures.first { $0.message.contains(" in Dark ") })
        #expect(dark.line == 4)
    }

    @Test func anInferredPairFailsAsAWarning() throws {
        let catalog = try TestCatalog(["Text/textMuted": ["any": "#AAAAAA"], "Background/backgroundPrimary": ["any": "#FFFFFF"]])
        let pairs = PairList(workspace: catalog.workspace, section: nil)
        let found = ContrastChecks.diagnostics(pairs: pairs, measurements: ContrastEvaluator(workspace: catalog.workspace).measure(pairs.pairs),
                                               workspace: catalog.workspace, configFile: nil)
        #expect(found.count == 4 && found.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("(pair inferred from the names)") })
    }

    @Test func aForegroundWithoutDarkOnABackgroundWithDarkIsReported() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#1C1C1E"], "Background/page": ["any": "#FFFFFF", "dark": "#000000"]])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/page"])])
        let missing = try #require(found.first { $0.code == "contrast.missing-variant" })
        #expect(missing.severity == .warning)
        #expect(missing.message == "foreground 'Text/body' has no Dark slot while its background 'Background/page' has one "
                + "(add one: 'palette derive Text/body --dark')")
        #expect(found.filter { $0.code == "contrast.fail" }.count == 2)
    }

    @Test func aPairThatNeedsHighContrastSlotsToReachItsIncreasedTargetIsReported() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#6E6E73"], "Background/page": ["any": "#FFFFFF"]])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/page"], increased: .level(.aaa))])
        let needs = found.filter { $0.code == "contrast.needs-high-contrast" }
        #expect(needs.count == 2)
        let lc = ContrastFormat.lc(IndependentContrast.lc(text: (0x6E, 0x6E, 0x73), background: (0xFF, 0xFF, 0xFF)))
        #expect(needs.first?.message == "pair 'Text/body' on 'Background/page' passes in Light but is 5.07:1 (Lc \(lc)) in HC Light, "
                + "below the increased target AAA (7:1), and neither has a High Contrast slot "
                + "(add one: 'palette derive Text/body --high-contrast')")
        // Without an increased target of its own, the pair asks for AA in High Contrast too: nothing to report.
        #expect(Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/page"])]).isEmpty)
    }

    @Test func aNameThatMatchesNoColorIsReportedInTheConfig() throws {
        let catalog = try TestCatalog(["Text/body": ["any": "#000000"]])
        let found = Self.diagnostics(catalog, [PairListTests.rule("Text/body", ["Background/pag"])])
        #expect(found.map(\.formatted) == ["palette.yml:4:9: warning: background 'Background/pag' in 'contrast.pairs' matches no color"])
    }

    @Test func colorsThatLookAlikeInEveryAppearanceAreANote() throws {
        let catalog = try TestCatalog([
            "Status/info": ["any": "#0A66C2", "dark": "#64A8F0"],
            "Controls/link": ["any": "#0A66C3", "dark": "#64A8F0"],
            "Controls/other": ["any": "#0A66C2", "dark": "#FFFFFF"],
            "Brand/accent": ["any": "#5B4CF0"],
        ])
        let found = NearDuplicates.diagnostics(in: catalog.workspace, distance: 0.02)
        #expect(found.count == 1)
        let note = try #require(found.first)
        #expect(note.severity == .note && note.code == "colorset.near-duplicate")
        let names = [note.message.contains("'Status/info'"), note.message.contains("'Controls/link'")]
        #expect(names == [true, true])
        #expect(note.message.hasSuffix("in every appearance (OKLab difference at most 0.002)"))
        #expect(NearDuplicates.diagnostics(in: catalog.workspace, distance: 0).isEmpty)
    }
}
