import AssetCatalog
import DesignTokens
import Testing
import TestSupport

/// CSS custom property names: the words generated code's names use, and two colors that would
/// become one property refused (the cascade would keep only the later one's values).
@Suite struct CSSNameTests {
    struct NameCase: Sendable, CustomTestStringConvertible {
        var name: String
        var property: String
        var testDescription: String { "\(name) is --\(property)" }
    }

    @Test(arguments: [
        NameCase(name: "Brand/accentColor", property: "brand-accent-color"),
        // An acronym ends before the capital that starts the next word, as in generated code.
        NameCase(name: "freshRSSColor", property: "fresh-rss-color"),
        NameCase(name: "URLColor", property: "url-color"),
        NameCase(name: "buttonTitle.highlighted", property: "button-title-highlighted"),
        NameCase(name: "chart1", property: "chart1"),
        NameCase(name: "chart1Color", property: "chart1-color"),
        NameCase(name: "accent soft", property: "accent-soft"),
        NameCase(name: "text_primary", property: "text_primary"),
        NameCase(name: "gr\u{FC}n", property: "gr\u{FC}n"),
        NameCase(name: "Gr\u{FC}nTon", property: "gr\u{FC}n-ton"),
        NameCase(name: "\u{1F3A8}", property: "color"),
    ])
    func propertyNamesSplitWordsAsGeneratedNamesDo(_ example: NameCase) {
        #expect(CSSExport.propertyName(example.name) == example.property)
    }

    @Test func colorsOfOneCatalogForOnePropertyAreAnErrorNamingBothAndGiveNoText() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/textPrimary.colorset/Contents.json": Self.color("0x01"),
            "A.xcassets/text-primary.colorset/Contents.json": Self.color("0x02"),
            "A.xcassets/Text/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Text/primary.colorset/Contents.json": Self.color("0x03"),
            "A.xcassets/other.colorset/Contents.json": Self.color("0x04"),
        ])
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let css = CSSExport.text([catalog])
        #expect(css.text == nil, "nothing is exported")
        #expect(css.diagnostics.count == 2, "\(css.diagnostics.map(\.formatted))")
        let names = ["textPrimary", "text-primary", "Text/primary"]
        for diagnostic in css.diagnostics {
            #expect(diagnostic.code == "export.name-collision")
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.message.contains("both become the CSS custom property '--text-primary'; rename one of them"))
            // Each names itself, and the color that claimed the property first with its path.
            let quoted = names.filter { diagnostic.message.contains("'\($0)'") }
            #expect(quoted.count == 2, "\(diagnostic.message)")
            #expect(quoted.contains { diagnostic.file.hasSuffix("/\($0).colorset") })
            #expect(quoted.contains { diagnostic.message.contains("('" + folder.url("A.xcassets/\($0).colorset") + "')") })
        }
        #expect(Set(css.diagnostics.map(\.file)).count == 2)
    }

    @Test func theSameNameInTwoCatalogsIsAnErrorThatSaysToExportThemApart() throws {
        let folder = try TemporaryFolder([
            "Mac/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "Mac/Assets.xcassets/StarColor.colorset/Contents.json": Self.color("0xEB"),
            "iOS/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "iOS/Assets.xcassets/starColor.colorset/Contents.json": Self.color("0xF9"),
        ])
        let catalogs = ["Mac", "iOS"].map { CatalogLoader.loadCatalog(at: folder.url("\($0)/Assets.xcassets")) }
        let together = CSSExport.text(catalogs)
        #expect(together.text == nil)
        let diagnostic = try #require(together.diagnostics.first)
        #expect(together.diagnostics.count == 1)
        #expect(diagnostic.code == "export.name-collision")
        #expect(diagnostic.file == folder.url("iOS/Assets.xcassets/starColor.colorset"))
        #expect(diagnostic.message == "'starColor' and 'StarColor' ('\(folder.url("Mac/Assets.xcassets/StarColor.colorset"))') both "
            + "become the CSS custom property '--star-color'; export each catalog on its own (name its .xcassets path) or rename one of them")
        for catalog in catalogs {
            let alone = CSSExport.text([catalog])
            #expect(alone.diagnostics.isEmpty)
            #expect(alone.text?.contains("  --star-color: #") == true)
        }
    }

    /// An opaque sRGB colorset whose red component is `red`.
    static func color(_ red: String) -> String {
        XcodeJSON.colorSet([XcodeJSON.entry(red: red, green: "0x00", blue: "0x00")])
    }
}
