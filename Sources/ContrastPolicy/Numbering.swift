import ColorScience

/// A key whose bits are mixed into one number by the key itself: a `Dictionary` hashes every key
/// with SipHash, which for a color costs about as much as the conversion a lookup saves.
protocol QuickHashable: Equatable {
    var quickHash: UInt64 { get }
}

/// Dense numbers for distinct keys, in order of first appearance: a check numbers the colors its
/// colorsets show, so that work on a color shown by many colorsets and appearances is done once.
/// Open addressing over a power-of-two table, kept at most half full.
struct Numbering<Key: QuickHashable> {
    /// The distinct keys, by number.
    private(set) var keys: [Key] = []
    /// Each slot's key number plus one; 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 64)

    /// The number of `key`, given the next one when it is new. Keys equal by `==` share a number
    /// (equal keys must have equal `quickHash`es; a key not equal to itself gets a new one each time).
    mutating func number(of key: Key) -> Int {
        if 2 * (keys.count + 1) > slots.count { grow() }
        var slot = place(key)
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if keys[number] == key { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(keys.count + 1)
        keys.append(key)
        return keys.count - 1
    }

    /// Where `key`'s search starts: the hash's high bits (a multiplication mixes them best).
    private func place(_ key: Key) -> Int {
        Int(truncatingIfNeeded: (key.quickHash &* 0x9E37_79B9_7F4A_7C15) >> 32) & (slots.count - 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: 2 * slots.count)
        for number in keys.indices {
            var slot = place(keys[number])
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number + 1)
        }
    }
}

extension DisplayColor: QuickHashable {
    /// The channels and alpha (zero's two signs alike, as `==` has them); `clipped` is left out.
    var quickHash: UInt64 {
        let alpha = self.alpha == 0 ? 0 : self.alpha.bitPattern
        return (UInt64(rgb.packed) &* 0x100_0000_01B3) ^ alpha
    }
}
