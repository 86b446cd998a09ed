import LosslessJSON
import TestSupport
import Testing

/// Containers skipped by key: checked as everything else is, not indexed, parsed when asked for.
@Suite struct SkippingTests {
    private func parse(_ bytes: [UInt8], skipping: Bool) -> Result<JSONDocument, JSONSyntaxError> {
        do throws(JSONSyntaxError) {
            return .success(skipping ? try JSONDocument(bytes: bytes, skippingContainersOf: ["skip"]) : try JSONDocument(bytes: bytes))
        } catch {
            return .failure(error)
        }
    }

    /// The same verdict with and without skipping: equal bytes, or the same error at the same offset.
    private func expectSameVerdict(_ bytes: [UInt8], _ what: String) {
        switch (parse(bytes, skipping: false), parse(bytes, skipping: true)) {
        case (.success(let plain), .success(let skipping)):
            #expect(plain.bytes == skipping.bytes, "\(what)")
        case (.failure(let plain), .failure(let skipping)):
            #expect(plain.reason == skipping.reason && plain.offset == skipping.offset, "\(what): \(plain.message) / \(skipping.message)")
        case (let plain, let skipping):
            Issue.record("\(what): \(plain) without skipping, \(skipping) with")
        }
    }

    @Test func aSkippedValueIsOneNodeParsedWhenAskedFor() throws {
        let text = #"{"keep": {"a": 1}, "skip": {"b": [1, 2, {"c": null}], "b": true}, "list": [{"skip": [3, 4]}, {"skip": "text"}],"#
            + #" "nested": {"s\u006bip": {"d": 1}}}"#
        let document = try JSONDocument(bytes: Array(text.utf8), skippingContainersOf: ["skip"])
        let plain = try JSONDocument(text: text)
        #expect(document.bytes == plain.bytes)
        let object = try #require(document.root["skip"])
        #expect(object.isSkipped && object.kind == .object && object.count == 0 && object.members.isEmpty)
        #expect(object.rawText == plain.root["skip"]?.rawText)
        #expect(object.unskipped().value == plain.root["skip"]?.value)
        // The repeated "b" inside the skipped object goes unreported; unskipped, it is there.
        #expect(document.duplicateKeys.isEmpty && plain.duplicateKeys.count == 1)
        #expect(object.unskipped().count == 2)
        let array = try #require(document.root["list"]?[0]?["skip"])
        #expect(array.isSkipped && array.kind == .array && array.unskipped().elements.map(\.numberText) == ["3", "4"])
        // Scalars, other keys and keys written with escapes are read as always.
        #expect(document.root["list"]?[1]?["skip"]?.stringValue == "text")
        #expect(document.root["keep"]?.isSkipped == false && document.root["keep"]?["a"]?.numberText == "1")
        #expect(document.root["nested"]?["skip"]?.isSkipped == false && document.root["nested"]?["skip"]?["d"] != nil)
        #expect(document.root.unskipped().count == document.root.count)
    }

    /// Every JSONTestSuite file as the value of a skipped member, alone and in an array: the
    /// verdict and the error are the ones without skipping.
    @Test(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
    func jsonTestSuiteVerdictsAreUnchanged() throws {
        let names = ["y_", "n_", "i_"].flatMap { FixtureLoading.testSuiteNames(prefix: $0) }
        #expect(names.count > 300)
        for name in names {
            let content = try FixtureLoading.testSuiteBytes(name)
            expectSameVerdict(Array(#"{"skip": "#.utf8) + content + Array("}".utf8), name)
            expectSameVerdict(Array(#"[{"a": 1, "skip":"#.utf8) + content + Array(#"}, {"skip": [[]]}]"#.utf8), name)
        }
    }

    /// Seeded damage (bytes deleted, repeated or replaced by JSON's punctuation) to a document
    /// with skipped members gives the same verdict and error with and without skipping.
    @Test func damagedDocumentsGetTheSameErrors() {
        let text = #"{"name": "x", "skip": {"colors": [{"color": {"components": {"red": "0x12", "alpha": 1.0e-2}}, "idiom": "universal"}],"#
            + #" "flags": [true, false, null, -0.5, "\\u00e9\"\t"]}, "list": [{"skip": [1, {"skip": {}}, []]}, 2]}"#
        let original = Array(text.utf8)
        let punctuation = Array(#"{}[],:" \-0e.tfn"#.utf8)
        var generator = SeededGenerator(seed: 23)
        expectSameVerdict(original, "the undamaged document")
        for round in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(bytes[index], at: index)
                default: bytes[index] = punctuation.randomElement(using: &generator)!
                }
            }
            expectSameVerdict(bytes, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
