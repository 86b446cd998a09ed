import AssetCatalog
import PaletteConfig

/// What `palette check` adds to the catalogs' own diagnostics: the contrast policy's findings
/// (`ContrastAnalysis`), the color-vision ones on its pairs (`VisionChecks`) and the near duplicates (`NearDuplicates`), sorted by file and position.
/// Every colorset is resolved once for all three (`AppearanceTable`), while the pairs are
/// matched; then the measurements' findings and the others (color vision and near duplicates,
/// about as much work), which only read the workspace, are worked out at once, one per thread;
/// then the two lists are sorted, each on a thread, and merged (`sortedTogether`).
public enum CheckFindings {
    /// The findings, with `extra` ones (the sources', issue 17) sorted in among them.
    public static func diagnostics(workspace: Workspace, section: ContrastSection?, configFile: String?,
                                   inferring: Bool = true, adding extra: [Diagnostic] = []) -> [Diagnostic] {
        let distance = section?.nearDuplicateDistance ?? ContrastSection.defaultNearDuplicateDistance
        let (table, pairs) = concurrently({ AppearanceTable(workspace: workspace) },
                                          { PairList(workspace: workspace, section: section, inferring: inferring) })
        // The parts that spread over the cores themselves on this thread, the measurements' on the other.
        let (others, measured) = concurrently({
            VisionChecks.diagnostics(pairs: pairs, workspace: workspace, table: table, canvas: section?.canvas ?? ContrastSection.Canvas())
                + NearDuplicates.diagnostics(in: workspace, table: table, distance: distance)
        }, {
            ContrastAnalysis(workspace: workspace, pairs: pairs, section: section, configFile: configFile, table: table).diagnostics
        })
        // Handed over, so that their diagnostics can be moved rather than copied.
        let findings = sortedTogether(consume measured, consume others)
        return extra.isEmpty ? findings : merged(findings, sorted(extra))
    }

