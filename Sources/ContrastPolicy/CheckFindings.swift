import AssetCatalog
import PaletteConfig

/// What `palette check` adds to the catalogs' own diagnostics: the contrast policy's findings
/// (`ContrastAnalysis`), the color-vision ones on its pairs (`VisionChecks`) and the near
/// duplicates (`NearDuplicates`), sorted by file and position. Every colorset is resolved once
/// for all three (`AppearanceTable`), while the pairs are matched; then the measurements'
/// findings, spread over the cores, then the near duplicates beside the color-vision ones (about
/// as much work), each finding with its colorset; then the lists are put in order together: by
/// the colorsets' path order (`FindingOrder`), or, where the loader could not record it, by the
/// files' text (`sortedTogether`). The contrast failures and the near duplicates, thousands on a
/// large catalog, stay numbers until each is read (`DeferredFindings`).
public enum CheckFindings {
    /// The findings, with `extra` ones (the sources', issue 17) sorted in among them.
    public static func diagnostics(workspace: Workspace, section: ContrastSection?, configFile: String?,
                                   inferring: Bool = true, adding extra: [Diagnostic] = []) -> OrderedDiagnostics {
        let distance = section?.nearDuplicateDistance ?? ContrastSection.defaultNearDuplicateDistance
        let (table, pairs) = concurrently({ AppearanceTable(workspace: workspace) },
                                          { PairList(workspace: workspace, section: section, inferring: inferring) })
        // Sorted by the colorsets' path order when the loader recorded it, else by the files' text.
        let order = FindingOrder(workspace: workspace)
        // The measurements' findings, then the others: each spread over the cores, one after the
        // other. Made at once, on a thread each, they contended for the cores: a tenth more CPU
        // time for no less wall time (`palette-bench contrast-phases`, two cores).
        let measured = ContrastAnalysis.located(workspace: workspace, pairs: pairs, section: section, configFile: configFile,
                                                table: table)
        // The near duplicates beside the color-vision findings: each is partly made on one thread,
        // and together they keep both cores busy.
        let nearDuplicates: DeferredFindings
        var others: LocatedFindings
        (nearDuplicates, others) = concurrently(
            { NearDuplicates.located(in: workspace, table: table, distance: distance) },
            { VisionChecks.located(pairs: pairs, workspace: workspace, table: table, canvas: section?.canvas ?? ContrastSection.Canvas()) })
        others.append(unlocated: extra)
        // On equal keys the measurements' first (the failures, then the rest), then the near
        // duplicates, then the others.
        if let order { return order.sorted(measured.failures, measured.rest, nearDuplicates, others) }
        return sortedTogether(measured.failures.diagnostics + measured.rest.diagnostics,
                              nearDuplicates.diagnostics + others.diagnostics)
    }

    /// `(first + second).sorted()`, stable (on equal keys `first`'s come first), read where the
    /// diagnostics lie: the keys made once for both, each list's keys made and sorted on a
    /// thread of its own, and the two merged. A diagnostic is 200 bytes, and `check` has tens
    /// of thousands: moving each into a new array in order took longer than sorting them.
    static func sortedTogether(_ first: [Diagnostic], _ second: [Diagnostic]) -> OrderedDiagnostics {
        let count = first.count, secondCount = second.count
        let positions = SortKeys.withKeys(first, second) { keys in
            let (a, b) = concurrently({ keys.sortedKeys(0..<count) }, { keys.sortedKeys(count..<count + secondCount) })
            return keys.merged(a, b)
        }
        return OrderedDiagnostics(lists: [first, second], order: positions)
    }

    /// `Diagnostic`'s order (file, line, column, code) for the diagnostics of two lists, `first`'s
    /// numbered from 0, then `second`'s; ties are the caller's to break.
    ///
    /// Comparing the files as `String`s asked twice for most pairs (`!=`, then `<`), each time
    /// from the start of paths that share a long prefix. Here the files' bytes are copied once
    /// into a buffer per list (a file repeated by the next diagnostic, once), and each key keeps the
    /// sixteen bytes after the prefix all files share as two numbers: most pairs differ there,
    /// and are told apart by comparing integers. Bytes order ASCII text as `String` does; when a
    /// file has other characters (ordered by canonical equivalence) the `String`s are compared.
    /// Only read, on two threads at most, while `withKeys` (which owns the bytes) waits.
    struct SortKeys: @unchecked Sendable {
        /// The lists, read in place through their addresses (`diagnostic(_:)`): an element read
        /// through a subscript is a copy, every string of it retained.
        private let first: UnsafeBufferPointer<Diagnostic>, second: UnsafeBufferPointer<Diagnostic>
        /// Per diagnostic: the address of its file's bytes (the same for the same bytes), and how many.
        private let starts: [Int], counts: [Int]
        /// The length of the prefix every file shares.
        private let shared: Int
        private let isASCII: Bool

