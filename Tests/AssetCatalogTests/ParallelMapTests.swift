import Testing
@testable import AssetCatalog

@Suite struct ParallelMapTests {
    /// Sizes around the chunking: below the threshold, at it, and counts that do not divide evenly.
    @Test(arguments: [0, 1, 2, 3, 63, 64, 65, 100, 255, 256, 257, 1000, 1023, 4097, 10_000])
    func mapsEveryElementInOrder(_ count: Int) {
        let input = Array(0..<count)
        #expect(input.parallelMap { $0 * 2 } == input.map { $0 * 2 })
        #expect(input.parallelMap(minimumCount: 2) { $0 + 1 } == input.map { $0 + 1 })
    }
}
