#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finder-like name order: case-insensitive, digit runs compared as numbers (`chart2` before `chart10`).
enum NaturalOrder {
    /// The name an entry of a catalog's tree sorts by, as Xcode lists it: a colorset's without
    /// `.colorset` (`Grey` before `Grey 2` and `Grey-dark`, which sort before `Grey.colorset`).
    static func treeName(_ entry: String) -> String {
        entry.hasSuffix(".colorset") ? String(entry.dropLast(".colorset".count)) : entry
    }

    /// `items` sorted by `name`. Each name becomes a byte key once, all keys in one buffer, so the
    /// sort itself is one `memcmp` per comparison; equal keys fall back to the names as written.
    static func sorted<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        var keys: [UInt8] = []
        var bounds: [Range<Int>] = []
        bounds.reserveCapacity(items.count)
        for item in items {
            let start = keys.count
            appendKey(name(item), to: &keys)
            bounds.append(start..<keys.count)
        }
        let order = keys.withUnsafeBufferPointer { keys in
            items.indices.sorted { lhs, rhs in
                let order = compare(keys, bounds[lhs], bounds[rhs])
                return order != 0 ? order < 0 : name(items[lhs]) < name(items[rhs])
            }
        }
        return order.map { items[$0] }
    }

    /// Appends the key of `name`: the lowercased UTF-8 bytes with each digit run rewritten as `0`,
    /// its length without leading zeros, and those digits. Byte order of keys is then natural
    /// order, and a digit run still sorts where a digit would against other characters.
    static func appendKey(_ name: String, to key: inout [UInt8]) {
        var text = name
        // Only non-ASCII names need Unicode lowercasing; ASCII letters are folded byte by byte below.
        if !text.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) { text = text.lowercased() }
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard isDigit(bytes[index]) else {
                    let byte = bytes[index]
                    key.append(byte >= 65 && byte <= 90 ? byte | 0x20 : byte)
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                var start = index
                while start < end - 1, bytes[start] == 48 { start += 1 }
                key.append(48)
                key.append(UInt8(min(end - start, 255)))
                key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                index = end
            }
        }
    }

    /// Negative, zero or positive as the key at `lhs` sorts before, with or after the one at `rhs`.
    private static func compare(_ keys: UnsafeBufferPointer<UInt8>, _ lhs: Range<Int>, _ rhs: Range<Int>) -> Int {
        let shared = min(lhs.count, rhs.count)
        if shared > 0 {
            let order = memcmp(keys.baseAddress! + lhs.lowerBound, keys.baseAddress! + rhs.lowerBound, shared)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }

    private static func isDigit(_ value: UInt8) -> Bool { value >= 48 && value <= 57 }
}
