import Testing
import TestSupport
@testable import AssetCatalog

/// The bundled palette is what `swift run palette` shows: it must be clean and have what it promises.
@Suite struct DemoPaletteTests {
    static let catalog = CatalogLoader.loadCatalog(at: SharedFolder.packageRoot.path + "/Palettes/Demo.xcassets")

    @Test func hasNoDiagnostics() {
        #expect(Self.catalog.allDiagnostics.map(\.formatted) == [])
        #expect(Self.catalog.colorSets.count >= 40)
    }

    @Test(arguments: [
        (Appearance.light, "#F2F2F7"), (.dark, "#1C1C1E"), (.highContrastLight, "#FFFFFF"), (.highContrastDark, "#000000"),
    ])
    func backgroundPrimaryHasAllFourAppearances(_ appearance: Appearance, _ hex: String) throws {
        let index = try #require(Self.catalog.colorSetIndex(named: "Background/backgroundPrimary"))
        let resolved = Self.catalog.colorSets[index].resolvedColor(TraitRequest(appearance: appearance))
        #expect(resolved?.display?.rgb.hex == hex)
        #expect(resolved?.resolution.isFallback == false)
    }

    @Test func everyTokenHasAnyAndDark() {
        for colorSet in Self.catalog.colorSets {
            let dark = colorSet.resolve(TraitRequest(appearance: .dark))
            let isReference = { if case .reference? = dark?.variant.color { true } else { false } }()
            #expect(dark?.isFallback == false || isReference, "\(colorSet.qualifiedName)")
        }
    }

    @Test func hasStateGroupsInBothConventions() {
        let conventions = Set(Self.catalog.stateGroups.map(\.convention))
        #expect(conventions == [.folder, .suffix])
        #expect(Self.catalog.stateGroups.count >= 4)
    }

    @Test func usesEveryNotationAndTheSpecialSpaces() {
        let colors = Self.catalog.colorSets.flatMap(\.variants).compactMap(\.color)
        let notations = Set(colors.compactMap { color -> String? in
            guard case .components(let components) = color else { return nil }
            return "\(components.channelNotation)"
        })
        #expect(notations.contains("hex") && notations.contains("integer") && notations.contains("float(decimals: 3)"))
        let spaces = Set(colors.compactMap { color -> String? in
            if case .components(let components) = color { return components.colorSpaceName } else { return nil }
        })
        #expect(spaces.isSuperset(of: ["srgb", "display-p3", "gray-gamma-22"]))
        #expect(colors.contains { if case .reference = $0 { true } else { false } })
    }
}