        /// Calls `body` with the keys of `first` and `second`, each list's files copied on a
        /// thread of its own.
        static func withKeys<Result>(_ first: [Diagnostic], _ second: [Diagnostic], _ body: (SortKeys) -> Result) -> Result {
            let (a, b) = concurrently({ FileBytes(first) }, { FileBytes(second) })
            return a.bytes.withUnsafeBytes { x in
                b.bytes.withUnsafeBytes { y in
                    let firstBase = Int(bitPattern: x.baseAddress!), secondBase = Int(bitPattern: y.baseAddress!)
                    let starts = a.starts.map { firstBase + $0 } + b.starts.map { secondBase + $0 }
                    // The prefix every file shares: each list's, cut to what their first files share.
                    var shared = [a.shared, b.shared].compactMap { $0 }.min() ?? 0
                    if !a.starts.isEmpty, !b.starts.isEmpty { shared = commonPrefix(starts[0], starts[a.starts.count], shared) }
                    return first.withUnsafeBufferPointer { first in
                        second.withUnsafeBufferPointer { second in
                            body(SortKeys(first: first, second: second, starts: starts, counts: a.counts + b.counts, shared: shared,
                                          isASCII: a.isASCII && b.isASCII))
                        }
                    }
                }
            }
        }

        /// One list's files as bytes (a file repeated by the next diagnostic, once), whether they
        /// are all ASCII, and the length of the prefix they share (`nil` for no files).
        private struct FileBytes: Sendable {
            var bytes: [UInt8] = [], starts: [Int] = [], counts: [Int] = []
            var shared: Int?, isASCII = true

            init(_ list: [Diagnostic]) {
                bytes.reserveCapacity(list.count * 32)
                starts.reserveCapacity(list.count)
                counts.reserveCapacity(list.count)
                // Each file read through its diagnostic's address: `list[index].file` copied the
                // whole diagnostic out, retaining every string of its finding.
                list.withUnsafeBufferPointer { list in
                    guard let first = list.baseAddress else { return }
                    for index in list.indices {
                        if index > 0, (first + index).pointee.file == (first + index - 1).pointee.file {
                            starts.append(starts[starts.count - 1]); counts.append(counts[counts.count - 1])
                            continue
                        }
                        starts.append(bytes.count)
                        bytes.append(contentsOf: (first + index).pointee.file.utf8)
                        counts.append(bytes.count - starts[starts.count - 1])
                    }
                }
                // Zeros past the end, so that a word read anywhere in a file is whole (and the
                // bytes are whole words).
                bytes.append(contentsOf: repeatElement(0, count: 16 - bytes.count % 8))
                guard let shortest = counts.min() else { return }
                let runs = starts
                (shared, isASCII) = bytes.withUnsafeBytes { bytes in
                    var shared = shortest
                    let base = Int(bitPattern: bytes.baseAddress!)
                    // A file repeated by the next diagnostic has the same bytes: each run is compared once.
                    for index in runs.indices where shared > 0 && runs[index] != runs[0] && runs[index] != runs[index - 1] {
                        shared = min(shared, SortKeys.commonPrefix(base + runs[0], base + runs[index], shared))
                    }
                    var high: UInt64 = 0
                    for offset in stride(from: 0, to: bytes.count, by: 8) {
                        high |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    }
                    return (shared, high & 0x8080_8080_8080_8080 == 0)
                }
            }
        }

        /// Diagnostic `index`, read in place through its address: a buffer's subscript copies
        /// the diagnostic out, retaining every string of its finding to read one field.
        private func diagnostic(_ index: Int) -> UnsafePointer<Diagnostic> {
            index < first.count ? first.baseAddress! + index : second.baseAddress! + (index - first.count)
        }

        private func file(_ index: Int) -> String { diagnostic(index).pointee.file }

        private func code(_ index: Int) -> String { diagnostic(index).pointee.finding.code }

        /// Line and column of diagnostic `index` (0 for none).
        private func position(_ index: Int) -> (line: Int, column: Int) {
            let diagnostic = diagnostic(index)
            return (diagnostic.pointee.line ?? 0, diagnostic.pointee.column ?? 0)
        }

