import AssetCatalog
import ColorScience
import Testing
import TestSupport
@testable import ContrastPolicy

/// `check` resolves every colorset once (`AppearanceTable`) and hands the table to the pairs'
/// measurements: they must be exactly those measured by resolving each colorset afresh.
@Suite struct AppearanceTableTests {
    /// Colorsets whose High Contrast appearances are not simply their luminosity's: system colors
    /// (which have High Contrast forms of their own) with and without other slots, an empty High
    /// Contrast slot, a Dark slot alone, a Display P3 color and one outside sRGB.
    @Test func theTableHoldsWhatEachAppearanceResolvesToForEveryKindOfSlot() throws {
        func reference(_ name: String, luminosity: String? = nil, highContrast: Bool = false) -> String {
            var appearances: [String] = []
            if let luminosity { appearances.append("{ \"appearance\" : \"luminosity\", \"value\" : \"\(luminosity)\" }") }
            if highContrast { appearances.append("{ \"appearance\" : \"contrast\", \"value\" : \"high\" }") }
            let traits = appearances.isEmpty ? "" : "\"appearances\" : [ \(appearances.joined(separator: ", ")) ], "
            return "{ \(traits)\"color\" : { \"platform\" : \"ios\", \"reference\" : \"\(name)\" }, \"idiom\" : \"universal\" }"
        }
        let emptyHighContrast = "{ \"appearances\" : [ { \"appearance\" : \"contrast\", \"value\" : \"high\" } ], \"idiom\" : \"universal\" }"
        let sets: [String: [String]] = [
            "systemOnly": [reference("systemRedColor")],
            "systemAndDark": [reference("systemBlueColor"), XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", luminosity: "dark")],
            "plainAndSystemDark": [XcodeJSON.entry(red: "0.9", green: "0.8", blue: "0.7"), reference("labelColor", luminosity: "dark")],
            "emptyHighContrast": [XcodeJSON.entry(red: "0.5", green: "0.5", blue: "0.5"), emptyHighContrast],
            "darkOnly": [XcodeJSON.entry(red: "0.2", green: "0.3", blue: "0.4", luminosity: "dark")],
            "displayP3": [XcodeJSON.entry(red: "1.000", green: "0.200", blue: "0.100", space: "display-p3")],
            "extended": [XcodeJSON.entry(red: "1.200", green: "-0.100", blue: "0.500", space: "extended-srgb"),
                         XcodeJSON.entry(red: "0.1", green: "0.1", blue: "0.1", luminosity: "dark")],
        ]
        var files = ["Test.xcassets/Contents.json": XcodeJSON.folder()]
        for (name, entries) in sets { files["Test.xcassets/\(name).colorset/Contents.json"] = XcodeJSON.colorSet(entries) }
        let folder = try TemporaryFolder(files)
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogs[0].colorSets.count == sets.count)
        expectTableResolves(workspace)
    }

    @Test func theTableHoldsWhatEachAppearanceResolvesTo() throws {
        let catalog = try TestCatalog(VisionChecksEquivalenceTests.colors)
        #expect(expectTableResolves(catalog.workspace) > 0)
    }

    /// Checks every side of the table against a fresh resolution; returns how many are translucent.
    @discardableResult
    private func expectTableResolves(_ workspace: Workspace) -> Int {
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
                #expect(side.location == resolved?.resolution.variant.location && side.location != nil || resolved == nil)
                if let alpha = side.color?.alpha, alpha < 1 { translucent += 1 }
            }
        }
        return translucent
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

    /// Slots for other idioms and for Display P3 make a pair measured once per idiom and gamut:
    /// the table's facts about a colorset's slots split them as a fresh resolution does.
    @Test func measurementsByIdiomAndGamutWithTheTableEqualThoseWithout() throws {
        let p3 = "\"display-gamut\" : \"display-P3\", "
        let sets: [String: [String]] = [
            "plain": [XcodeJSON.entry(red: "0.9", green: "0.9", blue: "0.9")],
            "empty": ["{ \"idiom\" : \"universal\" }"],
            "phoneAndPad": [XcodeJSON.entry(red: "0.1", green: "0.1", blue: "0.1", idiom: "iphone"),
                            XcodeJSON.entry(red: "0.6", green: "0.6", blue: "0.6", idiom: "ipad")],
            "padOnly": [XcodeJSON.entry(red: "0.2", green: "0.2", blue: "0.2", idiom: "ipad")],
            "wideGamut": [XcodeJSON.entry(red: "0.3", green: "0.3", blue: "0.3"),
                          XcodeJSON.entry(red: "0.8", green: "0.3", blue: "0.3", extra: p3)],
            "universalAndMac": [XcodeJSON.entry(red: "0.4", green: "0.4", blue: "0.4"),
                                XcodeJSON.entry(red: "0.7", green: "0.7", blue: "0.7", idiom: "mac")],
        ]
        var files = ["Test.xcassets/Contents.json": XcodeJSON.folder()]
        for (name, entries) in sets { files["Test.xcassets/\(name).colorset/Contents.json"] = XcodeJSON.colorSet(entries) }
        let folder = try TemporaryFolder(files)
        let workspace = CatalogLoader.load(paths: [folder.path])
        let colorSets = workspace.catalogs[0].colorSets.indices.map { ColorSetLocation(catalog: 0, colorSet: $0) }
        let pairs = colorSets.flatMap { foreground in
            colorSets.filter { $0 != foreground }.map { ContrastPair(foreground: foreground, background: $0) }
        }
        let plain = ContrastEvaluator(workspace: workspace).measure(pairs)
        let tabled = ContrastEvaluator(workspace: workspace, table: AppearanceTable(workspace: workspace)).measure(pairs)
        #expect(tabled == plain)
        #expect(Set(plain.compactMap(\.idiom)) == ["universal", "iphone", "ipad", "mac"])
        #expect(plain.contains { $0.gamut == .displayP3 } && plain.contains { $0.idiom == nil && $0.gamut == nil })
    }
}
