import AssetCatalog
import Testing
import TestSupport
@testable import PaletteCLI

/// The browser's view of a source scan (`SourceScope.usage`), as `check` sees the same sources.
@Suite struct SourceScopeTests {
    @Test func aNameFromAnotherModulesBundleIsNotListedAsMissing() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Here.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")]),
            "View.swift": """
                let a = Color("Elsewhere", bundle: DesignResourcesKit.bundle)
                let b = Color("Here", bundle: DesignResourcesKit.bundle)
                let c = Color("Typo", bundle: .main)
                """,
        ])
        let workspace = CatalogLoader.load(paths: [folder.path])
        let usage = SourceScope.usage(paths: [folder.path], config: nil, workspace: workspace)
        // `check` calls only `Typo` missing (an error) and notes `Elsewhere`: `U` lists what check calls missing.
        #expect(usage.missing.map(\.name) == ["Typo"])
        #expect(usage.count(for: ColorSetLocation(catalog: 0, colorSet: 0)) == 1)
    }
}
