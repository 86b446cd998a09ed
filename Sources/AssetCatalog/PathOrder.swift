#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of a catalog's colorsets by their `Contents.json` paths, as `String` orders the
/// paths' text, worked out from the tree while the loader has the names at hand: a path goes on
/// with `/` after each folder, so siblings order as their names' bytes followed by `/` do, and
/// the colorsets follow depth first. Findings are sorted by file with it (`check`), without
/// reading every path again. Only for ASCII names, whose text orders as their bytes.
enum PathOrder {
    /// The positions of `names` (path components, as ranges of `bytes`) in that order; `nil`
    /// when a name is not ASCII. Each name is keyed by its first sixteen bytes and a `/` as two
    /// big-endian words, which decide nearly every comparison; the rest are compared on a tie.
    /// `bytes` ends with sixteen zero bytes, so that a word is read whole past any name.
    static func positions(of names: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var keys: [(head: SIMD2<UInt64>, index: Int)] = []
        keys.reserveCapacity(names.count)
        let highs: UInt64 = 0x8080_8080_8080_8080
        var high: UInt64 = 0
        for (index, name) in names.enumerated() {
            let start = UnsafeRawPointer(bytes.baseAddress! + name.lowerBound)
            // The first sixteen bytes as big-endian words (which order as the bytes do), cut
            // after the name, with its `/` where it ends within them.
            var words = SIMD2(UInt64(bigEndian: start.loadUnaligned(as: UInt64.self)),
                              UInt64(bigEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            for word in 0..<2 where name.count < 8 * (word + 1) {
                let kept = max(name.count - 8 * word, 0)
                words[word] = kept == 0 ? 0 : words[word] & ~(~UInt64(0) >> UInt64(8 * kept))
                if kept < 8, name.count >= 8 * word { words[word] |= UInt64(UInt8(ascii: "/")) << UInt64(56 - 8 * kept) }
            }
            high |= words.x | words.y
            keys.append((words, index))
        }
        // ASCII: no high bit in any name (the sixteen-byte heads checked above, the rest here).
        guard high & highs == 0,
              !names.contains(where: { $0.count > 16 && bytes[($0.lowerBound + 16)..<$0.upperBound].contains { $0 >= 0x80 } })
        else { return nil }
        func precedes(_ a: (head: SIMD2<UInt64>, index: Int), _ b: (head: SIMD2<UInt64>, index: Int)) -> Bool {
            if a.head.x != b.head.x { return a.head.x < b.head.x }
            if a.head.y != b.head.y { return a.head.y < b.head.y }
            // Sixteen bytes alike (both names that long, or the same): the rest, each name followed by `/`.
            let x = names[a.index], y = names[b.index], shared = min(x.count, y.count) - 16
            if shared > 0 {
                let order = memcmp(bytes.baseAddress! + x.lowerBound + 16, bytes.baseAddress! + y.lowerBound + 16, shared)
                if order != 0 { return order < 0 }
            }
            if x.count == y.count { return false }
            // One name goes on where the other has its `/`.
            return x.count < y.count ? UInt8(ascii: "/") < bytes[y.lowerBound + x.count] : bytes[x.lowerBound + y.count] < UInt8(ascii: "/")
        }
        // Listed in Xcode's order, which is often this one already.
        if keys.indices.dropFirst().allSatisfy({ precedes(keys[$0 - 1], keys[$0]) }) { return Array(names.indices) }
        keys.sort(by: precedes)
        return keys.map(\.index)
    }
}
