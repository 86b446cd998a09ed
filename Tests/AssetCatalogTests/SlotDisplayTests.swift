import ColorScience
import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// A slot keeps its components' display color beside its color (`ColorVariant.componentDisplay`),
/// which `check` reads for every slot in every appearance: it is the color's own display color
/// however the slot was made, read or edited, and there is none for a system color.
@Suite struct SlotDisplayTests {
    @Test func aReadSlotShowsItsComponents() throws {
        let text = """
            {
              "colors" : [
                { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "128", "blue" : "0.250", "alpha" : "0.500" } } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "display-p3", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000" } } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                  "color" : { "color-space" : "extended-srgb", "components" : { "red" : "1.200", "green" : "-0.100", "blue" : "0.500" } } },
                { "idiom" : "mac", "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.500" } } },
                { "idiom" : "iphone", "color" : { "platform" : "ios", "reference" : "systemRedColor" } },
                { "idiom" : "ipad" }
              ]
            }
            """
        let colorSet = ColorSet(name: "x", qualifiedName: "x", folderPath: "/tmp/x.colorset", document: try JSONDocument(text: text))
        #expect(colorSet.variants.count == 6)
        for variant in colorSet.variants {
            // As the color itself shows (a component color looks the same in every appearance).
            #expect(variant.componentDisplay == expectedDisplay(variant.color), "slot \(variant.index)")
        }
        #expect(colorSet.variants[0].componentDisplay?.rgb == RGB8(red: 255, green: 128, blue: 64))
        #expect(colorSet.variants[0].componentDisplay?.alpha == 0.5)
        #expect(colorSet.variants[1].componentDisplay?.clipped == true, "Display P3 red is outside sRGB")
        #expect(colorSet.variants[4].componentDisplay == nil, "a system color is looked up per appearance")
        #expect(colorSet.variants[5].componentDisplay == nil, "an empty slot shows nothing")
    }

    @Test func anEditedSlotShowsItsNewColor() throws {
        let red = ComponentColor(colorSpaceName: "srgb", colorSpace: .srgb,
                                 channels: [channel(1), channel(0), channel(0)], alpha: nil)
        var slot = ColorVariant(index: 0, traits: SlotTraits(), color: .components(red))
        #expect(slot.componentDisplay?.rgb == RGB8(red: 255, green: 0, blue: 0))

        slot.color = .components(ComponentColor(colorSpaceName: "srgb", colorSpace: .srgb,
                                                channels: [channel(0), channel(0), channel(1)], alpha: nil))
        #expect(slot.componentDisplay?.rgb == RGB8(red: 0, green: 0, blue: 255))

        // A color taken out, changed and put back is seen too.
        if case .components(var color)? = slot.color {
            color.channels[1] = channel(1)
            slot.color = .components(color)
        }
        #expect(slot.componentDisplay?.rgb == RGB8(red: 0, green: 255, blue: 255))

        slot.color = .reference(SystemReference(platform: "ios", name: "systemBlueColor"))
        #expect(slot.componentDisplay == nil)
        slot.color = nil
        #expect(slot.componentDisplay == nil)
    }

    @Test func aSlotEditedThroughItsColorSetShowsItsNewColor() throws {
        var colorSet = try loadFixtureColorSet()
        let before = colorSet.variants.map(\.componentDisplay)
        try colorSet.set(try ColorInput(parsing: "#123456"), appearance: .light)
        let edited = try #require(colorSet.resolve(TraitRequest(appearance: .light))?.variant)
        #expect(edited.componentDisplay?.rgb == RGB8(red: 0x12, green: 0x34, blue: 0x56))
        for variant in colorSet.variants {
            #expect(variant.componentDisplay == expectedDisplay(variant.color))
        }
        #expect(before != colorSet.variants.map(\.componentDisplay))
    }

    /// A channel written as the value with three decimals.
    private func channel(_ value: Double) -> ColorComponent {
        ColorComponent(key: "red", token: value == 1 ? "1.000" : "0.000", notation: .float(decimals: 3), value: value)
    }

    /// What the color shows in Light, for a component color; nothing for another.
    private func expectedDisplay(_ color: VariantColor?) -> DisplayColor? {
        guard case .components? = color else { return nil }
        return color?.display(for: .light)
    }

    private func loadFixtureColorSet() throws -> ColorSet {
        let text = """
            {
              "colors" : [
                { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000" } } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0.000", "green" : "0.000", "blue" : "0.000" } } }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        return ColorSet(name: "x", qualifiedName: "x", folderPath: "/tmp/x.colorset", document: try JSONDocument(text: text))
    }
}
