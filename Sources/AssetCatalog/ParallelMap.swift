import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores in contiguous chunks; results keep the input order.
    /// Fewer than `minimumCount` elements are mapped on this thread: for cheap work, spreading a
    /// small array costs more than it saves. `reserving` leaves room for that many more elements,
    /// which the caller appends without the result being moved to a bigger array.
    public func parallelMap<Result: Sendable>(minimumCount: Int = 256, reserving extra: Int = 0,
                                              _ transform: @Sendable (Element) -> Result) -> [Result] {
        let chunkCount = Swift.min(count, 64)
        guard count >= minimumCount, chunkCount > 1 else {
            var result: [Result] = []
            result.reserveCapacity(count + extra)
            for element in self { result.append(transform(element)) }
            return result
        }
        let chunkSize = (count + chunkCount - 1) / chunkCount
        // Each thread reads its chunk in place (no copy of an element) and initializes the same
        // chunk of the result's storage: no optional slots, no copying pass afterwards.
        return withUnsafeBufferPointer { source in
            let elements = UncheckedSendable(source)
            return [Result](unsafeUninitializedCapacity: count + extra) { buffer, initialized in
                let slots = UncheckedSendable(buffer)
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    // With a rounded-up chunk size the last chunks can start past the end: they have no work.
                    let start = chunk * chunkSize
                    guard start < count else { return }
                    for index in start..<Swift.min(count, start + chunkSize) {
                        (slots.value.baseAddress! + index).initialize(to: transform(elements.value[index]))
                    }
                }
                initialized = count
            }
        }
    }
}

/// `first()` and `second()` at once: `second` on another thread, `first` on this one; both
/// results once both are done. `first` runs outside any `concurrentPerform`, so a `parallelMap`
/// in it still spreads over every core (libdispatch runs a `concurrentPerform` nested in another
/// one's iterations on the calling thread alone, which once made a load beside the config serial).
public func concurrently<First, Second: Sendable>(_ first: () -> First,
                                                  _ second: @escaping @Sendable () -> Second) -> (First, Second) {
    nonisolated(unsafe) var secondResult: Second?
    let done = DispatchGroup()
    // `secondResult` is written by the other thread before `done` is left, and read after `wait`.
    DispatchQueue.global().async(group: done) { secondResult = second() }
    let firstResult = first()
    done.wait()
    return (firstResult, secondResult!)
}

/// A value handed to other threads that the compiler cannot prove safe to share: here, buffers
/// of the source (only read) and of the result (each element written by exactly one thread
/// before anyone reads it).
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
