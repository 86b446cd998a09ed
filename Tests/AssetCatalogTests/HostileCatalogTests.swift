import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// Hostile colorsets are reported in time proportional to their size (the structure is tested
/// here, the time in `palette-bench hostile`), with short messages, and never put a number that
/// is not finite into the model.
@Suite struct HostileCatalogTests {
    static func colorSet(_ text: String) throws -> ColorSet {
        ColorSet(name: "h", qualifiedName: "h", folderPath: "/tmp/h.colorset", document: try JSONDocument(text: text))
    }

    @Test func twentyThousandDuplicateSlotsAreEachReportedAtTheirOwnLine() throws {
        let count = 20_000
        let colorSet = try Self.colorSet("{\"colors\":[\n" + Array(repeating: "{\"idiom\":\"universal\"}", count: count)
            .joined(separator: ",\n") + "\n]}")
        let duplicates = colorSet.diagnostics.filter { $0.code == "colorset.duplicate-slot" }
        #expect(duplicates.count == count - 1)
        #expect(duplicates.map(\.line) == (2..<(count + 1)).map { $0 + 1 })
        #expect(duplicates.allSatisfy { $0.column == 1 && $0.message.hasSuffix("entry 0 has the same traits") })
    }

    @Test func anEditAmongTwentyThousandSlotsChangesOnlyItsEntry() throws {
        let entries = Array(repeating: "{\"idiom\":\"universal\"}", count: 20_000)
        let text = "{\"colors\":[\n" + entries.joined(separator: ",\n") + "\n]}\n"
        var colorSet = try Self.colorSet(text)
        try colorSet.set(try ColorInput(parsing: "#112233"), appearance: .light)
        let lines = try #require(colorSet.document?.text).split(separator: "\n", omittingEmptySubsequences: false)
        let before = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == before.count)
        // The last entry is the one used, so it is the one written, in the file's compact style.
        let changed = zip(lines, before).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changed == [20_000])
        #expect(lines[20_000].hasPrefix("{\"color\":{\"color-space\":\"srgb\", \"components\":{"))
    }

    /// Traits drawn from a small pool, so that lists repeat some of them.
    static func randomTraits(count: Int, using generator: inout some RandomNumberGenerator) -> [SlotTraits] {
        let pool = [SlotTraits(), SlotTraits(luminosity: .dark), SlotTraits(highContrast: true),
                    SlotTraits(luminosity: .dark, highContrast: true), SlotTraits(idiom: "ipad"),
                    SlotTraits(idiom: "mac", luminosity: .light), SlotTraits(displayGamut: "display-P3")]
        return (0..<count).map { _ in pool.randomElement(using: &generator)! }
    }

    @Test(arguments: [ColorSet.pairwiseLimit + 1, 40, 300])
    func hashingFindsWhatPairwiseComparisonFinds(count: Int) {
        var generator = SeededGenerator(seed: 0x5EED)
        let traits = Self.randomTraits(count: count, using: &generator)
        let pairwise = traits.indices.map { position in traits[..<position].firstIndex(of: traits[position]) }
        #expect(ColorSet.firstWithSameTraits(traits) == pairwise, "\(traits)")
    }

    @Test func appearanceTiesAreFoundTheSameWayInLargeColorSets() throws {
        func entry(_ luminosity: String?, highContrast: Bool, idiom: String) -> String {
            XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", luminosity: luminosity, highContrast: highContrast, idiom: idiom)
        }
        // Per idiom {Any, Dark, HC} ties; the ones with an HC Dark slot do not.
        let idioms = (0..<12).map { "idiom\($0)" }
        let entries = idioms.enumerated().flatMap { position, idiom in
            [entry(nil, highContrast: false, idiom: idiom), entry("dark", highContrast: false, idiom: idiom),
             entry(nil, highContrast: true, idiom: idiom)]
                + (position.isMultiple(of: 3) ? [entry("dark", highContrast: true, idiom: idiom)] : [])
        }
        let colorSet = try Self.colorSet(XcodeJSON.colorSet(entries))
        #expect(colorSet.variants.count > ColorSet.pairwiseLimit)
        let ties = colorSet.diagnostics.filter { $0.code == "colorset.appearance-tie" }
        #expect(ties.count == idioms.count - idioms.indices.filter { $0.isMultiple(of: 3) }.count)
        let small = try Self.colorSet(XcodeJSON.colorSet(Array(entries.prefix(3))))
        #expect(small.diagnostics.map(\.code).filter { $0 != "colorset.no-any-slot" } == ["colorset.appearance-tie"])
    }

    @Test(arguments: [1 << 20, ComponentNotation.maximumLength + 1])
    func aHugeComponentIsReportedShortlyAndNotKept(length: Int) throws {
        let digits = String(repeating: "1", count: length)
        let colorSet = try Self.colorSet(XcodeJSON.colorSet([XcodeJSON.entry(red: digits, green: "0", blue: "0")]))
        let diagnostic = try #require(colorSet.diagnostics.first)
        #expect(colorSet.diagnostics.count == 1)
        #expect(diagnostic.code == "color.component-too-long")
        #expect(diagnostic.message == "component 'red' is \(length) bytes long (\"\(String(repeating: "1", count: 31))…); "
            + "palette reads components of at most 64 bytes")
        guard case .components(let color)? = colorSet.variants.first?.color else { Issue.record("no components"); return }
        #expect(color.channels[0].isMissing && color.channels[0].value == 0)
    }

    @Test func aComponentOfTheLongestLengthIsStillANumber() throws {
        let text = "0." + String(repeating: "5", count: ComponentNotation.maximumLength - 2)
        let colorSet = try Self.colorSet(XcodeJSON.colorSet([XcodeJSON.entry(red: text, green: "0", blue: "0")]))
        #expect(colorSet.diagnostics.isEmpty)
        guard case .components(let color)? = colorSet.variants.first?.color else { Issue.record("no components"); return }
        #expect(abs(color.channels[0].value - 0.5555555555555556) < 1e-15)
    }

    @Test(arguments: ["1e400", "-1e400", "1E999"])
    func aNumberTooLargeForADoubleIsReportedAndNeverReachesTheModel(_ token: String) throws {
        let text = XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", space: "extended-srgb")])
            .replacingOccurrences(of: "\"0.1\"", with: token).replacingOccurrences(of: "\"1.000\"", with: token)
        let colorSet = try Self.colorSet(text)
        #expect(colorSet.diagnostics.map(\.code) == ["color.non-finite-component", "color.non-finite-component"])
        #expect(colorSet.diagnostics.first?.message == "component 'red' is \(token), too large to be a number")
        guard case .components(let color)? = colorSet.variants.first?.color else { Issue.record("no components"); return }
        #expect(color.spaceColor.channels.allSatisfy { $0.isFinite } && color.spaceColor.alpha.isFinite)
        #expect(colorSet.resolvedColor(TraitRequest(appearance: .light))?.display?.rgb.red == 0)
    }
}
