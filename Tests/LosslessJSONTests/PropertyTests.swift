import LosslessJSON
import Testing
import TestSupport

/// Seeded random edit sequences, checked against a plain `JSONValue` model after every step.
/// A failure names its seed; replay it with `PALETTE_SEED=<seed> swift test --filter PropertyTests`.
@Suite struct PropertyTests {
    static let startingPoints = ["bom.json", "crlf.json", "legacy.json", "no-final-newline.json", "one-line.json", "tabs.json"]

    @Test(arguments: SeededGenerator.seeds)
    func randomEditsMatchTheModelAndTouchOnlyTheEditedSpan(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let name = Self.startingPoints.randomElement(using: &generator)!
        var document = try JSONDocument(bytes: try FixtureLoading.ownFixture(name))
        var model = document.root.value
        for step in 0..<40 {
            let edit = RandomEdit.random(for: model, canonical: false, using: &generator)
            let context: Comment = "seed \(seed), \(name), step \(step): \(edit)"
            let before = document
            let allowed = try #require(before[edit.editedPath], context).span
            try edit.apply(to: &document)
            model = edit.applied(to: model)
            let reparsed = try JSONDocument(bytes: document.bytes)
            #expect(reparsed.root.value.normalized == model.normalized, context)
            #expect(Self.changedRange(from: before.bytes, to: document.bytes).allSatisfy(allowed.contains), context)
        }
    }

    @Test(arguments: SeededGenerator.seeds)
    func canonicalFileStaysExactlyWhatXcodeWrites(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var document = try JSONDocument(text: EditTests.canonical)
        var model = document.root.value
        for step in 0..<40 {
            let edit = RandomEdit.random(for: model, canonical: true, using: &generator)
            let context: Comment = "seed \(seed), step \(step): \(edit)"
            try edit.apply(to: &document)
            model = edit.applied(to: model)
            #expect(document.root.value.normalized == model.normalized, context)
            #expect(document.text == String(decoding: try XcodeOracle.bytes(for: model), as: UTF8.self), context)
        }
    }

    @Test(arguments: SeededGenerator.seeds)
    func settingAValueToItselfChangesNothing(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for name in Self.startingPoints + ["wild.json"] {
            let original = name == "wild.json" ? Array(Self.wild.utf8) : try FixtureLoading.ownFixture(name)
            var document = try JSONDocument(bytes: original)
            let path = document.root.value.allPaths().randomElement(using: &generator)!
            try document.setValue(try #require(document[path]).value, at: path)
            #expect(document.bytes == original, "seed \(seed), \(name), \(path.pathDescription)")
        }
    }

    @Test(arguments: SeededGenerator.seeds)
    func insertThenRemoveRestoresTheOriginalBytes(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for name in Self.startingPoints {
            let original = try FixtureLoading.ownFixture(name)
            var document = try JSONDocument(bytes: original)
            let model = document.root.value
            let containers = model.allPaths().filter { ($0.isEmpty ? model : model[$0])?.kind.isContainer == true }
            let path = containers.randomElement(using: &generator)!
            let value = RandomValue.value(depth: 2, canonical: false, using: &generator)
            let context: Comment = "seed \(seed), \(name), \(path.pathDescription), \(value)"
            switch model[path]! {
            case .object(let members):
                let key = RandomValue.freshKey(avoiding: members.map(\.key), using: &generator)
                try document.insertMember(key: key, value: value, into: path)
                try document.removeValue(at: path + [.key(key)])
            case .array(let elements):
                let index = Int.random(in: 0...elements.count, using: &generator)
                try document.insertElement(value, at: index, into: path)
                try document.removeValue(at: path + [.index(index)])
            default: break
            }
            #expect(document.bytes == original, context)
        }
    }

    @Test(arguments: SeededGenerator.seeds)
    func mutatedBytesParseIdenticallyOrFailWithALocation(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let originals = [Array(EditTests.canonical.utf8), Array(Self.wild.utf8)]
        let interesting: [UInt8] = Array("{}[]:,\"\\ \n\r\t0-.eE+u".utf8) + [0, 0x80, 0xC3, 0xED, 0xFF]
        for _ in 0..<200 {
            var bytes = originals.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let offset = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[offset] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: offset)
                default: bytes.insert(interesting.randomElement(using: &generator)!, at: offset)
                }
            }
            do throws(JSONSyntaxError) {
                #expect(try JSONDocument(bytes: bytes).bytes == bytes, "seed \(seed)")
            } catch {
                #expect(error.offset <= bytes.count && error.location.line >= 1, "seed \(seed)")
            }
        }
    }

    /// Escapes, odd spacing and raw numbers, to check that a self-set does not re-spell anything.
    static let wild = #"{"a":"\u00e9\/x" , "b" : [ 1.000 ,2E3,{ }, [] ],"c":{"d":"\ud800"}}"#

    /// The offsets of the old bytes that differ: everything between the common prefix and suffix.
    static func changedRange(from old: [UInt8], to new: [UInt8]) -> Range<Int> {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        let end = max(prefix, old.count - min(suffix, min(old.count, new.count) - prefix))
        return prefix..<end
    }
}
