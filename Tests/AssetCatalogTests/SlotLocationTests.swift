import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// Each slot knows where its entry starts in `Contents.json` (`ColorVariant.location`), which
/// `check` reports findings at; where a slot lies is not part of what it is.
@Suite struct SlotLocationTests {
    @Test func eachSlotIsWhereItsEntryStarts() throws {
        let text = """
            {
              "colors" : [
                { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000" } } },
                "not an entry",
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "idiom" : "universal"
                },   {"idiom" : "universal", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ]}
              ]
            }
            """
        let colorSet = ColorSet(name: "x", qualifiedName: "x", folderPath: "/tmp/x.colorset", document: try JSONDocument(text: text))
        // The string at index 1 is no slot: the slots after it keep their indices in `colors`.
        #expect(colorSet.variants.map(\.index) == [0, 2, 3])
        #expect(colorSet.variants.map(\.location) == [JSONLocation(line: 3, column: 5), JSONLocation(line: 5, column: 5),
                                                       JSONLocation(line: 8, column: 10)])
        // Each is where a fresh count from the start of the file puts the entry's first byte.
        let entries = colorSet.document!.root["colors"]!, bytes = Array(text.utf8)
        for variant in colorSet.variants {
            let offset = entries[variant.index]!.span.lowerBound
            var counter = JSONLineCounter()
            let (line, column) = bytes.withUnsafeBytes { counter.location(ofOffset: offset, in: $0) }
            #expect(variant.location == JSONLocation(line: line, column: column))
        }
    }

    @Test func slotsAlikeAreEqualWhereverTheyLie() {
        let traits = SlotTraits(luminosity: .dark)
        let here = ColorVariant(index: 1, traits: traits, color: nil, location: JSONLocation(line: 4, column: 5))
        let there = ColorVariant(index: 1, traits: traits, color: nil, location: JSONLocation(line: 40, column: 9))
        #expect(here == there)
        #expect(Set([here, there]).count == 1)
        #expect(here != ColorVariant(index: 2, traits: traits, color: nil, location: here.location))
    }
}
