import ColorScience
import Testing

@Suite struct SystemColorTableTests {
    struct LookupCase: Sendable, CustomTestStringConvertible {
        var reference: String
        var name: String
        var testDescription: String { reference }
    }

    static let lookupCases: [LookupCase] = [
        .init(reference: "systemRedColor", name: "systemRedColor"), .init(reference: "systemRed", name: "systemRedColor"),
        .init(reference: "SYSTEMREDCOLOR", name: "systemRedColor"), .init(reference: "labelColor", name: "labelColor"),
        .init(reference: "label", name: "labelColor"), .init(reference: "systemGray6Color", name: "systemGray6Color"),
        .init(reference: "groupTableViewBackgroundColor", name: "groupTableViewBackgroundColor"),
        .init(reference: "systemBackground", name: "systemBackgroundColor"), .init(reference: "clear", name: "clearColor"),
        .init(reference: "controlAccentColor", name: "controlAccentColor"), .init(reference: "windowBackground", name: "windowBackgroundColor"),
    ]

    @Test(arguments: lookupCases)
    func findsBothSpellings(_ testCase: LookupCase) {
        #expect(SystemColorTable.color(named: testCase.reference)?.name == testCase.name)
    }

    @Test(arguments: ["", "Color", "systemMauveColor", "system Red", "redColorColor"])
    func unknownNamesAreNil(_ reference: String) {
        #expect(SystemColorTable.color(named: reference) == nil)
    }

    @Test func systemRedHasAllFourAppearances() throws {
        let red = try #require(SystemColorTable.color(named: "systemRedColor"))
        #expect(red.light.display.rgb == RGB8(0xFF3B30))
        #expect(red.dark.display.rgb == RGB8(0xFF453A))
        #expect(red.resolved(dark: false, highContrast: true).display.rgb == RGB8(0xD70015))
        #expect(red.resolved(dark: true, highContrast: true).display.rgb == RGB8(0xFF6961))
    }

    @Test func missingHighContrastFallsBackToNormal() throws {
        let background = try #require(SystemColorTable.color(named: "systemBackgroundColor"))
        #expect(background.highContrastDark == nil)
        #expect(background.resolved(dark: true, highContrast: true) == background.dark)
        #expect(background.dark.display.rgb == RGB8(0x000000))
    }

    @Test func labelsCarryAlpha() throws {
        let secondary = try #require(SystemColorTable.color(named: "secondaryLabel"))
        #expect(secondary.light.display == DisplayColor(rgb: RGB8(0x3C3C43), alpha: 0.6))
        #expect(SystemColorTable.color(named: "clearColor")?.light.alpha == 0)
    }

    @Test func platformChoosesTheFramework() {
        #expect(SystemColorTable.color(named: "labelColor", platform: "ios")?.framework == .uiKit)
        #expect(SystemColorTable.color(named: "labelColor", platform: "universal")?.framework == .uiKit)
        #expect(SystemColorTable.color(named: "quaternaryLabelColor", platform: "osx")?.light.alpha == 0.1)
        // AppKit has no systemIndigo entry of its own: UIKit's values serve.
        #expect(SystemColorTable.color(named: "systemIndigoColor", platform: "osx")?.framework == .uiKit)
        #expect(SystemColorTable.color(named: "windowBackgroundColor", platform: "ios")?.framework == .appKit)
    }

    @Test func namesAreUniquePerFramework() {
        for framework in SystemColor.Framework.allCases {
            let names = SystemColorTable.all.filter { $0.framework == framework }.map { $0.name.lowercased() }
            #expect(Set(names).count == names.count)
        }
    }

    @Test func everyReferenceInTheCorpusResolves() {
        // The references FORMAT.md 3.4 lists from the corpus and surveyed apps.
        for reference in ["systemBackgroundColor", "labelColor", "systemRedColor", "controlAccentColor",
                          "quaternaryLabelColor", "groupTableViewBackgroundColor", "linkColor", "systemIndigoColor",
                          "systemYellowColor"] {
            #expect(SystemColorTable.color(named: reference) != nil, "\(reference)")
        }
    }

    @Test func shortNameDropsColorSuffix() {
        #expect(SystemColorTable.color(named: "systemGray2")?.shortName == "systemGray2")
    }
}
