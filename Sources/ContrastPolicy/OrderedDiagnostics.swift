import AssetCatalog

/// The diagnostics of two lists read in one order, where they lie: `check`'s findings come in
/// two lists of thousands, and are put in order by their positions rather than by moving each
/// into a new array (`CheckFindings.sortedTogether`).
public struct OrderedDiagnostics: RandomAccessCollection, Sendable {
    private let first: [Diagnostic], second: [Diagnostic]
    /// Positions in the two lists (`first`'s numbered from 0, then `second`'s), in order.
    private let order: [Int]

    init(first: [Diagnostic], second: [Diagnostic], order: [Int]) {
        precondition(order.count == first.count + second.count, "every diagnostic has one place")
        self.first = first
        self.second = second
        self.order = order
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }

    public subscript(position: Int) -> Diagnostic {
        let index = order[position]
        return index < first.count ? first[index] : second[index - first.count]
    }
}
