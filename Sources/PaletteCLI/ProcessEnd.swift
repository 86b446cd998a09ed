import Foundation

/// What a one-shot command leaves for the system to reclaim when the process ends. Releasing a
/// workspace of 10,000 colorsets and its 21,000 findings object by object took 50M
/// instructions, 5% of `palette check` on the benchmark catalog, just before an exit that frees
/// all of the memory at once. Commands that run on (the browser) keep nothing here.
enum ProcessEnd {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Holds `values` until the process ends.
    static func keep(_ values: Any...) {
        lock.withLock { kept.append(contentsOf: values) }
    }
}