        /// The keys of the positions in `range`, sorted, ties in order.
        ///
        /// Each position is sorted with its key's numbers beside it, so that most comparisons of
        /// ASCII files read two small values in place and `order` is asked only when those tie;
        /// every comparison answers as `order` would, so the sort's result is the same.
        func sortedKeys(_ range: Range<Int>) -> [Key] {
            var keys = range.map { index in
                let (line, column) = position(index)
                return Key(head: SIMD2(word(at: shared, of: index), word(at: shared + 8, of: index)), start: starts[index],
                           line: line, column: column, position: index)
            }
            keys.sort { a, b in
                let order = order(a, b)
                return order != 0 ? order < 0 : a.position < b.position
            }
            return keys
        }

        /// The positions of two sorted lists of keys, merged; on equal keys `a`'s come first.
        func merged(_ a: [Key], _ b: [Key]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(a.count + b.count)
            var i = 0, j = 0
            while i < a.count, j < b.count {
                if order(b[j], a[i]) < 0 {
                    result.append(b[j].position); j += 1
                } else {
                    result.append(a[i].position); i += 1
                }
            }
            for key in a[i...] { result.append(key.position) }
            for key in b[j...] { result.append(key.position) }
            return result
        }

        /// `order(a.position, b.position)`, from the numbers at hand (ASCII files): the files'
        /// bytes past the heads are compared only when the heads tie and the bytes are not the
        /// same ones, the codes only when all else ties.
        private func order(_ a: Key, _ b: Key) -> Int {
            guard isASCII else { return order(a.position, b.position) }
            if a.head.x != b.head.x { return a.head.x < b.head.x ? -1 : 1 }
            if a.head.y != b.head.y { return a.head.y < b.head.y ? -1 : 1 }
            if a.start != b.start {
                let files = compareFiles(a.position, b.position, from: shared + 16)
                if files != 0 { return files }
            }
            if a.line != b.line { return a.line < b.line ? -1 : 1 }
            if a.column != b.column { return a.column < b.column ? -1 : 1 }
            return codeOrder(a.position, b.position)
        }

        /// A position with the numbers its order is mostly decided by: the sixteen bytes of its
        /// file after the shared prefix (big-endian, zero past the end), where the file's bytes
        /// start, its line and column (0 for none).
        struct Key {
            var head: SIMD2<UInt64>
            var start: Int, line: Int, column: Int, position: Int
        }

        /// -1, 0 or 1 as diagnostic `i` sorts before, with, or after diagnostic `j`.
        func order(_ i: Int, _ j: Int) -> Int {
            var files = 0
            if !isASCII {
                let a = file(i), b = file(j)
                files = a == b ? 0 : a < b ? -1 : 1
            } else if starts[i] != starts[j] {
                files = compareFiles(i, j, from: shared)
            }
            if files != 0 { return files }
            let a = position(i), b = position(j)
            if a.line != b.line { return a.line < b.line ? -1 : 1 }
            if a.column != b.column { return a.column < b.column ? -1 : 1 }
            return codeOrder(i, j)
        }

        /// -1, 0 or 1 as the code of diagnostic `i` orders before, as, or after that of `j`.
        private func codeOrder(_ i: Int, _ j: Int) -> Int {
            let a = code(i), b = code(j)
            return a == b ? 0 : a < b ? -1 : 1
        }

        /// The eight bytes of file `index` from `offset` as a big-endian number (which orders as
        /// the bytes do), zero past its end.
        private func word(at offset: Int, of index: Int) -> UInt64 {
            let left = counts[index] - offset
            guard left > 0 else { return 0 }
            let bytes = UnsafeRawPointer(bitPattern: starts[index])!
            let word = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            return left >= 8 ? word : word & ~(~UInt64(0) >> UInt64(8 * left))
        }

        /// -1, 0 or 1 as file `i` orders before, as, or after file `j`, both equal before `offset`.
        private func compareFiles(_ i: Int, _ j: Int, from offset: Int) -> Int {
            var offset = offset
            while offset < min(counts[i], counts[j]) {
                let x = word(at: offset, of: i), y = word(at: offset, of: j)
                if x != y { return x < y ? -1 : 1 }
                offset += 8
            }
            return counts[i] == counts[j] ? 0 : counts[i] < counts[j] ? -1 : 1
        }

        /// How many of the first `limit` bytes at addresses `a` and `b` are equal.
        private static func commonPrefix(_ a: Int, _ b: Int, _ limit: Int) -> Int {
            let a = UnsafeRawPointer(bitPattern: a)!, b = UnsafeRawPointer(bitPattern: b)!
            var length = 0
            while length + 8 <= limit,
                  a.loadUnaligned(fromByteOffset: length, as: UInt64.self) == b.loadUnaligned(fromByteOffset: length, as: UInt64.self) {
                length += 8
            }
            while length < limit, a.load(fromByteOffset: length, as: UInt8.self) == b.load(fromByteOffset: length, as: UInt8.self) {
                length += 1
            }
            return length
        }
    }
}
