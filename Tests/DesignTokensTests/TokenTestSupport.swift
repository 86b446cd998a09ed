import AssetCatalog
import ColorScience
import DesignTokens
import Foundation
import Testing
import TestSupport

/// Fixtures and helpers shared by the design-token tests.
enum Tokens {
    static let demo = SharedFolder.packageRoot.path + "/Palettes/Demo.xcassets"

    /// `Tests/Fixtures/tokens/NAME`.
    static func fixture(_ name: String) -> String {
        SharedFolder.fixtures.appendingPathComponent("tokens").appendingPathComponent(name).path
    }

    /// Every catalog file's bytes below `folder`, by path relative to it.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: folder))
        for case let relative as String in walker {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative))
            }
        }
        return files
    }

    /// What `palette list --format json` prints as `hexWithAlpha`, by qualified name, for one
    /// appearance (`nil` where it prints `null`).
    static func listed(_ catalog: Catalog, _ appearance: Appearance) -> [String: String?] {
        var rows: [String: String?] = [:]
        for colorSet in catalog.colorSets {
            rows[colorSet.qualifiedName] = colorSet.resolvedColor(TraitRequest(appearance: appearance))?.display?.hexWithAlpha
        }
        return rows
    }

    /// Imports `tokens` into `catalog` and returns the plan after writing it.
    @discardableResult
    static func importing(_ tokens: [String], into catalog: String, modes: ModeMap = .standard) throws -> TokenImport {
        var plan = TokenImport.plan(tokenPaths: tokens, into: catalog, modes: modes)
        #expect(!plan.hasErrors, "\(plan.diagnostics.map(\.formatted))")
        try plan.write()
        return plan
    }

    /// The loaded catalog's colorset named `name`.
    static func colorSet(_ name: String, in catalog: String) throws -> ColorSet {
        let loaded = CatalogLoader.loadCatalog(at: catalog)
        return try #require(loaded.colorSets.first { $0.qualifiedName == name }, "no colorset '\(name)'")
    }

    /// The hex with alpha `list` shows for `name` in `appearance`.
    static func hex(_ name: String, in catalog: String, _ appearance: Appearance = .light) throws -> String? {
        try colorSet(name, in: catalog).resolvedColor(TraitRequest(appearance: appearance))?.display?.hexWithAlpha
    }
}
