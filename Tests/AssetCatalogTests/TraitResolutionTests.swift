import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// FORMAT.md section 7: every row of the fallback table and every worked example.
@Suite struct TraitResolutionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var slots: [String]          // appearance labels: Any, Light, Dark, HC, HC Light, HC Dark; "HC(empty)" has no color
        var request: Appearance
        var expected: String?
        var fallback: Bool
        var ambiguous = false
        var testDescription: String { "\(slots.joined(separator: ",")) under \(request.rawValue) -> \(expected ?? "none")" }
    }

    static let cases: [Case] = [
        // light: light -> any
        Case(slots: ["Any", "Light", "Dark"], request: .light, expected: "Light", fallback: false),
        Case(slots: ["Any", "Dark"], request: .light, expected: "Any", fallback: false),
        // dark: dark -> any
        Case(slots: ["Any", "Dark"], request: .dark, expected: "Dark", fallback: false),
        Case(slots: ["Any"], request: .dark, expected: "Any", fallback: true),
        // light + HC: light+HC -> light -> HC(any) -> any
        Case(slots: ["Any", "Light", "Dark", "HC", "HC Light", "HC Dark"], request: .highContrastLight, expected: "HC Light", fallback: false),
        Case(slots: ["Any", "Light", "HC"], request: .highContrastLight, expected: "Light", fallback: true),
        Case(slots: ["Any", "HC"], request: .highContrastLight, expected: "HC", fallback: false),
        Case(slots: ["Any", "Dark"], request: .highContrastLight, expected: "Any", fallback: true),
        // dark + HC: dark+HC -> dark -> HC(any) -> any
        Case(slots: ["Any", "Dark", "HC", "HC Dark"], request: .highContrastDark, expected: "HC Dark", fallback: false),
        Case(slots: ["Any", "Dark"], request: .highContrastDark, expected: "Dark", fallback: true),
        Case(slots: ["Any", "HC"], request: .highContrastDark, expected: "HC", fallback: true),
        Case(slots: ["Any"], request: .highContrastDark, expected: "Any", fallback: true),
        // The tie: {any, dark, HC} under dark + HC picks Dark and says so.
        Case(slots: ["Any", "Dark", "HC"], request: .highContrastDark, expected: "Dark", fallback: true, ambiguous: true),
        // Black.colorset: any, dark, HC(empty), dark+HC under light + HC gives Any.
        Case(slots: ["Any", "Dark", "HC(empty)", "HC Dark"], request: .highContrastLight, expected: "Any", fallback: true),
        // Only an empty slot: nothing to show.
        Case(slots: ["HC(empty)"], request: .light, expected: nil, fallback: false),
    ]

    @Test(arguments: cases)
    func resolvesByTheFallbackTable(_ example: Case) throws {
        let colorSet = try ColorSetFixture.make(slots: example.slots)
        let resolution = colorSet.resolve(TraitRequest(appearance: example.request))
        #expect(resolution?.variant.traits.appearanceLabel == example.expected)
        if let resolution {
            #expect(resolution.isFallback == example.fallback)
            #expect(resolution.isAmbiguous == example.ambiguous)
        }
    }

    @Test func theTieIsAlsoAWarning() throws {
        let colorSet = try ColorSetFixture.make(slots: ["Any", "Dark", "HC"])
        #expect(colorSet.diagnostics.map(\.code) == ["colorset.appearance-tie"])
        #expect(colorSet.diagnostics.first?.severity == .warning)
    }

    @Test func specificIdiomBeatsUniversal() throws {
        let colorSet = try ColorSetFixture.make(entries: [
            XcodeJSON.entry(red: "0x01", green: "0x00", blue: "0x00"),
            XcodeJSON.entry(red: "0x02", green: "0x00", blue: "0x00", idiom: "ipad"),
            XcodeJSON.entry(red: "0x03", green: "0x00", blue: "0x00", idiom: "ipad", extra: "\"subtype\" : \"mac-catalyst\", "),
        ])
        func red(_ idiom: String?, _ subtype: String? = nil) -> String? {
            colorSet.resolvedColor(TraitRequest(appearance: .light, idiom: idiom, subtype: subtype))?.display?.rgb.hex
        }
        #expect(red("iphone") == "#010000")
        #expect(red("ipad") == "#020000")
        #expect(red("ipad", "mac-catalyst") == "#030000")
        #expect(red(nil) == "#010000")
    }

    @Test func aMacOnlyColorResolvesWithoutAnIdiom() throws {
        let colorSet = try ColorSetFixture.make(entries: [XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30", idiom: "mac")])
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .light))?.display?.rgb.hex == "#102030")
        #expect(colorSet.resolve(TraitRequest(appearance: .light, idiom: "iphone")) == nil)
    }

    @Test func gamutFollowsTheDisplay() throws {
        let colorSet = try ColorSetFixture.make(entries: [
            XcodeJSON.entry(red: "0x01", green: "0x00", blue: "0x00", extra: "\"display-gamut\" : \"sRGB\", "),
            XcodeJSON.entry(red: "0x02", green: "0x00", blue: "0x00", extra: "\"display-gamut\" : \"display-P3\", "),
        ])
        func red(_ gamut: DisplayGamut) -> String? {
            colorSet.resolvedColor(TraitRequest(appearance: .light, gamut: gamut))?.display?.rgb.hex
        }
        #expect(red(.sRGB) == "#010000")
        #expect(red(.displayP3) == "#020000")
    }

    @Test func localeIsFilteredExactThenLanguage() throws {
        let colorSet = try ColorSetFixture.make(entries: [
            XcodeJSON.entry(red: "0x01", green: "0x00", blue: "0x00"),
            XcodeJSON.entry(red: "0x02", green: "0x00", blue: "0x00", extra: "\"locale\" : \"fr\", "),
            XcodeJSON.entry(red: "0x03", green: "0x00", blue: "0x00", extra: "\"locale\" : \"fr-CA\", "),
        ])
        func red(_ locale: String?) -> String? {
            colorSet.resolvedColor(TraitRequest(appearance: .light, locale: locale))?.display?.rgb.hex
        }
        #expect(red(nil) == "#010000")
        #expect(red("fr-CA") == "#030000")
        #expect(red("fr-FR") == "#020000")
        #expect(red("de") == "#010000")
    }
}

/// Builds colorsets from slot labels or entry texts.
enum ColorSetFixture {
    static func make(slots: [String]) throws -> ColorSet {
        try make(entries: slots.enumerated().map { index, label in
            let byte = String(format2Hex: index + 1)
            let empty = label.hasSuffix("(empty)")
            let name = empty ? String(label.dropLast("(empty)".count)) : label
            let luminosity = name.hasSuffix("Light") ? "light" : name.hasSuffix("Dark") ? "dark" : nil
            if empty {
                let appearances = "\"appearances\" : [{ \"appearance\" : \"contrast\", \"value\" : \"high\" }], "
                return "    { \(appearances)\"idiom\" : \"universal\" }"
            }
            return XcodeJSON.entry(red: byte, green: "0x00", blue: "0x00", luminosity: luminosity,
                                   highContrast: name.hasPrefix("HC"))
        })
    }

    static func make(entries: [String]) throws -> ColorSet {
        let document = try JSONDocument(text: XcodeJSON.colorSet(entries))
        return ColorSet(name: "test", qualifiedName: "test", folderPath: "/tmp/test.colorset", document: document)
    }
}

extension String {
    init(format2Hex value: Int) {
        let digits = String(value, radix: 16, uppercase: true)
        self = "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
