import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores in contiguous chunks; results keep the input order.
    /// Fewer than `minimumCount` elements are mapped on this thread: for cheap work, spreading a
    /// small array costs more than it saves.
    func parallelMap<Result: Sendable>(minimumCount: Int = 256, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let chunkCount = Swift.min(count, 64)
        guard count >= minimumCount, chunkCount > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            // With a rounded-up chunk size the last chunks can start past the end: they have no work.
            let start = chunk * chunkSize
            guard start < count else { return }
            for index in start..<Swift.min(count, start + chunkSize) { results.store(transform(self[index]), at: index) }
        }
        return results.values()
    }
}

/// Write-once slots filled from several threads, each index by exactly one of them.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    // Safe: every index is written by one thread only, and read after concurrentPerform returns.
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) { slots[index] = value }

    func values() -> [Value] { slots.map { $0! } }
}
