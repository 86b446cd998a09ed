/// The rows the tree shows: outline node indices in ascending order, after folding and filtering.
///
/// Derived from `(outline, collapsed, filter)` and recomputed only when one of those changes, so
/// moving the selection or switching the appearance never walks the whole tree. Equality
/// compares those inputs, not the rows (which are a function of them).
public struct RowList: Equatable, Sendable {
    /// Visible node indices, ascending.
    public private(set) var rows: [Int]
    /// The filter matches among `rows`, ascending; empty without a filter.
    public private(set) var matches: [Int]
    /// Nodes matching the filter before folding is applied: reused when the query grows.
    private var matchedNodes: [Int]
    private var key: Key

    private struct Key: Equatable, Sendable {
        var outline: Outline
        var collapsed: Set<Int>
        var filter: String
        /// Issue 17's source filter: only these nodes (and their folders), when set.
        var only: Set<Int>? = nil
    }

    /// The rows of `outline` with `collapsed` containers folded; a non-empty `filter` shows the
    /// nodes whose qualified names contain it (case-insensitively) and their ancestors, unfolded.
    public init(outline: Outline, collapsed: Set<Int>, filter: String) {
        self.init(outline: outline, collapsed: collapsed, filter: filter, previous: nil)
    }

    /// The same rows for new inputs, reusing `self`'s matches when the filter only grew.
    public func updated(collapsed: Set<Int>, filter: String) -> RowList {
        updated(collapsed: collapsed, filter: filter, only: key.only)
    }

    /// The same rows restricted to the nodes in `only` (and their folders); `nil` lifts the restriction.
    public func updated(collapsed: Set<Int>, filter: String, only: Set<Int>?) -> RowList {
        let next = Key(outline: key.outline, collapsed: collapsed, filter: filter, only: only)
        if next == key { return self }
        return RowList(outline: key.outline, collapsed: collapsed, filter: filter, only: only,
                       previous: only == key.only ? self : nil)
    }

    /// The nodes the source filter keeps, or `nil`.
    public var only: Set<Int>? { key.only }

    private init(outline: Outline, collapsed: Set<Int>, filter: String, only: Set<Int>? = nil, previous: RowList?) {
        key = Key(outline: outline, collapsed: collapsed, filter: filter, only: only)
        let nodes = outline.nodes
        guard !filter.isEmpty || only != nil else {
            var rows: [Int] = []
            rows.reserveCapacity(nodes.count)
            var index = 0
            while index < nodes.count {
                rows.append(index)
                index = collapsed.contains(index) ? nodes[index].subtreeEnd : index + 1
            }
            self.rows = rows
            matches = []
            matchedNodes = []
            return
        }
        let needle = Array(filter.lowercased().utf8)
        let candidates: AnySequence<Int>
        if let previous, !previous.key.filter.isEmpty, filter.lowercased().contains(previous.key.filter.lowercased()) {
            candidates = AnySequence(previous.matchedNodes)
        } else {
            candidates = AnySequence(nodes.indices)
        }
        var matched: [Int] = []
        outline.searchBytes.withUnsafeBufferPointer { bytes in
            for index in candidates where only?.contains(index) ?? true {
                let range = outline.searchOffsets[index]..<outline.searchOffsets[index + 1]
                if Self.contains(UnsafeBufferPointer(rebasing: bytes[range]), needle) { matched.append(index) }
            }
        }
        var shown = [Bool](repeating: false, count: nodes.count)
        for index in matched {
            var current: Int? = index
            while let node = current, !shown[node] {
                shown[node] = true
                current = nodes[node].parent
            }
        }
        rows = shown.indices.filter { shown[$0] }
        matches = matched
        matchedNodes = matched
    }

    public static func == (lhs: RowList, rhs: RowList) -> Bool { lhs.key == rhs.key }

    /// The current filter text.
    public var filter: String { key.filter }

    /// The position of node `node` among `rows`, or of the last row before it.
    public func position(of node: Int) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid] <= node { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    /// True when node `node` is one of the rows.
    public func contains(node: Int) -> Bool {
        !rows.isEmpty && rows[position(of: node)] == node
    }

    /// Byte-wise substring search over lowercased UTF-8.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
