import Testing
import TestSupport
@testable import AssetCatalog

@Suite struct CatalogLoaderTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    @Test func namespacesStackAndPlainGroupsAddNothing() throws {
        let folder = try TemporaryFolder([
            "App/A.xcassets/Contents.json": XcodeJSON.folder(),
            "App/A.xcassets/Colors/Contents.json": XcodeJSON.folder(namespace: true),
            "App/A.xcassets/Colors/Label/Contents.json": XcodeJSON.folder(namespace: true),
            "App/A.xcassets/Colors/Label/primary.reverse.colorset/Contents.json": Self.red,
            "App/A.xcassets/Plain/ENA Button Color.colorset/Contents.json": Self.red,
            "App/A.xcassets/Icons/Icon.imageset/Contents.json": "{}",
        ])
        let workspace = CatalogLoader.load(paths: [folder.path])
        let catalog = try #require(workspace.catalogs.first)
        #expect(workspace.catalogs.count == 1)
        #expect(catalog.name == "A")
        #expect(catalog.colorSetsInTreeOrder.map { catalog.colorSets[$0].qualifiedName }
                == ["Colors/Label/primary.reverse", "ENA Button Color"])
        #expect(catalog.folders.map(\.name) == ["A.xcassets", "Colors", "Label", "Plain"])
        #expect(catalog.allDiagnostics.isEmpty)
    }

    @Test func skipsBuildAndDependencyFolders() throws {
        var files: [String: String] = ["Mine.xcassets/x.colorset/Contents.json": Self.red]
        for skipped in [".git", ".build", ".build-release", "DerivedData", "Pods", "node_modules"] {
            files["\(skipped)/Theirs.xcassets/x.colorset/Contents.json"] = Self.red
        }
        let folder = try TemporaryFolder(files)
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogs.map(\.name) == ["Mine"])
    }

    @Test func childrenAreInNaturalOrder() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/chart10.colorset/Contents.json": Self.red,
            "A.xcassets/chart2.colorset/Contents.json": Self.red,
            "A.xcassets/Chart1.colorset/Contents.json": Self.red,
            "A.xcassets/beta/x.colorset/Contents.json": Self.red,
        ])
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.colorSetsInTreeOrder.map { catalog.colorSets[$0].qualifiedName } == ["x", "Chart1", "chart2", "chart10"])
    }

    @Test func aMissingPathIsADiagnostic() {
        let workspace = CatalogLoader.load(paths: ["/nonexistent/palette-test"])
        #expect(workspace.catalogs.isEmpty)
        #expect(workspace.diagnostics.map(\.code) == ["path.not-found"])
    }
}

@Suite struct NaturalOrderTests {
    @Test func digitRunsCompareAsNumbersAndCaseIsIgnored() {
        let names = ["chart10", "chart2", "Chart1", "chart1b", "token100", "token20", "x007", "x7", "x08", "Beta", "alpha"]
        #expect(NaturalOrder.sorted(names, by: { $0 }) == [
            "alpha", "Beta", "Chart1", "chart1b", "chart2", "chart10", "token20", "token100", "x007", "x7", "x08",
        ])
    }

    @Test func nonASCIINamesAreLoweredToo() {
        #expect(NaturalOrder.sorted(["Über10", "über2", "zeta", "a"], by: { $0 }) == ["a", "zeta", "über2", "Über10"])
    }
}
