import AssetCatalog
import CatalogDiff
import Foundation
import LosslessJSON
import Testing
import TestSupport
@testable import PaletteCLI

/// The three formats of `palette diff`, from reports built in memory.
@Suite struct DiffRenderingTests {
    /// Catalogs from `Contents.json` texts by path inside `A.xcassets`.
    static func side(_ files: [String: String]) -> [RevisionCatalog] {
        [RevisionCatalog(key: "A.xcassets", catalog: CatalogLoader.loadCatalog(
            CatalogSnapshot(path: "A.xcassets", files: files.mapValues { Array($0.utf8) })))]
    }

    static func report(old: [String: String], new: [String: String], contrast: (any ContrastEvaluator)? = nil) -> DiffReport {
        CatalogComparison.compare(CatalogRevisions(oldLabel: "HEAD", newLabel: "work tree", old: side(old), new: side(new)),
                                  contrast: contrast)
    }

    static let label = "label.colorset/Contents.json"
    static let before = [label: XcodeJSON.colorSet([XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0")])]
    static let after = [label: XcodeJSON.colorSet([XcodeJSON.entry(red: "0x8B", green: "0x8C", blue: "0xF0")])]

    static let regression = ContrastPairChange(catalog: "A.xcassets", foreground: "label", background: "surface", appearance: .dark,
                                               requirement: "4.5:1", old: ContrastMeasurement(ratio: 4.62, passes: true),
                                               new: ContrastMeasurement(ratio: 3.9, passes: false))
    static let fixed = ContrastPairChange(catalog: "A.xcassets", foreground: "caption", background: "surface", appearance: .light,
                                          context: "disabled", requirement: "3:1", old: ContrastMeasurement(ratio: 2.5, passes: false),
                                          new: ContrastMeasurement(ratio: 3.2, passes: true))

    struct Pairs: ContrastEvaluator {
        var pairs: [ContrastPairChange]
        func pairChanges(old: [RevisionCatalog], new: [RevisionCatalog]) -> [ContrastPairChange] { pairs }
    }

    @Test func contrastPairsShowWithTheirColorsInEveryFormatAndARegressionFailsTheGate() throws {
        let report = Self.report(old: Self.before, new: Self.after, contrast: Pairs(pairs: [Self.regression, Self.fixed]))
        let text = DiffText(report: report, style: TextStyle(usesColor: false), all: false).text()
        #expect(text.contains("\n      contrast label on surface, Dark: 4.62 → 3.9 (needs 4.5:1), pass → FAIL\n"), "\(text)")
        #expect(text.contains("\n  contrast A.xcassets: caption on surface, Light disabled: 2.5 → 3.2 (needs 3:1), fail → pass\n"), "\(text)")
        #expect(text.hasSuffix("1 color: 1 modified; 1 contrast regression\n"), "\(text)")
        let markdown = DiffMarkdown(report: report, all: false).text()
        #expect(markdown.contains("| label on surface | Dark | 4.62 → 3.9 | 4.5:1 | pass → **fail** |"), "\(markdown)")
        #expect(markdown.contains("### Other contrast pairs\n\n| Contrast pair |"), "\(markdown)")
        let json = try JSONDocument(text: DiffJSON.text(report))
        #expect(try DiffSchema.check().problems(in: json.root) == [])
        #expect(json.root["regressions"]?.numberText == "1")
        #expect(json.root["colors"]?[0]?["contrast"]?[0]?["regression"]?.boolValue == true)
        #expect(DiffCommand.fails(report, failOnRegression: true))
        #expect(!DiffCommand.fails(report, failOnRegression: false))
        let noRegression = Self.report(old: Self.before, new: Self.after, contrast: Pairs(pairs: [Self.fixed]))
        #expect(!DiffCommand.fails(noRegression, failOnRegression: true))
    }

    @Test func swatchesAppearOnlyWhenTheStyleUsesColor() {
        let report = Self.report(old: Self.before, new: Self.after)
        let colored = DiffText(report: report, style: TextStyle(usesColor: true), all: false).text()
        #expect(colored.contains("\u{1B}[48;2;91;76;240m  \u{1B}[0m #5B4CF0"), "\(colored)")
        #expect(colored.contains("\u{1B}[48;2;139;140;240m  \u{1B}[0m #8B8CF0"), "\(colored)")
        let plain = DiffText(report: report, style: TextStyle(usesColor: false), all: false).text()
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains("#5B4CF0 srgb  →  #8B8CF0 srgb"), "\(plain)")
    }

    @Test func namesFromCatalogsAreInertInEveryFormat() throws {
        let name = "evil|`x`\u{1B}]0;pwn\u{7}\u{202E}*b*"
        let path = "\(name).colorset/Contents.json"
        let report = Self.report(old: [path: Self.before[Self.label]!], new: [path: Self.after[Self.label]!])
        let text = DiffText(report: report, style: TextStyle(usesColor: false), all: false).text()
        #expect(CLI.rawControls(in: text).isEmpty, "\(text)")
        #expect(text.contains("evil|`x`\\u{1B}]0;pwn\\u{7}\\u{202E}*b*"), "\(text)")
        let markdown = DiffMarkdown(report: report, all: false).text()
        #expect(CLI.rawControls(in: markdown).isEmpty, "\(markdown)")
        #expect(markdown.contains("**evil\\|\\`x\\`\\\\u{1B}\\]0;pwn\\\\u{7}\\\\u{202E}\\*b\\*** · modified"), "\(markdown)")
        let output = DiffJSON.text(report)
        #expect(CLI.rawControls(in: output).isEmpty, "\(output)")
        #expect(try JSONDocument(text: output).root["colors"]?[0]?["name"]?.stringValue == name)
    }

    /// duckduckgo's `GreyTextColor` went from `#FFFFFF99` to `#FFFFFF80`: ΔE (alpha aside) is 0,
    /// and the size word counts the alpha; the row says so rather than `ΔE 0.000 clear`.
    @Test func anAlphaChangeIsShownBesideTheDistance() {
        let translucent = { (alpha: String) in
            [Self.label: XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0xFF", blue: "0xFF", alpha: alpha)])]
        }
        let report = Self.report(old: translucent("0.600"), new: translucent("0.500"))
        let text = DiffText(report: report, style: TextStyle(usesColor: false), all: false).text()
        #expect(text.contains("#FFFFFF99 srgb  →  #FFFFFF80 srgb   ΔE 0.000, alpha 0.60 → 0.50 clear"))
        #expect(DiffMarkdown(report: report, all: false).text().contains("| 0.000, alpha 0.60 → 0.50 clear |"))
        // A color change alone is shown as before.
        let colorOnly = DiffText(report: Self.report(old: Self.before, new: Self.after), style: TextStyle(usesColor: false), all: false)
        #expect(!colorOnly.text().contains("alpha"))
    }

    @Test func allShowsUnchangedRowsAndColors() {
        let same = [Self.label: Self.before[Self.label]!, "other.colorset/Contents.json": Self.before[Self.label]!]
        let report = CatalogComparison.compare(
            CatalogRevisions(oldLabel: "a", newLabel: "b", old: Self.side(same), new: Self.side(same)), includeUnchanged: true)
        let text = DiffText(report: report, style: TextStyle(usesColor: false), all: true).text()
        #expect(text == """
            A.xcassets
              unchanged label
                  Light, Dark, HC Light, HC Dark  #5B4CF0 srgb   same
              unchanged other
                  Light, Dark, HC Light, HC Dark  #5B4CF0 srgb   same

            2 colors: 2 unchanged

            """)
    }
}
