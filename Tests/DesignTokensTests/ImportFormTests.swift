import AssetCatalog
import ColorScience
import DesignTokens
import Foundation
import Testing
import TestSupport

/// Each accepted form of token value becomes the colorsets `list` shows, written as Xcode writes them.
@Suite struct ImportFormTests {
    @Test func colorObjectsOf2025AreReadExactlyWithAliasesAndOtherTypesSkipped() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([Tokens.fixture("dtcg-2025.tokens.json")], into: catalog)
        #expect(try Tokens.hex("brand/accent", in: catalog) == "#5B4CF0")
        #expect(try Tokens.hex("brand/link", in: catalog) == "#5B4CF0")
        let vivid = try Tokens.colorSet("brand/vivid", in: catalog)
        guard case .components(let color)? = vivid.variants.first?.color else { Issue.record("no components"); return }
        #expect(color.colorSpace == .displayP3)
        #expect(color.channels.map(\.text) == ["0x66", "0x33", "0xFF"])
        #expect(color.alpha?.text == "0.500")
        // The dimension token is skipped with a note; nothing is an error.
        #expect(plan.diagnostics.map(\.code) == ["tokens.not-color"])
        #expect(plan.diagnostics.first?.line == 14)
    }

    @Test func newColorSetsAndFoldersAreWrittenAsXcodeWritesThem() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        try Tokens.importing([Tokens.fixture("dtcg-2025.tokens.json")], into: catalog)
        let accent = String(decoding: try folder.read("New.xcassets/brand/accent.colorset/Contents.json"), as: UTF8.self)
        #expect(accent == XcodeJSON.colorSet([
            """
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0xF0",
                      "green" : "0x4C",
                      "red" : "0x5B"
                    }
                  },
                  "idiom" : "universal"
                }
            """,
        ]))
        #expect(String(decoding: try folder.read("New.xcassets/brand/Contents.json"), as: UTF8.self) == XcodeJSON.folder(namespace: true))
        #expect(String(decoding: try folder.read("New.xcassets/Contents.json"), as: UTF8.self) == XcodeJSON.folder())
    }

    @Test func hexStringsAreSRGBWithOptionalAlpha() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        try Tokens.importing([Tokens.fixture("hex-strings.tokens.json")], into: catalog)
        #expect(try Tokens.hex("text/primary", in: catalog) == "#1C1C1E")
        #expect(try Tokens.hex("text/secondary", in: catalog) == "#3C3C4399")
        #expect(try Tokens.hex("text/short", in: catalog) == "#00FF00")
        // The same color in every appearance: one Any slot.
        #expect(try Tokens.colorSet("text/primary", in: catalog).variants.count == 1)
    }

    @Test func rgbFunctionsReadCommasSpacesAndPercentAlpha() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        try Tokens.importing([Tokens.fixture("rgb-strings.tokens.json")], into: catalog)
        #expect(try Tokens.hex("status/error", in: catalog) == "#D70015")
        #expect(try Tokens.hex("status/warning", in: catalog) == "#C7770080")
        #expect(try Tokens.hex("status/success", in: catalog) == "#1E9E4A")
    }

    @Test func styleDictionaryValuesTypesAndAliasesAreRead() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([Tokens.fixture("style-dictionary.json")], into: catalog)
        #expect(try Tokens.hex("color/base/red", in: catalog) == "#FF0000")
        #expect(try Tokens.hex("color/base/gray", in: catalog) == "#808080")
        #expect(try Tokens.hex("color/font/body", in: catalog) == "#808080")
        #expect(plan.colorSetCount == 3)
        #expect(plan.diagnostics.map(\.code) == ["tokens.not-color"])
        #expect(!FileManager.default.fileExists(atPath: catalog + "/size"))
    }

    @Test func resolverContextsBecomeAppearancesByTheModeMap() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        var modes = ModeMap.standard
        modes.map("day", to: .light)
        modes.map("night", to: .dark)
        try Tokens.importing([Tokens.fixture("appearances.resolver.json")], into: catalog, modes: modes)
        #expect(try Tokens.hex("surface", in: catalog, .light) == "#0000FF")
        #expect(try Tokens.hex("surface", in: catalog, .dark) == "#000080")
        #expect(try Tokens.hex("surface", in: catalog, .highContrastDark) == "#000080")
        #expect(try Tokens.hex("palette/blue", in: catalog, .dark) == "#0000FF")
        let surface = try Tokens.colorSet("surface", in: catalog)
        #expect(surface.variants.map(\.traits.appearanceLabel) == ["Any", "Dark"])
    }

    @Test func anUnmappedContextIsAWarningAndTheDefaultContextIsUsed() throws {
        let folder = try TemporaryFolder()
        let catalog = folder.url("New.xcassets")
        var modes = ModeMap.standard
        modes.map("night", to: .dark)
        let plan = TokenImport.plan(tokenPaths: [Tokens.fixture("appearances.resolver.json")], into: catalog, modes: modes)
        #expect(plan.diagnostics.map(\.code) == ["tokens.unmapped-mode"])
        #expect(plan.diagnostics.first?.formatted.contains("mode 'day' is no appearance") == true)
        #expect(!plan.hasErrors)
    }

    /// Primer's contexts: `dark` is Dark by its name until a mapping says `dark-dimmed` is.
    static let primerLike = [
        "light.json": ##"{"fg": {"$type": "color", "$value": "#FFFFFF"}}"##,
        "dark.json": ##"{"fg": {"$type": "color", "$value": "#000000"}}"##,
        "dimmed.json": ##"{"fg": {"$type": "color", "$value": "#22272E"}}"##,
        "dimmest.json": ##"{"fg": {"$type": "color", "$value": "#101010"}}"##,
        "r.resolver.json": """
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}],
               "dark-dimmed": [{"$ref": "dimmed.json"}], "dark-dimmest": [{"$ref": "dimmest.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """,
    ]

    @Test(arguments: [ModeMap.Source.config, .option])
    func anExplicitMappingWinsOverAContextNamedByTheStandardName(source: ModeMap.Source) throws {
        let folder = try TemporaryFolder(Self.primerLike)
        let catalog = folder.url("New.xcassets")
        var modes = ModeMap.standard
        modes.map("dark-dimmed", to: .dark, from: source)
        let plan = try Tokens.importing([folder.url("r.resolver.json")], into: catalog, modes: modes)
        #expect(try Tokens.hex("fg", in: catalog, .dark) == "#22272E")
        #expect(plan.diagnostics.map(\.code) == ["tokens.unmapped-mode"])
        #expect(plan.diagnostics.first?.message.contains("'dark-dimmest'") == true)
    }

    @Test func twoContextsMappedAlikeToOneAppearanceAreAWarningNamingBoth() throws {
        let folder = try TemporaryFolder(Self.primerLike)
        let catalog = folder.url("New.xcassets")
        var modes = ModeMap.standard
        modes.map("dark-dimmed", to: .dark, from: .config)
        modes.map("dark-dimmest", to: .dark, from: .config)
        let plan = try Tokens.importing([folder.url("r.resolver.json")], into: catalog, modes: modes)
        #expect(try Tokens.hex("fg", in: catalog, .dark) == "#22272E")
        #expect(plan.diagnostics.map { "\($0.line ?? 0) \($0.finding.code) \($0.message)" } == [
            "3 tokens.mode-conflict modes 'dark-dimmed' and 'dark-dimmest' are both mapped to Dark; 'dark-dimmed' is used and "
                + "'dark-dimmest' skipped; map only one of them in palette.yml's 'tokens.modes' or with --mode",
        ])
        // --mode outranks palette.yml: no conflict.
        modes.map("dark-dimmest", to: .dark, from: .option)
        let other = folder.url("Other.xcassets")
        let second = try Tokens.importing([folder.url("r.resolver.json")], into: other, modes: modes)
        #expect(try Tokens.hex("fg", in: other, .dark) == "#101010")
        #expect(second.diagnostics.isEmpty, "\(second.diagnostics.map(\.formatted))")
    }

    @Test func extensionModesGiveTheOtherAppearances() throws {
        let folder = try TemporaryFolder([
            "modes.tokens.json": """
                {"bg": {"$type": "color", "$value": "#FFFFFF", "$extensions": {"com.palette.modes": {
                  "dark": {"$value": "#000000"}, "dark-high-contrast": {"$value": "#111111"}}}}}
                """,
        ])
        let catalog = folder.url("New.xcassets")
        try Tokens.importing([folder.url("modes.tokens.json")], into: catalog)
        #expect(try Tokens.hex("bg", in: catalog, .light) == "#FFFFFF")
        #expect(try Tokens.hex("bg", in: catalog, .dark) == "#000000")
        #expect(try Tokens.hex("bg", in: catalog, .highContrastLight) == "#FFFFFF")
        #expect(try Tokens.hex("bg", in: catalog, .highContrastDark) == "#111111")
    }

    /// A token's `com.palette.modes` keys follow the resolver's precedence: an explicit mapping
    /// outranks the key named `dark`, and two keys mapped alike by one source are a warning.
    @Test func extensionModeKeysFollowTheMappingsPrecedence() throws {
        let folder = try TemporaryFolder([
            "modes.tokens.json": """
                {"bg": {"$type": "color", "$value": "#FFFFFF", "$extensions": {"com.palette.modes": {
                  "dark": {"$value": "#000000"}, "dim": {"$value": "#22272E"}, "dimmer": {"$value": "#101010"}}}}}
                """,
        ])
        var modes = ModeMap.standard
        modes.map("dim", to: .dark, from: .option)
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([folder.url("modes.tokens.json")], into: catalog, modes: modes)
        #expect(try Tokens.hex("bg", in: catalog, .dark) == "#22272E")
        #expect(plan.diagnostics.map(\.code) == ["tokens.unmapped-mode"])
        modes.map("dimmer", to: .dark, from: .option)
        let other = folder.url("Other.xcassets")
        let second = try Tokens.importing([folder.url("modes.tokens.json")], into: other, modes: modes)
        #expect(try Tokens.hex("bg", in: other, .dark) == "#22272E")
        #expect(second.diagnostics.map { "\($0.line ?? 0) \($0.finding.code)" } == ["2 tokens.mode-conflict"])
        #expect(second.diagnostics.first?.message.contains("'dim' and 'dimmer' are both mapped to Dark") == true)
    }

    @Test func escapedNamesDecodeToDotsAndGroupsCanBePlainFolders() throws {
        let folder = try TemporaryFolder([
            "names.tokens.json": """
                {"Plain": {"$extensions": {"com.palette.folder": {"provides-namespace": false}},
                  "search%2Ebar%2Ebackground": {"$type": "color", "$value": "#102030"}}}
                """,
        ])
        let catalog = folder.url("New.xcassets")
        try Tokens.importing([folder.url("names.tokens.json")], into: catalog)
        #expect(try Tokens.hex("search.bar.background", in: catalog) == "#102030")
        #expect(String(decoding: try folder.read("New.xcassets/Plain/Contents.json"), as: UTF8.self) == XcodeJSON.folder())
    }
}
