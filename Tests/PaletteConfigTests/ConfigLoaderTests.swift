import ColorScience
import Testing
import TestSupport
@testable import PaletteConfig

/// `palette.yml` read into plain values, and every way it can be wrong, with its position.
@Suite struct ConfigLoaderTests {
    /// The sketch from CONFIG.md: every section palette knows.
    static let sketch = """
        # Where to look.
        catalogs: [App/Resources/Colors.xcassets, Shared/Brand.xcassets]
        sources:
          include: [App, Shared]
          exclude: ["**/Generated", Pods]

        states:
          hovered: [mouseOver, rollover]
          pressed: [mouseDown]
          dragging: [drag]            # a state of this project's own

        contrast:
          canvas: {light: "#FFFFFF", dark: "#000000"}
          pairs:
            - foreground: Text/primary
              background: [Background/primary, Background/elevated]
              minimum: AA
        generate:
          - language: swift
            output: App/Generated/Palette.swift
        tokens:
          modes: {light: Any, dark: Dark}
        specimen:
          screen: Background/primary

        """

    static func parse(_ text: String) -> ConfigLoader.Loaded {
        ConfigLoader.parse(Array(text.utf8), file: "palette.yml")
    }

    /// `line:column: severity: code: message` for each diagnostic.
    static func described(_ loaded: ConfigLoader.Loaded) -> [String] {
        loaded.diagnostics.map {
            "\($0.line.map(String.init) ?? "-"):\($0.column.map(String.init) ?? "-"): \($0.severity.rawValue): "
                + "\($0.finding.code): \($0.finding.message)"
        }
    }

