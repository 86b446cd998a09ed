#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONParser {
    /// Records every member of the object at `index` whose key repeats an earlier key.
    /// Keys are compared by their decoded UTF-8 bytes (so by Unicode scalars), never with `String ==`.
    mutating func findDuplicateKeys(inObject index: Int) {
        let count = Int(nodes[index].childCount)
        if count <= 32 {
            // Every object of every file comes here: walk the members in place, no scratch list.
            var later = index + 1 + 1 + Int(nodes[index + 1].descendantCount)
            for _ in 1..<count {
                var earlier = index + 1
                while earlier < later {
                    if sameKey(earlier, later) {
                        duplicateMembers.append(later)
                        break
                    }
                    earlier += 1 + Int(nodes[earlier].descendantCount)
                }
                later += 1 + Int(nodes[later].descendantCount)
            }
            return
        }
        // A large object (a token group holds hundreds of members): members sorted by a hash of
        // their key, so that only members whose hashes agree are compared, and no key is copied.
        var hashed: [(hash: Int, member: Int)] = []
        hashed.reserveCapacity(count)
        var member = index + 1
        for _ in 0..<count {
            hashed.append((keyHash(member), member))
            member += 1 + Int(nodes[member].descendantCount)
        }
        hashed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.member < $1.member }
        var repeats: [Int] = []
        var start = 0
        while start < hashed.count {
            var end = start + 1
            while end < hashed.count, hashed[end].hash == hashed[start].hash { end += 1 }
            for later in start + 1..<end where (start..<later).contains(where: { sameKey(hashed[$0].member, hashed[later].member) }) {
                repeats.append(hashed[later].member)
            }
            start = end
        }
        duplicateMembers += repeats.sorted()
    }

    /// A hash of the member's decoded key (seeded per process, so a file cannot aim at collisions).
    private func keyHash(_ member: Int) -> Int {
        let node = nodes[member]
        var hasher = Hasher()
        if node.keyHasEscapes {
            decodedKey(member).withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: input[node.keyContent])))
        }
        return hasher.finalize()
    }

    private func sameKey(_ first: Int, _ second: Int) -> Bool {
        let a = nodes[first], b = nodes[second]
        if !a.keyHasEscapes, !b.keyHasEscapes {
            let length = Int(a.keyEnd - a.keyStart)
            guard length == Int(b.keyEnd - b.keyStart) else { return false }
            return memcmp(input.baseAddress! + Int(a.keyStart), input.baseAddress! + Int(b.keyStart), length) == 0
        }
        return decodedKey(first) == decodedKey(second)
    }

    private func decodedKey(_ member: Int) -> [UInt8] {
        let node = nodes[member]
        return JSONStringCoding.decodedUTF8(input, token: Int(node.keyStart)..<Int(node.keyEnd))
    }
}
