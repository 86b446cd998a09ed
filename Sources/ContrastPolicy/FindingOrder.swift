import AssetCatalog

/// `Diagnostic`'s order (file, line, column, code) for `check`'s findings, taken from the
/// workspace's path order (`Catalog.pathRanks`) instead of the files' text: a finding at a
/// colorset goes by its colorset's rank, so the thousands of findings at colorsets are sorted by
/// numbers, and their paths, not touched since the load, are not read again (that was most of
/// the sort). A finding at another file (or at a colorset it does not tell) is placed among the
/// colorsets' paths by a binary search, and among such files by their text.
///
/// `nil` when that order is unknown: a catalog without ranks, or, with several catalogs, one
/// whose colorsets' paths do not go on from its path and a `/`, or one inside another.
struct FindingOrder: Sendable {
    private let workspace: Workspace
    /// Per catalog: the rank of its first colorset in the workspace's path order, and its ranks.
    private let bases: [Int]
    private let ranks: [[Int]]
    private let count: Int

    init?(workspace: Workspace) {
        let catalogs = workspace.catalogs
        var ranks: [[Int]] = []
        for catalog in catalogs {
            guard let catalogRanks = catalog.pathRanks, catalogRanks.count == catalog.colorSets.count else { return nil }
            ranks.append(catalogRanks)
        }
        // The catalogs in the order of the text their colorsets' paths start with.
        var order = Array(catalogs.indices)
        if catalogs.count > 1 {
            let prefixes = catalogs.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" }
            for (index, catalog) in catalogs.enumerated() {
                guard catalog.path != ".", catalog.colorSets.first.map({ $0.contentsPath.hasPrefix(prefixes[index]) }) ?? true,
                      !prefixes.indices.contains(where: { $0 != index && prefixes[$0].hasPrefix(prefixes[index]) })
                else { return nil }
            }
            order.sort { prefixes[$0] < prefixes[$1] }
        }
        var bases = [Int](repeating: 0, count: catalogs.count), total = 0
        for catalog in order {
            bases[catalog] = total
            total += catalogs[catalog].colorSets.count
        }
        self.workspace = workspace
        self.bases = bases
        self.ranks = ranks
        count = total
    }

    /// The colorset's place among all the workspace's colorsets, by path.
    private func rank(_ location: ColorSetLocation) -> Int { bases[location.catalog] + ranks[location.catalog][location.colorSet] }

    /// The findings of `lists`, in order; on equal keys the first list's come first, and each
    /// list's in its order.
    ///
    /// A file has few findings (a colorset's failing pairs and its notes), and files are
    /// numbered: the findings are counted into one bucket per file, in one pass, and only each
    /// bucket is sorted. Sorting all of them by comparison took most of the sort's time.
    func sorted(_ lists: any FindingList...) -> OrderedDiagnostics {
        let places = filePlaces(lists)
        let numbering = ListNumbering(counts: lists.map { $0.count }), total = numbering.total
        // Ties are common (a colorset's findings in Light and HC Light share its Any slot), and
        // are broken by code: each code present is numbered in the codes' order, so that keys
        // compare as numbers alone.
        let codeRanks = Self.codeRanks(lists)
        // The lists' keys made on every core, a list at a time.
        let made = Array(lists.indices).parallelMap(minimumCount: 2) { list in
            self.keys(lists[list], from: numbering.starts[list], places: places, codeRanks: codeRanks)
        }
        // Where each file's bucket starts: file places run from 0 to twice the colorsets' count.
        var bucketStarts = [Int](repeating: 0, count: 2 * count + 2)
        for keys in made {
            for key in keys { bucketStarts[key.file + 1] += 1 }
        }
        for place in bucketStarts.indices.dropFirst() { bucketStarts[place] += bucketStarts[place - 1] }
        // Each list's keys in its order, so that a bucket holds its findings by position; every
        // slot is initialized once, by its key.
        var bucketed = [Key](unsafeUninitializedCapacity: total) { slots, initialized in
            for keys in made {
                for key in keys {
                    (slots.baseAddress! + bucketStarts[key.file]).initialize(to: key)
                    bucketStarts[key.file] += 1
                }
            }
            initialized = total
        }
        bucketed.withUnsafeMutableBufferPointer { Self.sortEachBucket($0) }
        return OrderedDiagnostics(lists: lists, order: bucketed.map(\.position))
    }

