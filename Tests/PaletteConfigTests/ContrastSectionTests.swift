import ColorScience
import Testing
import TestSupport
@testable import PaletteConfig

/// `contrast:` validated into pairs, targets and a canvas, and every way it can be wrong, with its position.
@Suite struct ContrastSectionTests {
    static func section(_ text: String) -> (ContrastSection?, [String]) {
        let loaded = ConfigLoaderTests.parse(text)
        return (loaded.config.contrast, ConfigLoaderTests.described(loaded))
    }

    @Test func aFullSectionReadsIntoPlainValues() throws {
        let (section, problems) = Self.section("""
            contrast:
              canvas: {light: "#F2F2F7", dark: "#111"}
              infer: true
              near-duplicates: 0.03
              pairs:
                - foreground: Text/primary
                  background: [Background/primary, "Background/*"]
                  minimum: AA
                  increased: AAA
                - foreground: Controls/buttonTitle
                  background: Controls/PrimaryButton
                  minimum: 3
                  disabled: true
                - foreground: "Chart/*"
                  background: Background/primary
                  minimum: Lc 60
                  disabled: AA-large

            """)
        #expect(problems.isEmpty, "\(problems)")
        let contrast = try #require(section)
        #expect(contrast.canvas == ContrastSection.Canvas(light: RGB8(packed: 0xF2F2F7), dark: RGB8(packed: 0x111111)))
        #expect(contrast.infer == true && contrast.infersPairs)
        #expect(contrast.nearDuplicateDistance == 0.03)
        #expect(contrast.pairs == [
            ContrastPairRule(foreground: ConfigName("Text/primary", line: 6, column: 19),
                             backgrounds: [ConfigName("Background/primary", line: 7, column: 20),
                                           ConfigName("Background/*", line: 7, column: 40)],
                             minimum: .level(.aa), increased: .level(.aaa), line: 6, column: 7),
            ContrastPairRule(foreground: ConfigName("Controls/buttonTitle", line: 10, column: 19),
                             backgrounds: [ConfigName("Controls/PrimaryButton", line: 11, column: 19)],
                             minimum: .ratio(3), disabled: .sameTargets, line: 10, column: 7),
            ContrastPairRule(foreground: ConfigName("Chart/*", line: 14, column: 19),
                             backgrounds: [ConfigName("Background/primary", line: 15, column: 19)],
                             minimum: .lc(60), disabled: .target(.level(.aaLarge)), line: 14, column: 7),
        ])
    }

    @Test func withoutTheSectionNothingIsDeclaredAndPairsAreInferred() {
        let section = ContrastSection()
        #expect(section.infersPairs)
        #expect(section.canvas.light == RGB8(packed: 0xFFFFFF) && section.canvas.dark == RGB8(packed: 0))
        let declared = ContrastSection(pairs: [ContrastPairRule(foreground: ConfigName("a"), backgrounds: [ConfigName("b")])])
        #expect(!declared.infersPairs)
    }

    struct TargetCase: Sendable, CustomTestStringConvertible {
        var text: String
        var target: ContrastTarget?
        var testDescription: String { "'\(text)'" }
    }

    @Test(arguments: [
        TargetCase(text: "AA", target: .level(.aa)), TargetCase(text: "aaa", target: .level(.aaa)),
        TargetCase(text: "AA-large", target: .level(.aaLarge)), TargetCase(text: "AA Large", target: .level(.aaLarge)),
        TargetCase(text: "aa_large", target: .level(.aaLarge)), TargetCase(text: "4.5", target: .ratio(4.5)),
        TargetCase(text: "4.5:1", target: .ratio(4.5)), TargetCase(text: "21", target: .ratio(21)),
        TargetCase(text: "Lc 60", target: .lc(60)), TargetCase(text: "lc75", target: .lc(75)),
        TargetCase(text: "0.5", target: nil), TargetCase(text: "22", target: nil), TargetCase(text: "Lc 0", target: nil),
        TargetCase(text: "Lc -60", target: nil), TargetCase(text: "A", target: nil), TargetCase(text: "nan", target: nil),
        TargetCase(text: "", target: nil),
        // Blanks around the text (spaces and tabs) are trimmed; inside a number they are not.
        TargetCase(text: "  AA\t", target: .level(.aa)), TargetCase(text: "\t4.5:1  ", target: .ratio(4.5)),
        TargetCase(text: " Lc  60 ", target: .lc(60)), TargetCase(text: " \t ", target: nil),
        TargetCase(text: "4. 5", target: nil), TargetCase(text: " \u{301}AA", target: nil),
    ])
    func targetsReadAsTheFileSpellsThem(_ testCase: TargetCase) {
        #expect(ContrastTarget(parsing: testCase.text) == testCase.target)
    }

    @Test func targetsSayWhatTheyNeed() {
        #expect(ContrastTarget.level(.aa).minimumRatio == 4.5 && ContrastTarget.level(.aa).minimumLc == nil)
        #expect(ContrastTarget.level(.aaLarge).detailedLabel == "AA-large (3:1)")
        #expect(ContrastTarget.ratio(4.25).detailedLabel == "4.25:1")
        #expect(ContrastTarget.lc(60).label == "Lc 60" && ContrastTarget.lc(60).minimumLc == 60)
    }

    @Test(arguments: [
        ConfigLoaderTests.Problem(text: "contrast: [a]\n",
                expected: ["1:11: error: config.wrong-type: key 'contrast' must hold a mapping with 'pairs', not a list"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  pair: []\n",
                expected: ["2:3: warning: config.unknown-key: unknown key 'pair' in 'contrast'; ignored (did you mean 'pairs'?)"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  canvas: {light: white, dak: '#000'}\n",
                expected: ["2:19: error: config.invalid-color: color 'white' is not '#RRGGBB' or '#RGB'; ignored",
                           "2:26: warning: config.unknown-key: unknown key 'dak' in 'contrast.canvas'; ignored (did you mean 'dark'?)"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  pairs:\n    - foreground: a\n      background: b\n      minimum: AB\n",
                expected: ["5:16: error: config.invalid-target: contrast target 'AB' must be AA, AAA, AA-large, a ratio from 1 "
                           + "to 21, or 'Lc' and a number from 1 to 110; the pair is ignored"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  pairs:\n    - foreground: a\n      minimum: AA\n",
                expected: ["3:7: error: config.missing-key: an entry of 'contrast.pairs' needs 'background'; the entry is ignored"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  pairs:\n    - background: [b, [c]]\n      foreground: a\n",
                expected: ["3:23: error: config.wrong-type: key 'contrast.pairs.background' must hold a list of color names, "
                           + "not a list holding a list"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  pairs:\n    - foreground: a\n      background: b\n      increasd: AAA\n",
                expected: ["5:7: warning: config.unknown-key: unknown key 'increasd' in 'contrast.pairs'; ignored "
                           + "(did you mean 'increased'?)"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  infer: sometimes\n  near-duplicates: 2\n",
                expected: ["2:10: error: config.wrong-type: key 'contrast.infer' must hold true or false, not a string",
                           "3:20: error: config.wrong-type: key 'contrast.near-duplicates' must hold an OKLab distance from 0 to 1, not '2'"]),
        ConfigLoaderTests.Problem(text: "contrast:\n  pairs: [Text/primary]\n",
                expected: ["2:11: error: config.wrong-type: key 'contrast.pairs' must hold a list of pairs, not a list holding a string"]),
    ])
    func aProblemIsReportedWhereItIs(_ problem: ConfigLoaderTests.Problem) {
        #expect(Self.section(problem.text).1 == problem.expected)
    }

    @Test func aBrokenPairIsLeftOutAndTheOthersStillCount() throws {
        let (section, problems) = Self.section("""
            contrast:
              pairs:
                - {foreground: a, background: b, minimum: 9000}
                - {foreground: c, background: d, increased: AAA}

            """)
        #expect(problems.count == 1)
        let pairs = try #require(section?.pairs)
        #expect(pairs.map(\.foreground.text) == ["c"])
        #expect(pairs.first?.minimum == .level(.aa) && pairs.first?.increased == .level(.aaa))
    }

    @Test func everyContrastFindingFollowsTheHouseWording() {
        let findings: [ConfigFinding] = [.invalidTarget("x"), .invalidColor("y"), .missingKey(key: "k", section: "s")]
        for finding in findings {
            #expect(finding.code.wholeMatch(of: /config\.[a-z-]+/) != nil, "\(finding.code)")
            #expect(finding.message.first?.isLowercase == true && !finding.message.hasSuffix("."), "\(finding.message)")
            #expect(finding.severity == .error)
        }
    }
}
