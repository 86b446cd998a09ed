import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores in contiguous chunks; results keep the input order.
    /// Fewer than `minimumCount` elements are mapped on this thread: for cheap work, spreading a
    /// small array costs more than it saves. `reserving` leaves room for that many more elements,
    /// which the caller appends without the result being moved to a bigger array.
    public func parallelMap<Result: Sendable>(minimumCount: Int = 256, reserving extra: Int = 0,
                                              _ transform: @Sendable (Element) -> Result) -> [Result] {
        // One chunk, made on this thread, below `minimumCount`.
        let chunkCount = count >= minimumCount ? Swift.max(1, Swift.min(count, 64)) : 1
        let chunkSize = (count + chunkCount - 1) / chunkCount
        // With a rounded-up chunk size the last chunks can start past the end: they have no work.
        let counts = (0..<chunkCount).map { Swift.max(0, Swift.min(count, ($0 + 1) * chunkSize) - $0 * chunkSize) }
        // Each thread reads its chunk in place (no copy of an element) and initializes the same
        // chunk of the result's storage: no optional slots, no copying pass afterwards.
        return withUnsafeBufferPointer { source in
            let elements = UncheckedSendable(source)
            return [Result](parallelRuns: counts, reserving: extra) { chunk, slots in
                for offset in slots.indices {
                    (slots.baseAddress! + offset).initialize(to: transform(elements.value[chunk * chunkSize + offset]))
                }
            }
        }
    }

    /// `transform` of consecutive runs of the elements, spread over the cores; the results in
    /// the runs' order. For work whose results depend on neighbours (each run's are whole), or
    /// that is cheaper done a run at a time. There are at most `maximumCount` runs, of at least
    /// `minimumLength` elements each (one run when there are fewer).
    public func parallelRuns<Result: Sendable>(minimumLength: Int, maximumCount: Int = 16,
                                               _ transform: @Sendable (ArraySlice<Element>) -> Result) -> [Result] {
        let runCount = Swift.max(1, Swift.min(maximumCount, count / Swift.max(1, minimumLength)))
        let length = (count + runCount - 1) / runCount
        let runs = (0..<runCount).map { $0 * length..<Swift.min(count, ($0 + 1) * length) }
        return runs.parallelMap(minimumCount: 2) { transform(self[$0]) }
    }
}

extension Array {
    /// An array made run by run on every core: run `i` initializes `counts[i]` elements, each in
    /// its place (`slots`, its part of the array), none moved or copied afterwards. `fill` must
    /// initialize every slot it is given. `reserving` leaves room for that many more elements.
    public init(parallelRuns counts: [Int], reserving extra: Int = 0,
                _ fill: @Sendable (_ run: Int, _ slots: UnsafeMutableBufferPointer<Element>) -> Void) {
        var total = 0
        let starts = counts.map { count in
            defer { total += count }
            return total
        }
        self.init(unsafeUninitializedCapacity: total + extra) { buffer, initialized in
            let slots = UncheckedSendable(buffer)
            if counts.count == 1 {
                fill(0, UnsafeMutableBufferPointer(rebasing: buffer[0..<total]))
            } else {
                DispatchQueue.concurrentPerform(iterations: counts.count) { run in
                    fill(run, UnsafeMutableBufferPointer(rebasing: slots.value[starts[run]..<starts[run] + counts[run]]))
                }
            }
            initialized = total
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
