import AssetCatalog

/// A `Contents.json` inside a catalog, named by its path relative to a tree's root.
struct CatalogFile: Hashable, Sendable {
    /// The catalog folder, e.g. `App/Assets.xcassets`.
    var catalog: String
    /// The path inside the catalog, e.g. `Brand/accent.colorset/Contents.json`.
    var relative: String

    /// `nil` unless `path` is a `Contents.json` in a catalog the loader would find.
    init?(_ path: String) {
        guard path.hasSuffix("/Contents.json"), let catalog = CatalogSnapshot.catalogFolder(containing: path) else { return nil }
        self.catalog = catalog
        relative = String(path.dropFirst(catalog.count + 1))
    }

    /// The full path relative to the tree's root.
    var path: String { catalog + "/" + relative }

    /// The folder holding the file (`App/Assets.xcassets/Brand`), the catalog for the root file.
    var folder: String { String(path.dropLast("/Contents.json".count)) }

    /// True for a colorset's file: its folder ends in `.colorset`.
    var isColorSet: Bool { folder.hasSuffix(".colorset") }

    /// True for a group folder's file (not the catalog root's, not a colorset's).
    var isGroup: Bool { !isColorSet && relative != "Contents.json" }

    /// The `Contents.json` of every folder from the catalog root down to this file's parent
    /// folder: what decides its namespace.
    var ancestorFiles: [String] {
        var files = [catalog + "/Contents.json"]
        var folder = catalog
        let names = relative.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for name in names.dropLast() {
            folder += "/" + name
            files.append(folder + "/Contents.json")
        }
        return files
    }
}
