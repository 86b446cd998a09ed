import ColorScience
import Foundation
import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// Seeded random edits over every corpus colorset: after each step the re-parsed file equals the
/// model, bytes outside the edited component tokens are unchanged, and add-then-remove restores
/// the original bytes. The seed is printed with any failure; `PALETTE_SEED` replays one.
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct CorpusEditPropertyTests {
    static var colorSets: [ColorSet] {
        guard let corpus = SharedFolder.corpus else { return [] }
        return CatalogLoader.load(paths: [corpus.path]).catalogs.flatMap(\.colorSets).filter { $0.document != nil }
    }

    static var seed: UInt64 {
        SeededGenerator.replaySeed ?? 0x5EED_C0105
    }

    @Test func randomComponentEditsChangeOnlyTheirTokens() throws {
        var random = SeededGenerator(seed: Self.seed)
        for original in Self.colorSets {
            var colorSet = original
            for variant in original.variants {
                guard case .components(let color)? = variant.color, !color.channels.contains(where: \.isMissing) else { continue }
                let values = color.channels.map { _ in Double(random.next() % 256) / 255 }
                try colorSet.setComponents(ofVariant: variant.index, channels: values)
                // The model re-read from the new bytes has exactly the new values, in the old notations.
                let reparsed = ColorSet(name: "x", qualifiedName: "x", folderPath: "/x",
                                        document: try JSONDocument(bytes: try #require(colorSet.document?.bytes)))
                guard case .components(let after)? = reparsed.variants.first(where: { $0.index == variant.index })?.color else {
                    Issue.record("seed \(Self.seed): \(original.contentsPath) lost its components"); continue
                }
                #expect(after.channels.map(\.notation) == color.channels.map(\.notation), "seed \(Self.seed): \(original.contentsPath)")
                for (written, wanted) in zip(after.channels, values) {
                    #expect(abs(written.value - wanted) < 0.0006, "seed \(Self.seed): \(original.contentsPath)")
                }
            }
            try expectOnlyComponentTokensDiffer(original, colorSet)
        }
    }

    @Test func addingThenRemovingASlotRestoresTheBytes() throws {
        for original in Self.colorSets {
            var colorSet = original
            let traits = SlotTraits(idiom: "universal", luminosity: .dark, highContrast: true)
            guard original.variant(with: traits) == nil else { continue }
            let template = colorSet.templateColor(for: TraitRequest(appearance: .highContrastDark))
            let index = try colorSet.addVariant(traits: traits, color: SpaceColor(space: .srgb, channels: [0.2, 0.4, 0.6], alpha: 1),
                                                template: template)
            #expect(colorSet.variants.contains { $0.traits == traits }, "\(original.contentsPath)")
            let text = try #require(colorSet.document?.text)
            if original.document?.text == XcodeLayout.canonical(original.document?.text ?? "") {
                #expect(text == XcodeLayout.canonical(text), "a modern file stays what Xcode writes: \(original.contentsPath)")
            }
            try colorSet.removeVariant(at: index)
            #expect(colorSet.document?.bytes == original.document?.bytes, "\(original.contentsPath)")
        }
    }

    /// Lines may differ only where a component token sits.
    private func expectOnlyComponentTokensDiffer(_ before: ColorSet, _ after: ColorSet) throws {
        let old = try #require(before.document?.text).split(separator: "\n", omittingEmptySubsequences: false)
        let new = try #require(after.document?.text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(old.count == new.count, "\(before.contentsPath)")
        for (a, b) in zip(old, new) where a != b {
            let key = a.split(separator: ":").first ?? ""
            #expect(["\"red\"", "\"green\"", "\"blue\"", "\"white\""].contains(key.trimmingCharacters(in: .whitespaces)),
                    "seed \(Self.seed): \(before.contentsPath): '\(a)' became '\(b)'")
            #expect(a.split(separator: ":").first == b.split(separator: ":").first)
        }
    }
}

