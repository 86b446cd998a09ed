import ColorScience
import Foundation
import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// Given a colorset file, when an edit is made, then only the edited tokens change.
@Suite struct EditingTests {
    static let mixed = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xAE",
                  "green" : "0xEB",
                  "red" : "0xB8"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "0.800",
                  "blue" : "0.250",
                  "green" : "128",
                  "red" : 0.3862639343326787
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static func colorSet(_ text: String = mixed) throws -> ColorSet {
        ColorSet(name: "t", qualifiedName: "t", folderPath: "/tmp/t.colorset", document: try JSONDocument(text: text))
    }

    @Test func hexChannelsStayTwoUpperCaseHexDigits() throws {
        var colorSet = try Self.colorSet()
        try colorSet.setComponents(ofVariant: 0, channels: [1, 0.5, 10.0 / 255])
        let text = try #require(colorSet.document?.text)
        #expect(text == Self.mixed.replacingOccurrences(of: "\"0xB8\"", with: "\"0xFF\"")
            .replacingOccurrences(of: "\"0xEB\"", with: "\"0x80\"").replacingOccurrences(of: "\"0xAE\"", with: "\"0x0A\""))
    }

    @Test func eachComponentKeepsItsOwnNotationAndAlphaIsUntouched() throws {
        var colorSet = try Self.colorSet()
        try colorSet.setComponents(ofVariant: 1, channels: [0.5, 64.0 / 255, 0.125])
        let text = try #require(colorSet.document?.text)
        #expect(text == Self.mixed.replacingOccurrences(of: "0.3862639343326787", with: "0.5")
            .replacingOccurrences(of: "\"128\"", with: "\"64\"").replacingOccurrences(of: "\"0.250\"", with: "\"0.125\""))
        #expect(text.contains("\"alpha\" : \"0.800\""))
    }

    @Test func alphaIsWrittenOnlyWhenGiven() throws {
        var colorSet = try Self.colorSet()
        try colorSet.setComponents(ofVariant: 1, channels: [0.3862639343326787, 128.0 / 255, 0.25], alpha: 0.5)
        #expect(colorSet.document?.text == Self.mixed.replacingOccurrences(of: "\"0.800\"", with: "\"0.500\""))
    }

    @Test func settingTheSameValuesChangesNoByte() throws {
        var colorSet = try Self.colorSet()
        try colorSet.setComponents(ofVariant: 0, channels: [0xB8 / 255.0, 0xEB / 255.0, 0xAE / 255.0], alpha: 1)
        try colorSet.setComponents(ofVariant: 1, channels: [0.3862639343326787, 128.0 / 255, 0.25], alpha: 0.8)
        #expect(colorSet.document?.text == Self.mixed)
        #expect(!colorSet.isDirty)
    }

    @Test func aNewHighContrastSlotComesWithHCDarkAsXcodeWritesThem() throws {
        var colorSet = try Self.colorSet()
        let before = Appearance.allCases.map { colorSet.resolvedColor(TraitRequest(appearance: $0))?.display }
        let outcome = try colorSet.set(ColorInput(parsing: "#102030"), appearance: .highContrastLight)
        #expect(outcome == .created(variant: 2))
        let text = try #require(colorSet.document?.text)
        #expect(text == XcodeLayout.canonical(text))
        #expect(colorSet.variants.map(\.traits.appearanceLabel) == ["Any", "Dark", "HC", "HC Dark"])
        guard case .components(let color)? = colorSet.variants[2].color,
              case .components(let companion)? = colorSet.variants[3].color else { Issue.record("no components"); return }
        #expect(color.channels.map(\.text) == ["0x10", "0x20", "0x30"])
        #expect(color.alpha?.text == "1.000")
        // HC Dark gets the color it showed before (Dark's), in the new slot's notation: no tie, no change.
        #expect(companion.channels.map(\.text) == ["0x62", "0x80", "0x40"])
        #expect(companion.alpha?.text == "0.800")
        let after = Appearance.allCases.map { colorSet.resolvedColor(TraitRequest(appearance: $0))?.display }
        #expect(after[3] == before[3])
        #expect(!colorSet.diagnostics.contains { $0.code == "colorset.appearance-tie" })
    }

    @Test func aNewDarkSlotBesideHCAlsoWritesHCDark() throws {
        var colorSet = try Self.colorSet(XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00"),
                                                             XcodeJSON.entry(red: "0x80", green: "0x00", blue: "0x00", highContrast: true)]))
        try colorSet.set(try ColorInput(parsing: "#202020"), appearance: .dark)
        #expect(colorSet.variants.map(\.traits.appearanceLabel) == ["Any", "Dark", "HC", "HC Dark"])
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .highContrastDark))?.display?.rgb.hex == "#800000")
        #expect(colorSet.diagnostics.isEmpty)
    }

    @Test func setChangesOnlyTheRequestedAppearance() throws {
        var colorSet = try Self.colorSet()
        let before = Appearance.allCases.map { colorSet.resolvedColor(TraitRequest(appearance: $0))?.display }
        try colorSet.set(try ColorInput(parsing: "#FF0000"), appearance: .highContrastDark)
        let after = Appearance.allCases.map { colorSet.resolvedColor(TraitRequest(appearance: $0))?.display }
        #expect(Array(after.prefix(3)) == Array(before.prefix(3)))
        #expect(after[3]?.rgb.hex == "#FF0000")
        #expect(after[3]?.alpha == 0.8, "a derived slot copies the alpha of the slot it comes from")
    }

    @Test func addThenRemoveRestoresTheBytes() throws {
        var colorSet = try Self.colorSet()
        let index = try colorSet.addVariant(traits: SlotTraits(luminosity: .dark, highContrast: true),
                                            color: SpaceColor(space: .srgb, channels: [0.1, 0.2, 0.3], alpha: 1), template: nil)
        #expect(colorSet.isDirty)
        try colorSet.removeVariant(at: index)
        #expect(colorSet.document?.text == Self.mixed)
        #expect(!colorSet.isDirty)
    }

    @Test func aSystemReferenceCanBeReplacedByComponents() throws {
        var colorSet = try Self.colorSet(XcodeJSON.colorSet([
            "    {\n      \"color\" : {\n        \"platform\" : \"ios\",\n        \"reference\" : \"systemRedColor\"\n      },\n      \"idiom\" : \"universal\"\n    }",
        ]))
        try colorSet.setColor(ofVariant: 0, to: SpaceColor(space: .srgb, channels: [1, 0, 0], alpha: 1), template: nil)
        let text = try #require(colorSet.document?.text)
        #expect(text == XcodeLayout.canonical(text))
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .light))?.display?.rgb.hex == "#FF0000")
    }

    @Test func replacingASystemColorKeepsWhatItGaveTheOtherAppearances() throws {
        var colorSet = try Self.colorSet(XcodeJSON.colorSet([
            "    {\n      \"color\" : {\n        \"platform\" : \"ios\",\n        \"reference\" : \"systemRedColor\"\n      },\n      \"idiom\" : \"universal\"\n    }",
        ]))
        let shown = { (set: ColorSet) in Appearance.allCases.map { set.resolvedColor(TraitRequest(appearance: $0))?.display } }
        let before = shown(colorSet)
        #expect(colorSet.slotsKeepingSystemColor(ofVariant: 0).map(\.traits.appearanceLabel) == ["Dark", "HC Dark", "HC"])
        let index = try colorSet.replaceReference(ofVariant: 0, with: SpaceColor(space: .srgb, channels: [1, 0, 0], alpha: 1),
                                                  template: nil)
        #expect(index == 0)
        #expect(colorSet.variants.map(\.traits.appearanceLabel) == ["Any", "Dark", "HC", "HC Dark"])
        let after = shown(colorSet)
        #expect(after[0]?.rgb.hex == "#FF0000")
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()), "Dark, HC and HC Dark keep the system color's values")
        #expect(colorSet.diagnostics.isEmpty)
    }

    @Test func setOnASystemReferenceReplacesItAndKeepsDark() throws {
        var colorSet = try Self.colorSet(XcodeJSON.colorSet([
            "    {\n      \"color\" : {\n        \"platform\" : \"ios\",\n        \"reference\" : \"separatorColor\"\n      },\n      \"idiom\" : \"universal\"\n    }",
        ]))
        let dark = colorSet.resolvedColor(TraitRequest(appearance: .dark))?.display
        #expect(try colorSet.set(try ColorInput(parsing: "#112233"), appearance: .light) == .created(variant: 0))
        #expect(colorSet.variants.map(\.traits.appearanceLabel) == ["Any", "Dark"])
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .dark))?.display == dark)
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .light))?.display?.rgb.hex == "#112233")
    }

    @Test func aLegacyFileKeepsEveryLineButANeededComma() throws {
        let legacy = """
            {
              "info" : {
                "version" : 1,
                "author" : "xcode"
              },
              "colors" : [
                {
                  "idiom" : "universal",
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "red" : "0.940",
                      "alpha" : "1.000",
                      "blue" : "0.940",
                      "green" : "0.940"
                    }
                  }
                }
              ]
            }
            """
        var colorSet = try Self.colorSet(legacy)
        try colorSet.set(try ColorInput(parsing: "#202020"), appearance: .dark)
        let text = try #require(colorSet.document?.text)
        // Every old line is kept: the entry is inserted after the last one, whose brace gains a comma.
        let closing = try #require(legacy.range(of: "    }\n  ]\n}"))
        #expect(text.hasPrefix(legacy[..<closing.lowerBound] + "    },\n    {\n"))
        #expect(text.hasSuffix("\n    }\n  ]\n}"))
        #expect(!text.hasSuffix("\n"), "a legacy file keeps its missing final newline")
        #expect(text.contains("\"idiom\" : \"universal\",\n      \"appearances\" : ["), "legacy key order: idiom first")
        #expect(text.contains("\"red\" : \"0.125\",\n          \"alpha\" : \"1.000\","), "legacy component order and notation")
    }
}
