import AssetCatalog
import ColorScience
import Testing
import TestSupport
@testable import CatalogDiff

@Suite struct ComparisonTests {
    static let accent = "A.xcassets/accent.colorset/Contents.json"

    @Test func aChangedColorShowsBothValuesItsDistanceAndAWord() throws {
        let report = DiffFixture.compare(old: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(100, 100, 100))],
                                         new: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(110, 110, 110))])
        let color = try #require(report.colors.first)
        #expect(DiffFixture.summary(report) == ["modified A.xcassets: accent"])
        #expect(DiffFixture.rows(color) == Appearance.allCases.map { "universal \($0.rawValue) changed" })
        let light = color.rows[0]
        #expect(light.old?.hex == "#646464" && light.new?.hex == "#6E6E6E")
        let expected = OKLab(linearSRGB: SpaceColor(RGB8(red: 100, green: 100, blue: 100)).linearSRGB)
            .distance(to: OKLab(linearSRGB: SpaceColor(RGB8(red: 110, green: 110, blue: 110)).linearSRGB))
        #expect(abs(try #require(light.deltaE) - expected) < 1e-12)
        #expect(light.difference == ColorDifference(deltaE: expected))
        // Every appearance falls back to the one slot: one group of four rows.
        #expect(color.rowGroups(all: false).map(\.count) == [4])
    }

    @Test func hexAndEightBitForTheSameByteAreOnlyANotationChange() throws {
        let before = XcodeJSON.entry(red: "0x43", green: "0x4E", blue: "0xF0")
        let after = XcodeJSON.entry(red: "67", green: "78", blue: "240")
        let report = DiffFixture.compare(old: [Self.accent: DiffFixture.colorSet(before)], new: [Self.accent: DiffFixture.colorSet(after)])
        let color = try #require(report.colors.first)
        #expect(color.kind == .modified)
        #expect(color.isNotationOnly)
        #expect(color.rows.allSatisfy { $0.status == .notation && $0.deltaE == 0 && $0.difference == nil })
        #expect(color.rows[0].old?.writtenText == "0x43 0x4E 0xF0 1.000")
        #expect(color.rows[0].new?.writtenText == "67 78 240 1.000")
    }

    @Test func aDecimalNearTheHexValueIsAnImperceptibleChangeNotANotation() throws {
        let before = XcodeJSON.entry(red: "0x43", green: "0x4E", blue: "0xF0")
        let after = XcodeJSON.entry(red: "0.263", green: "0x4E", blue: "0xF0")
        let report = DiffFixture.compare(old: [Self.accent: DiffFixture.colorSet(before)], new: [Self.accent: DiffFixture.colorSet(after)])
        let row = try #require(report.colors.first?.rows.first)
        #expect(row.status == .changed)
        #expect(row.difference == .imperceptible)
        #expect(report.colors.first?.isNotationOnly == false)
    }

    struct DifferenceCase: Sendable, CustomTestStringConvertible {
        let deltaE: Double
        let alphaChange: Double
        let word: ColorDifference
        var testDescription: String { "ΔE \(deltaE), alpha \(alphaChange) is \(word)" }
    }

    @Test(arguments: [
        DifferenceCase(deltaE: 0, alphaChange: 0, word: .imperceptible),
        DifferenceCase(deltaE: 0.0199, alphaChange: 0, word: .imperceptible),
        DifferenceCase(deltaE: 0.02, alphaChange: 0, word: .subtle),
        DifferenceCase(deltaE: 0.0599, alphaChange: 0, word: .subtle),
        DifferenceCase(deltaE: 0.06, alphaChange: 0, word: .clear),
        DifferenceCase(deltaE: 0, alphaChange: 0.03, word: .subtle),
        DifferenceCase(deltaE: 0.01, alphaChange: 0.5, word: .clear),
    ])
    func wordsFollowTheDocumentedThresholds(_ testCase: DifferenceCase) {
        #expect(ColorDifference(deltaE: testCase.deltaE, alphaChange: testCase.alphaChange) == testCase.word)
    }

    @Test func slotsThatCameAndWentAreNamed() throws {
        let old = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30), DiffFixture.hex(0x40, 0x50, 0x60, luminosity: "dark"))
        let new = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30),
                                       DiffFixture.hex(0x70, 0x80, 0x90, luminosity: "dark", highContrast: true))
        let color = try #require(DiffFixture.compare(old: [Self.accent: old], new: [Self.accent: new]).colors.first)
        #expect(color.slotsAdded.map(\.appearanceLabel) == ["HC Dark"])
        #expect(color.slotsRemoved.map(\.appearanceLabel) == ["Dark"])
        #expect(DiffFixture.rows(color) == ["universal light same", "universal dark changed", "universal hc-light same",
                                            "universal hc-dark changed"])
        // Dark falls back to Any now: the new side says which slot it used.
        #expect(color.rows[1].new?.isFallback == true && color.rows[1].new?.slot.appearanceLabel == "Any")
    }

    @Test func aNewSlotWithTheSameColorIsListedThoughNoValueChanged() throws {
        let old = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30))
        let new = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30), DiffFixture.hex(0x10, 0x20, 0x30, luminosity: "dark"))
        let color = try #require(DiffFixture.compare(old: [Self.accent: old], new: [Self.accent: new]).colors.first)
        #expect(color.kind == .modified)
        #expect(color.rows.allSatisfy { $0.status == .same })
        #expect(!color.isNotationOnly)
        #expect(color.slotsAdded.map(\.appearanceLabel) == ["Dark"])
    }

    @Test func aColorWhoseFileChangedOnlyInLayoutIsListedOnlyWithAll() throws {
        let old = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30))
        let new = old.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(DiffFixture.compare(old: [Self.accent: old], new: [Self.accent: new]).colors.isEmpty)
        let all = DiffFixture.compare(old: [Self.accent: old], new: [Self.accent: new], all: true)
        #expect(DiffFixture.summary(all) == ["unchanged A.xcassets: accent"])
    }

    @Test func identicalFilesUnderAnotherNameAreARename() {
        let file = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30))
        let report = DiffFixture.compare(old: [Self.accent: file, "A.xcassets/other.colorset/Contents.json": file],
                                         new: ["A.xcassets/G/primary.colorset/Contents.json": file,
                                               "A.xcassets/other.colorset/Contents.json": file])
        #expect(DiffFixture.summary(report) == ["renamed A.xcassets: accent -> primary"])
    }

    @Test func differentColorsUnderNewNamesAreRemovedAndAddedWithoutAHint() {
        let report = DiffFixture.compare(old: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(0xFF, 0, 0))],
                                         new: ["A.xcassets/b.colorset/Contents.json": DiffFixture.colorSet(DiffFixture.hex(0xFE, 0, 0))])
        #expect(DiffFixture.summary(report) == ["removed A.xcassets: accent", "added A.xcassets: b"])
    }

    @Test func theReadersRenameIsTakenWhenTheColorStaysClose() throws {
        let old = [Self.accent: DiffFixture.colorSet(DiffFixture.hex(0xFF, 0, 0))]
        let close = ["A.xcassets/b.colorset/Contents.json": DiffFixture.colorSet(DiffFixture.hex(0xFE, 0, 0))]
        let far = ["A.xcassets/b.colorset/Contents.json": DiffFixture.colorSet(DiffFixture.hex(0, 0, 0xFF))]
        let hint = ["A.xcassets/accent.colorset": "A.xcassets/b.colorset"]
        let renamed = DiffFixture.compare(old: old, new: close, renames: hint)
        #expect(DiffFixture.summary(renamed) == ["renamed A.xcassets: accent -> b"])
        #expect(renamed.colors.first?.rows.first?.difference == .imperceptible)
        #expect(DiffFixture.summary(DiffFixture.compare(old: old, new: far, renames: hint))
                == ["removed A.xcassets: accent", "added A.xcassets: b"])
    }

    /// mastodon-ios moved its catalog, and git paired `tab.bar.background` with the new
    /// `navigation.bar.background` and the other way round (the files half alike): each color
    /// keeps its own name on both sides and is matched by it, whatever git paired.
    @Test func aMovedCatalogsColorsAreMatchedByNameBeforeGitsPairing() {
        let tab = DiffFixture.colorSet(XcodeJSON.entry(red: "0.263", green: "0.263", blue: "0.263"))
        let oldNav = DiffFixture.colorSet(DiffFixture.hex(67, 67, 67)), newNav = tab
        let report = DiffFixture.compare(
            old: ["Old/A.xcassets/tab.colorset/Contents.json": tab, "Old/A.xcassets/nav.colorset/Contents.json": oldNav],
            new: ["New/A.xcassets/tab.colorset/Contents.json": tab, "New/A.xcassets/nav.colorset/Contents.json": newNav],
            renames: ["Old/A.xcassets/tab.colorset": "New/A.xcassets/nav.colorset",
                      "Old/A.xcassets/nav.colorset": "New/A.xcassets/tab.colorset"])
        #expect(DiffFixture.summary(report) == ["renamed New/A.xcassets: nav -> nav", "renamed New/A.xcassets: tab -> tab"])
        #expect(report.colors.allSatisfy { $0.oldCatalog == "Old/A.xcassets" })
        // Of two catalogs with the name, the one git saw the folder go to.
        let twoCatalogs = DiffFixture.compare(
            old: ["Old/A.xcassets/tab.colorset/Contents.json": tab],
            new: ["New/A.xcassets/tab.colorset/Contents.json": tab, "Other/B.xcassets/tab.colorset/Contents.json": tab],
            renames: ["Old/A.xcassets/tab.colorset": "Other/B.xcassets/tab.colorset"])
        #expect(DiffFixture.summary(twoCatalogs) == ["added New/A.xcassets: tab", "renamed Other/B.xcassets: tab -> tab"])
    }

    @Test func catalogsOnlyOneSideHasAreNamedWithTheirColors() {
        let file = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30))
        let report = DiffFixture.compare(old: ["Old.xcassets/a.colorset/Contents.json": file],
                                         new: ["New.xcassets/b.colorset/Contents.json": DiffFixture.colorSet(DiffFixture.hex(1, 2, 3))])
        #expect(report.catalogs == [CatalogChange(catalog: "New.xcassets", kind: .added),
                                    CatalogChange(catalog: "Old.xcassets", kind: .removed)])
        #expect(DiffFixture.summary(report) == ["added New.xcassets: b", "removed Old.xcassets: a"])
    }

    @Test func otherIdiomsGetRowsOnlyWhereTheyHaveTheirOwnSlots() throws {
        let old = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30), DiffFixture.hex(0x40, 0x50, 0x60, luminosity: "dark"))
        let new = DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30), DiffFixture.hex(0x40, 0x50, 0x60, luminosity: "dark"),
                                       DiffFixture.hex(0xA0, 0xB0, 0xC0, luminosity: "dark", idiom: "ipad"))
        let color = try #require(DiffFixture.compare(old: [Self.accent: old], new: [Self.accent: new]).colors.first)
        #expect(DiffFixture.rows(color) == ["universal light same", "universal dark same", "universal hc-light same",
                                            "universal hc-dark same", "ipad dark changed", "ipad hc-dark changed"])
        #expect(color.rowGroups(all: false).map { $0.map(\.appearance) } == [[.dark, .highContrastDark]])
        #expect(color.rows[4].old?.slot.idiom == "universal" && color.rows[4].new?.slot.idiom == "ipad")
    }

    @Test func displayP3SlotsGetRowsForAP3Display() throws {
        let p3 = XcodeJSON.entry(red: "0.900", green: "0.100", blue: "0.100", space: "display-p3",
                                 extra: "\"display-gamut\" : \"display-P3\", ")
        let old = DiffFixture.colorSet(DiffFixture.hex(0xE6, 0x19, 0x19))
        let new = DiffFixture.colorSet(DiffFixture.hex(0xE6, 0x19, 0x19), p3)
        let color = try #require(DiffFixture.compare(old: [Self.accent: old], new: [Self.accent: new]).colors.first)
        #expect(DiffFixture.rows(color).filter { !$0.hasSuffix("same") } == Appearance.allCases.map { "universal P3 \($0.rawValue) changed" })
    }

    @Test func aBrokenNewFileExplainsWhyItsColorsAreGone() throws {
        let report = DiffFixture.compare(old: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(1, 2, 3))],
                                         new: [Self.accent: "{\"colors\": ["])
        let color = try #require(report.colors.first)
        #expect(color.kind == .modified)
        #expect(color.rows.allSatisfy { $0.status == .removed })
        #expect(color.problems.map(\.code) == ["json.unexpected-end"])
    }

    @Test func translucentColorsShowTheirAlphaInTheHex() throws {
        let report = DiffFixture.compare(old: [:], new: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(0x10, 0x20, 0x30, alpha: "0.500"))])
        #expect(report.colors.first?.rows.first?.new?.hex == "#10203080")
    }

    @Test func systemColorsCompareByWhatTheyLookLikeAndUnknownOnesByName() throws {
        func reference(_ name: String) -> String {
            DiffFixture.colorSet("    { \"color\" : { \"platform\" : \"ios\", \"reference\" : \"\(name)\" }, \"idiom\" : \"universal\" }")
        }
        let known = DiffFixture.compare(old: [Self.accent: reference("systemRedColor")], new: [Self.accent: reference("systemBlueColor")])
        let row = try #require(known.colors.first?.rows.first)
        #expect(row.status == .changed && row.difference == .clear && row.old?.reference?.name == "systemRedColor")
        let unknown = DiffFixture.compare(old: [Self.accent: reference("fooColor")], new: [Self.accent: reference("barColor")])
        let unknownRow = try #require(unknown.colors.first?.rows.first)
        #expect(unknownRow.status == .changed && unknownRow.deltaE == nil && unknownRow.difference == nil)
        #expect(DiffFixture.compare(old: [Self.accent: reference("fooColor")], new: [Self.accent: reference("fooColor")]).colors.isEmpty)
    }

    @Test func contrastPairsAttachToTheColorsTheyInvolveAndOnlyPassToFailIsARegression() throws {
        func pair(_ foreground: String, old: Bool?, new: Bool?) -> ContrastPairChange {
            ContrastPairChange(catalog: "A.xcassets", foreground: foreground, background: "surface", appearance: .dark,
                               requirement: "4.5:1", old: old.map { ContrastMeasurement(ratio: $0 ? 4.6 : 3.9, passes: $0) },
                               new: new.map { ContrastMeasurement(ratio: $0 ? 4.6 : 3.9, passes: $0) })
        }
        let pairs = [pair("accent", old: true, new: false), pair("label", old: false, new: true), pair("accent", old: nil, new: false)]
        let report = DiffFixture.compare(old: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(1, 2, 3))],
                                         new: [Self.accent: DiffFixture.colorSet(DiffFixture.hex(9, 2, 3))],
                                         contrast: FixedContrast(pairs: pairs))
        let color = try #require(report.colors.first)
        #expect(report.contrast(of: color) == [pairs[0], pairs[2]])
        #expect(report.otherContrast == [pairs[1]])
        #expect(report.regressions == [pairs[0]])
        #expect(DiffFixture.compare(old: [:], new: [:]).contrast == nil)
    }
}
