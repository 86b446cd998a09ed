import AssetCatalog
import Testing

/// Catalogs that share a name are labelled by the shortest tail of their path that tells them apart.
@Suite struct CatalogLabelTests {
    @Test(arguments: [
        (["/p/App/Assets.xcassets", "/p/Widget/Assets.xcassets", "/p/Brand.xcassets"],
         ["App/Assets.xcassets", "Widget/Assets.xcassets", "Brand"]),
        (["/p/App/Resources/Assets.xcassets", "/p/Widget/Resources/Assets.xcassets"],
         ["App/Resources/Assets.xcassets", "Widget/Resources/Assets.xcassets"]),
        (["/p/App/Assets.xcassets", "/p/Kit/App/Assets.xcassets", "/p/Kit/Watch/Assets.xcassets"],
         ["p/App/Assets.xcassets", "Kit/App/Assets.xcassets", "Watch/Assets.xcassets"]),
        (["Assets.xcassets", "Sub/Assets.xcassets"], ["Assets.xcassets", "Sub/Assets.xcassets"]),
        (["/p/Demo.xcassets"], ["Demo"]),
    ])
    func labels(_ paths: [String], _ expected: [String]) {
        #expect(Workspace.labels(forCatalogPaths: paths) == expected)
    }
}
