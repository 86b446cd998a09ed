import Foundation
import Testing
import TestSupport

/// Two catalogs named `Assets.xcassets` that both define `accent`: `show` prints both, labelled by
/// the path that tells them apart, and `--catalog` picks one for `show` and `set`.
@Suite struct ManyCatalogsTests {
    private func twoCatalogs() throws -> TemporaryFolder {
        try TemporaryFolder([
            "App/Assets.xcassets/accent.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
            "Widget/Assets.xcassets/accent.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x00", green: "0x00", blue: "0xFF")]),
            "Widget/Assets.xcassets/only.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33")]),
        ])
    }

    @Test func showPrintsOneBlockPerCatalog() throws {
        let folder = try twoCatalogs()
        let result = try CLI.run(["show", "accent", folder.path])
        #expect(result.status == 0)
        #expect(result.output.components(separatedBy: "\naccent\n").count == 2)
        #expect(result.output.hasPrefix("accent\n"))
        #expect(result.output.contains("#FF0000"))
        #expect(result.output.contains("#0000FF"))
    }

    @Test func showJSONIsAnArrayWhenAmbiguousAndAnObjectWhenUnique() throws {
        let folder = try twoCatalogs()
        let both = try #require(try CLI.json(["show", "accent", "--format", "json", folder.path]) as? [[String: Any]])
        #expect(both.compactMap { $0["catalogLabel"] as? String }.sorted() == ["App/Assets.xcassets", "Widget/Assets.xcassets"])
        let one = try #require(try CLI.json(["show", "only", "--format", "json", folder.path]) as? [String: Any])
        #expect(one["catalogLabel"] as? String == "Widget/Assets.xcassets")
    }

    @Test(arguments: ["Widget/Assets.xcassets", "Widget/Assets", "Widget/Assets.xcassets/"])
    func catalogPicksOne(_ choice: String) throws {
        let folder = try twoCatalogs()
        let one = try #require(try CLI.json(["show", "accent", "--catalog", choice, "--format", "json", folder.path]) as? [String: Any])
        #expect((one["catalog"] as? String)?.hasSuffix("Widget/Assets.xcassets") == true)
        let resolved = one["resolved"] as? [String: Any]
        #expect((resolved?["light"] as? [String: Any])?["hex"] as? String == "#0000FF")
    }

    @Test func aCatalogThatMatchesNothingOrEverythingIsAnError() throws {
        let folder = try twoCatalogs()
        let none = try CLI.run(["show", "accent", "--catalog", "Nope", folder.path])
        #expect(none.status == 1)
        #expect(none.output.contains("palette: error: no catalog 'Nope'; the catalogs are 'App/Assets.xcassets', 'Widget/Assets.xcassets'"))
        let both = try CLI.run(["show", "accent", "--catalog", "Assets", folder.path])
        #expect(both.status == 1)
        #expect(both.output.contains("'Assets' names several catalogs"))
    }

    @Test func setWithoutCatalogRefusesAndWithCatalogWritesOnlyThatFile() throws {
        let folder = try twoCatalogs()
        let app = folder.url("App/Assets.xcassets/accent.colorset/Contents.json")
        let widget = folder.url("Widget/Assets.xcassets/accent.colorset/Contents.json")
        let appBefore = try String(contentsOfFile: app, encoding: .utf8)
        let refused = try CLI.run(["set", "accent", "#00FF00", folder.path])
        #expect(refused.status == 1)
        #expect(refused.output.contains("'accent' matches several colors: App/Assets.xcassets: accent, Widget/Assets.xcassets: accent"))
        let set = try CLI.run(["set", "accent", "#00FF00", "--catalog", "Widget/Assets.xcassets", folder.path])
        #expect(set.status == 0)
        #expect(try String(contentsOfFile: app, encoding: .utf8) == appBefore)
        #expect(try String(contentsOfFile: widget, encoding: .utf8).contains("\"green\" : \"0xFF\""))
    }
}
