import AssetCatalog
import ColorScience
import DesignTokens
import Foundation
import Testing
import TestSupport

/// Importing into existing colorsets changes only what differs, through `ColorSet.set`.
@Suite struct ImportEditTests {
    static let existing = XcodeJSON.colorSet([
        XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0"),
        XcodeJSON.entry(red: "0.500", green: "0.500", blue: "0.500", luminosity: "dark"),
    ])

    func catalog(tokens: String) throws -> TemporaryFolder {
        try TemporaryFolder([
            "App.xcassets/Contents.json": XcodeJSON.folder(),
            "App.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "App.xcassets/Brand/accent.colorset/Contents.json": Self.existing,
            "tokens.json": tokens,
        ])
    }

    @Test func aChangedValueKeepsTheNotationAndAnEqualOneKeepsItsToken() throws {
        let folder = try catalog(tokens: """
            {"Brand": {"accent": {"$type": "color", "$value": "#5C4CF0", "$extensions": {"com.palette.modes": {
              "dark": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}}}}}}
            """)
        let plan = try Tokens.importing([folder.url("tokens.json")], into: folder.url("App.xcassets"))
        #expect(plan.changes.map(\.kind) == [.edited])
        let after = String(decoding: try folder.read("App.xcassets/Brand/accent.colorset/Contents.json"), as: UTF8.self)
        #expect(after == Self.existing.replacingOccurrences(of: "\"0x5B\"", with: "\"0x5C\""))
    }

    @Test func aMissingAppearanceSlotIsCreatedAsSetCreatesIt() throws {
        let folder = try catalog(tokens: """
            {"Brand": {"accent": {"$type": "color", "$value": "#5B4CF0", "$extensions": {"com.palette.modes": {
              "light-high-contrast": {"$value": "#3A2CB8"}}}}}}
            """)
        var expected = ColorSet(name: "accent", qualifiedName: "Brand/accent", folderPath: folder.url("App.xcassets/Brand/accent.colorset"),
                                document: try .init(text: Self.existing))
        try expected.set(try ColorInput(parsing: "#3A2CB8"), appearance: .highContrastLight)
        try Tokens.importing([folder.url("tokens.json")], into: folder.url("App.xcassets"))
        let after = String(decoding: try folder.read("App.xcassets/Brand/accent.colorset/Contents.json"), as: UTF8.self)
        #expect(after == expected.document?.text)
        // As `set` does, the HC Dark slot comes with it, keeping the Dark color.
        #expect(try Tokens.hex("Brand/accent", in: folder.url("App.xcassets"), .highContrastDark) == "#808080")
        #expect(try Tokens.hex("Brand/accent", in: folder.url("App.xcassets"), .highContrastLight) == "#3A2CB8")
    }

    @Test func aValueTheSlotsSpaceDoesNotHoldIsConvertedWithANote() throws {
        let folder = try catalog(tokens: """
            {"Brand": {"accent": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 250]}}}}
            """)
        let plan = try Tokens.importing([folder.url("tokens.json")], into: folder.url("App.xcassets"))
        #expect(plan.diagnostics.map(\.code) == ["tokens.converted"])
        #expect(plan.diagnostics.first?.formatted.hasSuffix("token 'Brand.accent' is in 'oklch', written converted to 'srgb'") == true)
        let slot = try Tokens.colorSet("Brand/accent", in: folder.url("App.xcassets")).variants[0]
        guard case .components(let color)? = slot.color else { Issue.record("no components"); return }
        #expect(color.channels.allSatisfy { $0.notation == .hex })
    }

    /// A new colorset gets the note once, whether its first slot is written exactly (OKLab black
    /// is `0x00 0x00 0x00`) or written again with rounded components (an OKLCH blue).
    @Test(arguments: [("oklab", "[0, 0, 0]"), ("oklch", "[0.5, 0.1, 250]")])
    func aNewColorSetFromAnOKValueGetsTheNoteOnce(_ space: String, _ components: String) throws {
        let folder = try catalog(tokens: """
            {"Brand": {"fresh": {"$type": "color", "$value": {"colorSpace": "\(space)", "components": \(components)}}}}
            """)
        let plan = try Tokens.importing([folder.url("tokens.json")], into: folder.url("App.xcassets"))
        #expect(plan.diagnostics.map(\.code) == ["tokens.converted"])
        #expect(plan.diagnostics.first?.formatted.hasSuffix("token 'Brand.fresh' is in '\(space)', written converted to 'srgb'") == true)
    }

    @Test func dryRunPlansTheDiffAndWritesNothing() throws {
        let folder = try catalog(tokens: """
            {"Brand": {"accent": {"$type": "color", "$value": "#5C4CF0"}, "new": {"$type": "color", "$value": "#000000"}}}
            """)
        let before = try Tokens.snapshot(folder.path)
        let plan = TokenImport.plan(tokenPaths: [folder.url("tokens.json")], into: folder.url("App.xcassets"), modes: .standard)
        #expect(plan.changes.map(\.kind) == [.edited, .newColorSet])
        #expect(plan.changes[0].new == Self.existing.replacingOccurrences(of: "\"0x5B\"", with: "\"0x5C\""))
        #expect(plan.changes[1].old.isEmpty && plan.changes[1].path.hasSuffix("Brand/new.colorset/Contents.json"))
        #expect(try Tokens.snapshot(folder.path) == before)
    }

    @Test func aFileChangedOnDiskSinceThePlanIsNotOverwritten() throws {
        let folder = try catalog(tokens: """
            {"Brand": {"accent": {"$type": "color", "$value": "#5C4CF0"}}}
            """)
        var plan = TokenImport.plan(tokenPaths: [folder.url("tokens.json")], into: folder.url("App.xcassets"), modes: .standard)
        try folder.write(Self.existing + " ", to: "App.xcassets/Brand/accent.colorset/Contents.json")
        #expect(throws: SaveError.self) { try plan.write() }
        #expect(String(decoding: try folder.read("App.xcassets/Brand/accent.colorset/Contents.json"), as: UTF8.self) == Self.existing + " ")
    }
}
