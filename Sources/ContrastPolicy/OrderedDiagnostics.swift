import AssetCatalog

/// The diagnostics of several lists read in one order, where they lie: `check`'s findings come
/// in lists of thousands, and are put in order by their positions rather than by moving each
/// into a new array (`FindingOrder`, `CheckFindings.sortedTogether`). A diagnostic a list makes
/// when read (`DeferredFindings`) is made at each read; its code and severity are read without it.
public struct OrderedDiagnostics: DiagnosticList, Sendable {
    private let lists: [any FindingList]
    private let numbering: ListNumbering
    /// Positions in the lists (`numbering`'s), in order.
    private let order: [Int]

    init(lists: [any FindingList], order: [Int]) {
        numbering = ListNumbering(counts: lists.map { $0.count })
        precondition(order.count == numbering.total, "every diagnostic has one place")
        self.lists = lists
        self.order = order
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }

    public subscript(position: Int) -> Diagnostic {
        let (list, index) = numbering.locate(order[position])
        return lists[list].diagnostic(index)
    }

    public func code(at position: Int) -> String {
        let (list, index) = numbering.locate(order[position])
        return lists[list].code(index)
    }

    public func severity(at position: Int) -> Diagnostic.Severity {
        let (list, index) = numbering.locate(order[position])
        return lists[list].severity(index)
    }
}

/// Elements of several lists numbered one list after another: where each list's numbers start,
/// and the list and place of a number.
struct ListNumbering: Sendable {
    /// The number of each list's first element.
    let starts: [Int]
    /// How many elements there are in all.
    let total: Int

    init(counts: [Int]) {
        var total = 0
        starts = counts.map { count in
            defer { total += count }
            return total
        }
        self.total = total
    }

    /// The list that element `number` is in, and its place there (the lists are few: looked
    /// for from the last).
    func locate(_ number: Int) -> (list: Int, index: Int) {
        var list = starts.count - 1
        while starts[list] > number { list -= 1 }
        return (list, number - starts[list])
    }
}