    @Test func everySectionOfTheSketchIsKnownAndTheValidatedOnesAreTyped() throws {
        let loaded = Self.parse(Self.sketch)
        #expect(loaded.diagnostics.isEmpty, "\(Self.described(loaded))")
        let config = loaded.config
        #expect(config.catalogs == ["App/Resources/Colors.xcassets", "Shared/Brand.xcassets"])
        #expect(config.sources == ProjectConfig.SourceSelection(include: ["App", "Shared"], exclude: ["**/Generated", "Pods"]))
        #expect(config.states == [
            ProjectConfig.StateWords(state: "hovered", words: ["mouseOver", "rollover"]),
            ProjectConfig.StateWords(state: "pressed", words: ["mouseDown"]),
            ProjectConfig.StateWords(state: "dragging", words: ["drag"]),
        ])
        let pair = try #require(config.contrast?.pairs.first)
        #expect(pair.foreground == ConfigName("Text/primary", line: 15, column: 19))
        #expect(pair.backgrounds.map(\.text) == ["Background/primary", "Background/elevated"])
        #expect(pair.minimum == .level(.aa))
        // Later capabilities' sections are kept as written, with positions.
        #expect(config.generate.map(\.language) == [.swift])
        #expect(config.generate.first?.output == "App/Generated/Palette.swift")
        #expect(config.tokens?["modes"]?["dark"]?.text == "Dark")
        #expect(config.specimen?.roles[.screen] == ConfigName("Background/primary", line: 24, column: 11))
    }

    @Test func anEmptyFileOrOneOfCommentsIsAnEmptyConfig() {
        for text in ["", "# nothing yet\n", "\n\n", "states:\n"] {
            let loaded = Self.parse(text)
            #expect(loaded.diagnostics.isEmpty, "\(text)")
            #expect(loaded.config == ProjectConfig(file: "palette.yml"))
        }
    }

    struct Problem: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: [String]
        var testDescription: String { expected.first ?? text }
    }

    @Test(arguments: [
        Problem(text: "catalogs: [A.xcassets]\nstats:\n  hovered: [hot]\n",
                expected: ["2:1: warning: config.unknown-key: unknown key 'stats'; ignored (did you mean 'states'?)"]),
        Problem(text: "sources:\n  include: [App]\n  exclud: [Pods]\n  banana: 1\n",
                expected: ["3:3: warning: config.unknown-key: unknown key 'exclud' in 'sources'; ignored (did you mean 'exclude'?)",
                           "4:3: warning: config.unknown-key: unknown key 'banana' in 'sources'; ignored"]),
        Problem(text: "catalogs: {App: 1}\n",
                expected: ["1:11: error: config.wrong-type: key 'catalogs' must hold a list of catalog paths, not a mapping"]),
        Problem(text: "catalogs: [\"é\", {x: 1}]\n",
                expected: ["1:18: error: config.wrong-type: key 'catalogs' must hold a list of catalog paths, not a list holding a mapping"]),
        Problem(text: "sources: [App]\n",
                expected: ["1:10: error: config.wrong-type: key 'sources' must hold a mapping with 'include' and 'exclude', not a list"]),
        Problem(text: "sources:\n  include:\n    - App\n    - [Nested]\n",
                expected: ["4:7: error: config.wrong-type: key 'sources.include' must hold a list of paths, not a list holding a list"]),
        Problem(text: "states: [hovered, pressed]\n",
                expected: ["1:9: error: config.wrong-type: key 'states' must hold a mapping of state names to lists of words, not a list"]),
        Problem(text: "states:\n  hovered: {word: hot}\n",
                expected: ["2:12: error: config.wrong-type: key 'states.hovered' must hold a word or a list of words, not a mapping"]),
        Problem(text: "states:\n  hovered: [hot, ~]\n",
                expected: ["2:18: error: config.wrong-type: key 'states.hovered' must hold a list of words, not a list holding nothing"]),
        Problem(text: "states:\n  hovered: [mouse over, hot]\n  drag-ging: [x]\n",
                expected: ["2:13: error: config.invalid-state-word: state word 'mouse over' must be ASCII letters and digits, "
                           + "starting with a letter; ignored",
                           "3:3: error: config.invalid-state-word: state word 'drag-ging' must be ASCII letters and digits, "
                           + "starting with a letter; ignored"]),
        Problem(text: "states:\n  hovered: [hot]\n  pressed: [Hot]\n",
                expected: ["3:13: warning: config.repeated-state-word: state word 'Hot' is already listed under 'hovered'; "
                           + "this listing is ignored"]),
        Problem(text: "? [a, b]\n: 1\nsources:\n  ~: [x]\n",
                expected: ["1:3: error: config.wrong-type: a key must be a name, not a list; ignored",
                           "4:3: error: config.wrong-type: a key must be a name, not nothing; ignored"]),
        Problem(text: "- catalogs\n",
                expected: ["1:1: error: config.wrong-type: the file must be a mapping of sections such as 'states', not a list"]),
    ])
    func aProblemIsReportedWhereItIs(_ problem: Problem) {
        #expect(Self.described(Self.parse(problem.text)) == problem.expected)
    }

    @Test func whatIsRightStillCountsBesideAProblem() {
        let loaded = Self.parse("states:\n  hovered: [mouse over, hot]\ncolours: 1\ncatalogs: A.xcassets\n")
        #expect(loaded.hasErrors)
        #expect(loaded.config.states == [ProjectConfig.StateWords(state: "hovered", words: ["hot"])])
        #expect(loaded.config.catalogs == ["A.xcassets"])
    }

    @Test(arguments: [
        // An unclosed flow list: libyaml notices at the next key.
        ("states:\n  hovered: [hot, warm\n  pressed: [down]\n", 3),
        // A tab where indentation is expected.
        ("states:\n\thovered: [hot]\n", 2),
        // A key without a value separator, inside a block mapping.
        ("catalogs: [A]\nsources\n  include: [B]\n", 3),
        // A repeated key, where it repeats.
        ("states:\n  hovered: [hot]\n  hovered: [warm]\n", 3),
    ])
    func aMalformedFileIsAnErrorThatNamesTheLine(_ text: String, _ line: Int) throws {
        let loaded = Self.parse(text)
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.line == line, "\(diagnostic.finding.message)")
        #expect(["config.malformed", "config.duplicate-key"].contains(diagnostic.finding.code))
        #expect(diagnostic.finding.message.first?.isLowercase == true)
    }

    @Test func aFileThatIsNotUTF8NamesItsLine() {
        let loaded = ConfigLoader.parse(Array("catalogs: [A]\nstates:\n  hovered: [h".utf8) + [0xFF, 0x5D, 0x0A], file: "p.yml")
        #expect(Self.described(loaded) == ["3:-: error: config.malformed: malformed YAML: the file is not UTF-8 text"])
    }

    @Test func everyFindingFollowsTheHouseWording() {
        let findings: [ConfigFinding] = [
            .unreadable(reason: "no such file or directory"), .malformed(problem: "x"), .duplicateKey("k"),
            .unknownKey(key: "k", section: nil, suggestion: nil), .wrongType(path: "p", expected: "a list", found: "a string"),
            .keyNotAName(found: "a list"), .invalidStateWord("a b"), .repeatedStateWord(word: "w", firstState: "s"),
        ]
        for finding in findings {
            #expect(finding.code.wholeMatch(of: /config\.[a-z-]+/) != nil, "\(finding.code)")
            #expect(finding.message.first?.isLowercase == true && !finding.message.hasSuffix("."), "\(finding.message)")
        }
        #expect(Set(findings.map(\.message)).count == findings.count)
    }
}
