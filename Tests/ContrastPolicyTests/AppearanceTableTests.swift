import AssetCatalog
import ColorScience
import Testing
@testable import ContrastPolicy

/// `check` resolves every colorset once (`AppearanceTable`) and hands the table to the pairs'
/// measurements: they must be exactly those measured by resolving each colorset afresh.
@Suite struct AppearanceTableTests {
    @Test func theTableHoldsWhatEachAppearanceResolvesTo() throws {
        let catalog = try TestCatalog(VisionChecksEquivalenceTests.colors)
        let workspace = catalog.workspace
        let table = AppearanceTable(workspace: workspace)
        var translucent = 0
        for index in workspace.catalogs[0].colorSets.indices {
            let location = ColorSetLocation(catalog: 0, colorSet: index)
            for appearance in Appearance.allCases {
                let resolved = workspace.colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance))
                let side = table.side(location, appearance)
                #expect(side.variant == resolved?.resolution.variant.index)
                #expect(side.isFallback == (resolved?.resolution.isFallback ?? false))
                #expect(side.color == resolved?.display)
                if let alpha = side.color?.alpha, alpha < 1 { translucent += 1 }
            }
        }
        #expect(translucent > 0)
    }

    @Test func measurementsWithTheTableEqualThoseWithout() throws {
        let catalog = try TestCatalog(VisionChecksEquivalenceTests.colors)
        let workspace = catalog.workspace
        let names = workspace.catalogs[0].colorSets.map(\.qualifiedName).sorted()
        let pairs = names.indices.map { index in
            ContrastPair(foreground: catalog.location(names[index]), background: catalog.location(names[(index * 7 + 3) % names.count]))
        }
        let plain = ContrastEvaluator(workspace: workspace).measure(pairs)
        let tabled = ContrastEvaluator(workspace: workspace, table: AppearanceTable(workspace: workspace)).measure(pairs)
        #expect(plain.count == pairs.count * Appearance.allCases.count)
        #expect(plain.contains { $0.verdict == .fail } && plain.contains { $0.verdict == .pass })
        #expect(tabled == plain)
    }
}
