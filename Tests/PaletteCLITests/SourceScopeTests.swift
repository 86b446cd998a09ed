import AssetCatalog
import Testing
import TestSupport
@testable import PaletteCLI

/// The browser's view of a source scan (`SourceScope.usage`), as `check` sees the same sources.
@Suite struct SourceScopeTests {
    @Test func aNameFromAnotherModulesBundleIsNotListedAsMissing() throws {
        let folder = try TemporaryFolder(SourceFixtures.otherBundle)
        let workspace = CatalogLoader.load(paths: [folder.path])
        let usage = SourceScope.usage(paths: [folder.path], config: nil, workspace: workspace)
        // `check` calls only `Typo` missing (an error) and notes `Elsewhere`: `U` lists what check calls missing.
        #expect(usage.missing.map(\.name) == ["Typo"])
        #expect(usage.count(for: ColorSetLocation(catalog: 0, colorSet: 0)) == 1)
    }
}
