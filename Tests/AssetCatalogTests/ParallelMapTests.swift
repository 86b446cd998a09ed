import Dispatch
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

    /// `reserving` leaves room for more elements, on every core or on this thread alone, and
    /// changes nothing else: appending that many keeps the same storage.
    @Test(arguments: [0, 3, 255, 256, 1000])
    func reservingLeavesRoomToAppend(_ count: Int) {
        let input = Array(0..<count)
        var mapped = input.parallelMap(reserving: 7) { $0 * 2 }
        #expect(mapped == input.map { $0 * 2 })
        #expect(mapped.capacity >= count + 7)
        let storage = mapped.withUnsafeBufferPointer { $0.baseAddress }
        mapped.append(contentsOf: Array(repeating: -1, count: 7))
        #expect(mapped.withUnsafeBufferPointer { $0.baseAddress } == storage || count == 0)
        #expect(mapped.count == count + 7)
    }

    /// `concurrently` runs its two parts at once (the first waits for a signal only the second
    /// sends; the timeout only keeps a broken build from hanging), a `parallelMap` inside the
    /// first still maps everything, and both results come back.
    @Test func concurrentlyRunsBothPartsAtOnce() {
        let signal = DispatchSemaphore(value: 0)
        let (first, second) = concurrently({ () -> [Int] in
            guard signal.wait(timeout: .now() + 120) == .success else { return [] }
            return Array(0..<1_000).parallelMap { $0 * 3 }
        }, { () -> String in
            signal.signal()
            return "second"
        })
        #expect(first == (0..<1_000).map { $0 * 3 })
        #expect(second == "second")
    }
}
