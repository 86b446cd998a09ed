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
        var seen = Set<[UInt8]>()
        var member = index + 1
        for _ in 0..<count {
            if !seen.insert(decodedKey(member)).inserted { duplicateMembers.append(member) }
            member += 1 + Int(nodes[member].descendantCount)
        }
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
