import ColorScience
import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// The value `show` prints for a slot (`ComponentColor.exactInput`) reads back as the very same
/// components: setting any slot to it changes no byte of its file, in every catalog palette ships
/// or was measured on.
@Suite struct ExactValueRoundTripTests {
    /// Every slot with components: parse its exact value and write it back through the editing path.
    static func unchangedBytes(under path: String) throws -> (slots: Int, changed: [String]) {
        var slots = 0
        var changed: [String] = []
        for catalog in CatalogLoader.load(paths: [path]).catalogs {
            for colorSet in catalog.colorSets {
                for variant in colorSet.variants {
                    guard case .components(let color)? = variant.color,
                          color.channels.allSatisfy({ !$0.isMissing }) else { continue }
                    slots += 1
                    let input = try ColorInput(parsing: color.exactInput)
                    let written = input.spaceColor(in: color.colorSpace, defaultAlpha: color.alpha?.value ?? 1)
                    var edited = colorSet
                    try edited.setComponents(ofVariant: variant.index, channels: written.channels, alpha: input.alpha)
                    if edited.document?.bytes != colorSet.document?.bytes {
                        changed.append("\(colorSet.contentsPath) entry \(variant.index): \(color.exactInput)")
                    }
                }
            }
        }
        return (slots, changed)
    }

    @Test func everyDemoSlotRoundTrips() throws {
        let result = try Self.unchangedBytes(under: SharedFolder.packageRoot.appendingPathComponent("Palettes").path)
        #expect(result.slots > 40)
        #expect(result.changed.isEmpty, "\(result.changed)")
    }

    @Test(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
    func everyCorpusSlotRoundTrips() throws {
        let corpus = try #require(SharedFolder.corpus)
        let result = try Self.unchangedBytes(under: corpus.path)
        #expect(result.slots > 300)
        #expect(result.changed.isEmpty, "\(result.changed.prefix(10))")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var space: ColorSpace
        var channels: [Double]
        var alpha: Double?
        var testDescription: String { text }
    }

    static let violet: [Double] = [100.0 / 255, 49.0 / 255, 1]

    @Test(arguments: [
        Case(text: "display-p3(#6431FF)", space: .displayP3, channels: violet, alpha: nil),
        Case(text: "srgb(#6431FF0D)", space: .srgb, channels: violet, alpha: 13.0 / 255),
        Case(text: "SRGB(#6431ff / 0.05)", space: .srgb, channels: violet, alpha: 0.05),
        Case(text: "color(extended-srgb 1.1 -0.02 0.5 / 0.8)", space: .extendedSRGB, channels: [1.1, -0.02, 0.5], alpha: 0.8),
        Case(text: "color(gray-gamma-22 0.5)", space: .grayGamma22, channels: [0.5], alpha: nil),
    ])
    func spacedValuesParseExactly(_ test: Case) throws {
        #expect(try ColorInput(parsing: test.text) == .inSpace(test.space, channels: test.channels, alpha: test.alpha))
    }

    @Test(arguments: ["cmyk(#000000)", "display-p3(#12)", "display-p3(123456)", "color(srgb 2 0 0)", "color(srgb 1 0)",
                      "gray-gamma-22(#808080)", "srgb(#6431FF0D / 0.5)", "color(display-p3 nan 0 0)", "color()"])
    func malformedSpacedValuesAreRefusedWithAReason(_ text: String) {
        #expect(throws: ColorInputError.self) { try ColorInput(parsing: text) }
    }

    @Test func aP3HexConvertsExactlyIntoAnSRGBSlot() throws {
        let input = try ColorInput(parsing: "display-p3(#FF0000)")
        let srgb = input.spaceColor(in: .extendedSRGB, defaultAlpha: 1)
        // Display P3 red lies outside sRGB: its extended-sRGB red is above 1, its green below 0.
        #expect(srgb.channels[0] > 1.09 && srgb.channels[0] < 1.1)
        #expect(srgb.channels[1] < -0.2)
        let clipped = input.spaceColor(in: .srgb, defaultAlpha: 1)
        #expect(clipped.channels == [1, 0, 0])
    }
}
