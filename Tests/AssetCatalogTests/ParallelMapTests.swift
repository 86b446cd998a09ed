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

    /// Runs cover the elements in order, each once, none shorter than asked (unless there is only
    /// one), no more of them than allowed.
    @Test(arguments: [0, 1, 63, 64, 127, 128, 129, 1000, 1023, 5000])
    func runsCoverEveryElementInOrder(_ count: Int) {
        let input = Array(0..<count)
        let runs = input.parallelRuns(minimumLength: 64, maximumCount: 8) { Array($0) }
        #expect(runs.flatMap { $0 } == input)
        #expect(runs.count <= 8 && (runs.count == 1 || runs.allSatisfy { $0.count >= 64 }))
        #expect(runs.count == max(1, min(8, count / 64)))
    }

    /// An array made run by run: each run's elements in its place, in the runs' order, with room
    /// reserved after them; an empty run and a single run (made on this thread) included.
    @Test(arguments: [[], [0], [5], [3, 0, 4], [100, 1, 0, 250, 7]])
    func runsFillTheirOwnPlaces(_ counts: [Int]) {
        var made = [String](parallelRuns: counts, reserving: 3) { run, slots in
            for slot in slots.indices { (slots.baseAddress! + slot).initialize(to: "\(run).\(slot)") }
        }
        #expect(made == counts.indices.flatMap { run in (0..<counts[run]).map { "\(run).\($0)" } })
        let storage = made.withUnsafeBufferPointer { $0.baseAddress }
        made.append(contentsOf: ["a", "b", "c"])
        #expect(made.withUnsafeBufferPointer { $0.baseAddress } == storage || counts.reduce(0, +) == 0)
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
