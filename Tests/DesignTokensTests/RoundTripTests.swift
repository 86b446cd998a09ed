import AssetCatalog
import ColorScience
import DesignTokens
import Foundation
import Testing
import TestSupport

/// Every catalog of `../shared/corpus` and `Palettes/`: exported, imported into an empty folder,
/// resolves as the original in all four appearances; imported back, it changes no byte.
@Suite struct RoundTripTests {
    static var corpusCatalogs: [String] {
        guard let corpus = SharedFolder.corpus else { return [] }
        let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        return (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "xcassets" }.map(\.path).sorted()
    }

    @Test(arguments: TokenExport.Modes.allCases)
    func theDemoRoundTrips(_ form: TokenExport.Modes) throws {
        try roundTrip([Tokens.demo], form: form)
    }

    @Test(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason), arguments: TokenExport.Modes.allCases)
    func everyCorpusCatalogRoundTrips(_ form: TokenExport.Modes) throws {
        #expect(Self.corpusCatalogs.count == 17)
        try roundTrip(Self.corpusCatalogs, form: form)
    }

    func roundTrip(_ catalogs: [String], form: TokenExport.Modes) throws {
        for path in catalogs {
            let folder = try TemporaryFolder()
            let original = CatalogLoader.loadCatalog(at: path)
            try folder.write(TokenExport().text([original], labels: [original.name], form: form), to: "tokens.json")

            let fresh = folder.url("Fresh/" + (path as NSString).lastPathComponent)
            try Tokens.importing([folder.url("tokens.json")], into: fresh)
            let imported = CatalogLoader.loadCatalog(at: fresh)
            for appearance in Appearance.allCases {
                #expect(Tokens.listed(imported, appearance) == Tokens.listed(original, appearance), "\(path) \(appearance)")
            }

            let copy = folder.url("Copy/" + (path as NSString).lastPathComponent)
            try FileManager.default.createDirectory(atPath: folder.url("Copy"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            let before = try Tokens.snapshot(copy)
            let plan = try Tokens.importing([folder.url("tokens.json")], into: copy)
            #expect(plan.changes.isEmpty, "\(path): \(plan.changes.map(\.path))")
            #expect(plan.existingCount == original.colorSets.filter { $0.variants.contains(where: \.hasColor) }.count)
            #expect(try Tokens.snapshot(copy) == before, "\(path)")
        }
    }

    @Test(arguments: TokenExport.Modes.allCases)
    func aColorSetsPropertiesAreRecreated(_ form: TokenExport.Modes) throws {
        let localizable = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0x33",
                      "green" : "0x22",
                      "red" : "0x11"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "localizable" : true
              }
            }

            """
        let unset = """
            {
              "colors" : [
                {
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "localizable" : true
              }
            }

            """
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/ink.colorset/Contents.json": localizable,
            "A.xcassets/AccentColor.colorset/Contents.json": unset,
        ])
        let original = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        try folder.write(TokenExport().text([original], labels: ["A"], form: form), to: "tokens.json")
        try Tokens.importing([folder.url("tokens.json")], into: folder.url("B.xcassets"))
        #expect(try Tokens.snapshot(folder.url("B.xcassets")) == Tokens.snapshot(folder.url("A.xcassets")))
    }

    @Test func theDemoIsRecreatedByteForByte() throws {
        let folder = try TemporaryFolder()
        let original = CatalogLoader.loadCatalog(at: Tokens.demo)
        try folder.write(TokenExport().text([original], labels: ["Demo"], form: .resolver), to: "tokens.json")
        try Tokens.importing([folder.url("tokens.json")], into: folder.url("Demo.xcassets"))
        #expect(try Tokens.snapshot(folder.url("Demo.xcassets")) == Tokens.snapshot(Tokens.demo))
    }
}
