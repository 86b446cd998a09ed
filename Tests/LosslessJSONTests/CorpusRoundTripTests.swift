import Foundation
import LosslessJSON
import TestSupport
import Testing

/// Every `Contents.json` in `../shared/corpus` prints back byte for byte.
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct CorpusRoundTripTests {
    @Test func corpusHasAllItsFiles() {
        #expect(FixtureLoading.corpusPaths().count == 323)
    }

    @Test(arguments: FixtureLoading.corpusPaths())
    func corpusFilePrintsBackIdentical(path: String) throws {
        let corpus = try #require(SharedFolder.corpus)
        let input = try FixtureLoading.bytes(of: corpus.appendingPathComponent(path))
        let document = try JSONDocument(bytes: input)
        #expect(document.bytes == input)
        #expect(document.duplicateKeys.isEmpty)
    }
}