    /// `sorted(first + second)` for two sorted lists, in one pass: on equal keys `first`'s come
    /// first, as a stable sort of `first + second` keeps them.
    static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        SortKeys.withKeys(first, second) { keys in
            while i < first.count, j < second.count {
                if keys.order(first.count + j, i) < 0 {
                    result.append(second[j]); j += 1
                } else {
                    result.append(first[i]); i += 1
                }
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// `diagnostics.sorted()`, sorting positions by small keys rather than the diagnostics:
    /// moving a diagnostic copies its finding, and a sort of thousands moves each many times.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        sortedTogether(diagnostics, [])
    }

    /// `merged(sorted(first), sorted(second))`, which is `(first + second).sorted()`: the keys
    /// made once for both, each list's keys sorted on a thread of its own, the two merged, and
    /// each diagnostic moved once, into its place (a copy would retain each of its strings, and
    /// releasing the lists then release them again).
    static func sortedTogether(_ first: consuming [Diagnostic], _ second: consuming [Diagnostic]) -> [Diagnostic] {
        let count = first.count, secondCount = second.count
        let positions = SortKeys.withKeys(first, second) { keys in
            let (a, b) = concurrently({ keys.sortedKeys(0..<count) }, { keys.sortedKeys(count..<count + secondCount) })
            return keys.merged(a, b)
        }
        return moving(positions, from: &first, &second)
    }

    /// The diagnostics at `positions` (`first`'s numbered from 0, then `second`'s), in that
    /// order, moved out of the lists, which are left holding placeholders (made afresh: cheaper
    /// than copies, and with no strings to release).
    private static func moving(_ positions: [Int], from first: inout [Diagnostic], _ second: inout [Diagnostic]) -> [Diagnostic] {
        first.withUnsafeMutableBufferPointer { a in
            second.withUnsafeMutableBufferPointer { b in
                [Diagnostic](unsafeUninitializedCapacity: positions.count) { result, initialized in
                    for (slot, position) in positions.enumerated() {
                        let source = position < a.count ? a.baseAddress! + position : b.baseAddress! + (position - a.count)
                        (result.baseAddress! + slot).moveInitialize(from: source, count: 1)
                        source.initialize(to: Diagnostic(file: "", .noAnySlot))
                    }
                    initialized = positions.count
                }
            }
        }
    }

    /// `Diagnostic`'s order (file, line, column, code) for the diagnostics of two lists, `first`'s
    /// numbered from 0, then `second`'s; ties are the caller's to break.
    ///
    /// Comparing the files as `String`s asked twice for most pairs (`!=`, then `<`), each time
    /// from the start of paths that share a long prefix. Here the files' bytes are copied once
    /// into one buffer (a file repeated by the next diagnostic, once), and each key keeps the
    /// sixteen bytes after the prefix all files share as two numbers: most pairs differ there,
    /// and are told apart by comparing integers. Bytes order ASCII text as `String` does; when a
    /// file has other characters (ordered by canonical equivalence) the `String`s are compared.
    /// Only read, on two threads at most, while `withKeys` (which owns the bytes) waits.
    struct SortKeys: @unchecked Sendable {
        /// The lists, read in place: the keys hold no reference to them, so that they are left
        /// alone when `sortedTogether` moves their diagnostics out.
        private let first: UnsafeBufferPointer<Diagnostic>, second: UnsafeBufferPointer<Diagnostic>
        private let bytes: UnsafeRawBufferPointer
        /// Per diagnostic: where its file's bytes are in `bytes`, the sixteen after the shared
        /// prefix (big-endian, zero past the end), its line and column (0 for none).
        private var starts: [Int] = [], counts: [Int] = [], heads: [SIMD2<UInt64>] = [], lines: [Int] = [], columns: [Int] = []
        /// The length of the prefix every file shares.
        private var shared = 0
        private var isASCII = true

        /// Calls `body` with the keys of `first` and `second`.
        static func withKeys<Result>(_ first: [Diagnostic], _ second: [Diagnostic], _ body: (SortKeys) -> Result) -> Result {
            var arena: [UInt8] = []
            arena.reserveCapacity((first.count + second.count) * 32)
            var starts: [Int] = [], counts: [Int] = []
            starts.reserveCapacity(first.count + second.count)
            counts.reserveCapacity(first.count + second.count)
            for list in [first, second] {
                for index in list.indices {
                    if index > 0, list[index].file == list[index - 1].file {
                        starts.append(starts[starts.count - 1]); counts.append(counts[counts.count - 1])
                        continue
                    }
                    starts.append(arena.count)
                    let file = list[index].file.utf8
                    if file.withContiguousStorageIfAvailable({ arena.append(contentsOf: $0) }) == nil { arena.append(contentsOf: file) }
                    counts.append(arena.count - starts[starts.count - 1])
                }
            }
            // Zeros past the end, so that a word read anywhere in a file is whole.
            arena.append(contentsOf: repeatElement(0, count: 16 - arena.count % 8))
            return arena.withUnsafeBytes { bytes in
                first.withUnsafeBufferPointer { first in
                    second.withUnsafeBufferPointer { second in
                        body(SortKeys(first, second, bytes, starts, counts))
                    }
                }
            }
        }

        private init(_ first: UnsafeBufferPointer<Diagnostic>, _ second: UnsafeBufferPointer<Diagnostic>, _ bytes: UnsafeRawBufferPointer, _ starts: [Int], _ counts: [Int]) {
            self.first = first
            self.second = second
            self.bytes = bytes
            self.starts = starts
            self.counts = counts
            var high: UInt64 = 0
            for offset in stride(from: 0, to: bytes.count - 8, by: 8) {
                high |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            }
            isASCII = high & 0x8080_8080_8080_8080 == 0
            shared = counts.min() ?? 0
            // A file repeated by the next diagnostic has the same bytes: each run is compared once.
            for index in starts.indices where shared > 0 && starts[index] != starts[0] && starts[index] != starts[index - 1] {
                shared = min(shared, Self.commonPrefix(bytes, starts[0], starts[index], shared))
            }
            heads = starts.indices.map { SIMD2(word(at: shared, of: $0), word(at: shared + 8, of: $0)) }
            for list in [first, second] {
                lines += list.map { $0.line ?? 0 }
                columns += list.map { $0.column ?? 0 }
            }
        }

        private func file(_ index: Int) -> String {
            index < first.count ? first[index].file : second[index - first.count].file
        }

        private func code(_ index: Int) -> String {
            index < first.count ? first[index].code : second[index - first.count].code
        }

        /// The keys of the positions in `range`, sorted, ties in order.
        ///
        /// Each position is sorted with its key's numbers beside it, so that most comparisons of
        /// ASCII files read two small values in place and `order` is asked only when those tie;
        /// every comparison answers as `order` would, so the sort's result is the same.
        func sortedKeys(_ range: Range<Int>) -> [Key] {
            var keys = range.map { Key(head: heads[$0], start: starts[$0], line: lines[$0], column: columns[$0], position: $0) }
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

        /// `order(a.position, b.position)`, from the numbers at hand when they differ (ASCII files).
        private func order(_ a: Key, _ b: Key) -> Int {
            guard isASCII else { return order(a.position, b.position) }
            if a.head.x != b.head.x { return a.head.x < b.head.x ? -1 : 1 }
            if a.head.y != b.head.y { return a.head.y < b.head.y ? -1 : 1 }
            // The same bytes: the same file.
            if a.start == b.start {
                if a.line != b.line { return a.line < b.line ? -1 : 1 }
                if a.column != b.column { return a.column < b.column ? -1 : 1 }
            }
            return order(a.position, b.position)
        }

        /// A position with the numbers its order is mostly decided by.
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
            } else if heads[i] != heads[j] {
                files = heads[i].x != heads[j].x ? (heads[i].x < heads[j].x ? -1 : 1) : (heads[i].y < heads[j].y ? -1 : 1)
            } else if starts[i] != starts[j] {
                files = compareFiles(i, j, from: shared + 16)
            }
            if files != 0 { return files }
            if lines[i] != lines[j] { return lines[i] < lines[j] ? -1 : 1 }
            if columns[i] != columns[j] { return columns[i] < columns[j] ? -1 : 1 }
            let a = code(i), b = code(j)
            return a == b ? 0 : a < b ? -1 : 1
        }

        /// The eight bytes of file `index` from `offset` as a big-endian number (which orders as
        /// the bytes do), zero past its end.
        private func word(at offset: Int, of index: Int) -> UInt64 {
            let left = counts[index] - offset
            guard left > 0 else { return 0 }
            let word = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: starts[index] + offset, as: UInt64.self))
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

        /// How many of the first `limit` bytes at `a` and at `b` are equal.
        private static func commonPrefix(_ bytes: UnsafeRawBufferPointer, _ a: Int, _ b: Int, _ limit: Int) -> Int {
            var length = 0
            while length + 8 <= limit,
                  bytes.loadUnaligned(fromByteOffset: a + length, as: UInt64.self)
                  == bytes.loadUnaligned(fromByteOffset: b + length, as: UInt64.self) {
                length += 8
            }
            while length < limit, bytes[a + length] == bytes[b + length] { length += 1 }
            return length
        }
    }
}