    /// Each code of `lists`' findings by its place among them in text order.
    private static func codeRanks(_ lists: [any FindingList]) -> [String: Int] {
        var codes = Set<String>()
        for list in lists {
            if let code = list.sharedCode { codes.insert(code) } else { for index in 0..<list.count { codes.insert(list.code(index)) } }
        }
        return Dictionary(uniqueKeysWithValues: codes.sorted().enumerated().map { ($1, $0) })
    }

    /// Sorts in place each run of keys of one file: a few findings, mostly in order already, by
    /// insertion; more (a source file's), by comparison.
    private static func sortEachBucket(_ keys: UnsafeMutableBufferPointer<Key>) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end].file == keys[start].file { end += 1 }
            defer { start = end }
            guard end - start > 16 else {
                for index in start + 1..<end {
                    let key = keys[index]
                    var slot = index
                    while slot > start, Key.precedes(key, keys[slot - 1]) {
                        keys[slot] = keys[slot - 1]
                        slot -= 1
                    }
                    keys[slot] = key
                }
                continue
            }
            var bucket = UnsafeMutableBufferPointer(rebasing: keys[start..<end])
            bucket.sort(by: Key.precedes)
        }
    }

    /// A finding's place: its file's (odd for a colorset's `Contents.json`, twice its rank plus
    /// one; even for a file between colorsets' paths, with `file` the place among such files),
    /// its line and column (0 for none), its code's rank, and its position in the lists, which
    /// breaks the last ties.
    struct Key {
        var file: Int, between: Int, line: Int, column: Int, code: Int, position: Int

        static func precedes(_ a: Key, _ b: Key) -> Bool {
            if a.file != b.file { return a.file < b.file }
            if a.between != b.between { return a.between < b.between }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            if a.code != b.code { return a.code < b.code }
            return a.position < b.position
        }
    }

    /// The keys of `findings`, numbered from `start`.
    private func keys(_ findings: any FindingList, from start: Int, places: [String: (file: Int, between: Int)],
                      codeRanks: [String: Int]) -> [Key] {
        let shared = findings.sharedCode.map { codeRanks[$0]! }
        return (0..<findings.count).map { index in
            let place = findings.subject(index).map { (file: 2 * rank($0) + 1, between: 0) } ?? places[findings.file(index)]!
            let (line, column) = findings.position(index)
            return Key(file: place.file, between: place.between, line: line, column: column,
                       code: shared ?? codeRanks[findings.code(index)]!, position: start + index)
        }
    }

    /// The place of each file of a finding at no told colorset: the colorset whose path it is,
    /// or the gap between colorsets' paths it falls in, found by a binary search over the
    /// colorsets in path order; files in one gap are told apart by their text.
    private func filePlaces(_ lists: [any FindingList]) -> [String: (file: Int, between: Int)] {
        var files = Set<String>()
        for list in lists {
            for index in 0..<list.count where list.subject(index) == nil { files.insert(list.file(index)) }
        }
        guard !files.isEmpty else { return [:] }
        // The colorsets by rank.
        var byRank = [ColorSetLocation](repeating: ColorSetLocation(catalog: 0, colorSet: 0), count: count)
        for (catalog, catalogRanks) in ranks.enumerated() {
            for (colorSet, rank) in catalogRanks.enumerated() { byRank[bases[catalog] + rank] = ColorSetLocation(catalog: catalog, colorSet: colorSet) }
        }
        func path(_ rank: Int) -> String { workspace.catalogs[byRank[rank].catalog].colorSets[byRank[rank].colorSet].contentsPath }
        var places: [String: (file: Int, between: Int)] = [:]
        for (index, file) in files.sorted().enumerated() {
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if path(middle) < file { low = middle + 1 } else { high = middle }
            }
            places[file] = low < count && path(low) == file ? (2 * low + 1, 0) : (2 * low, index)
        }
        return places
    }
}
