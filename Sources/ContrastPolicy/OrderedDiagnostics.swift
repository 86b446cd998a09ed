import AssetCatalog

/// The diagnostics of several lists read in one order, where they lie: `check`'s findings come
/// in lists of thousands, and are put in order by their positions rather than by moving each
/// into a new array (`FindingOrder`, `CheckFindings.sortedTogether`).
public struct OrderedDiagnostics: RandomAccessCollection, Sendable {
    private let lists: [[Diagnostic]]
    /// The position of each list's first diagnostic: the lists are numbered one after another.
    private let starts: [Int]
    /// Positions in the lists, in order.
    private let order: [Int]

    init(lists: [[Diagnostic]], order: [Int]) {
        var total = 0
        starts = lists.map { list in
            defer { total += list.count }
            return total
        }
        precondition(order.count == total, "every diagnostic has one place")
        self.lists = lists
        self.order = order
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }

    public subscript(position: Int) -> Diagnostic {
        let index = order[position]
        var list = starts.count - 1
        while starts[list] > index { list -= 1 }
        return lists[list][index - starts[list]]
    }
}
