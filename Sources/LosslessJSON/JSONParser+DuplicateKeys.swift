extension JSONParser {
    /// Records every member of the object at `index` whose key repeats an earlier key.
    /// Keys are compared by their decoded UTF-8 bytes (so by Unicode scalars), never with `String ==`.
    mutating func findDuplicateKeys(inObject index: Int) {
        memberScratch.removeAll(keepingCapacity: true)
        var child = index + 1
        for _ in 0..<nodes[index].childCount {
            memberScratch.append(child)
            child += 1 + Int(nodes[child].descendantCount)
        }
        if memberScratch.count <= 32 {
            for later in 1..<memberScratch.count {
                for earlier in 0..<later where sameKey(memberScratch[earlier], memberScratch[later]) {
                    duplicateMembers.append(memberScratch[later])
                    break
                }
            }
        } else {
            var seen = Set<[UInt8]>()
            for member in memberScratch where !seen.insert(decodedKey(member)).inserted {
                duplicateMembers.append(member)
            }
        }
    }

    private func sameKey(_ first: Int, _ second: Int) -> Bool {
        let a = nodes[first], b = nodes[second]
        if !a.keyHasEscapes, !b.keyHasEscapes {
            let left = a.keyContent, right = b.keyContent
            guard left.count == right.count else { return false }
            for offset in 0..<left.count where input[left.lowerBound + offset] != input[right.lowerBound + offset] {
                return false
            }
            return true
        }
        return decodedKey(first) == decodedKey(second)
    }

    private func decodedKey(_ member: Int) -> [UInt8] {
        let node = nodes[member]
        return JSONStringCoding.decodedUTF8(input, token: Int(node.keyStart)..<Int(node.keyEnd))
    }
}
