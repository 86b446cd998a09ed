extension JSONDocument {
    /// The node index at `path`, or nil.
    func nodeIndex(at path: JSONPath) -> Int? {
        var index = 0
        for component in path {
            switch component {
            case .key(let key):
                guard let member = lastMember(of: index, named: key) else { return nil }
                index = member
            case .index(let position):
                guard let element = child(of: index, at: position) else { return nil }
                index = element
            }
        }
        return index
    }

    /// The indices of a container's members or elements, in order.
    func children(of index: Int) -> [Int] {
        let record = nodes[index]
        var result: [Int] = []
        result.reserveCapacity(Int(record.childCount))
        var child = index + 1
        for _ in 0..<record.childCount {
            result.append(child)
            child += 1 + Int(nodes[child].descendantCount)
        }
        return result
    }

    /// The element at `position` of the array at `index`, or nil.
    func child(of index: Int, at position: Int) -> Int? {
        let record = nodes[index]
        guard record.kind == .array, position >= 0, position < record.childCount else { return nil }
        var child = index + 1
        for _ in 0..<position { child += 1 + Int(nodes[child].descendantCount) }
        return child
    }

    /// The last member of the object at `index` whose key equals `key` by Unicode scalars.
    /// Allocation-free, and the same lookup `JSONReader` does: this is the hot path of every typed read.
    func lastMember(of index: Int, named key: String) -> Int? {
        var key = key
        return key.withUTF8 { wanted in withReader { $0.member(named: wanted, of: JSONReader.Node(index: index))?.index } }
    }

    /// Every member of the object at `index` whose key equals `key`.
    func members(of index: Int, named key: String) -> [Int] {
        guard nodes[index].kind == .object else { return [] }
        let wanted = Array(key.utf8)
        return children(of: index).filter { keyEquals($0, wanted) }
    }

    /// Whether the member at `index` has the key whose UTF-8 bytes are `wanted`.
    func keyEquals(_ index: Int, _ wanted: [UInt8]) -> Bool {
        let record = nodes[index]
        guard record.isMember else { return false }
        if !record.keyHasEscapes {
            let content = record.keyContent
            return content.count == wanted.count && storage[content].elementsEqual(wanted)
        }
        return keyBytes(of: index) == wanted
    }

    /// The decoded UTF-8 bytes of the key of the member at `index`.
    func keyBytes(of index: Int) -> [UInt8] {
        let record = nodes[index]
        if !record.keyHasEscapes { return Array(storage[record.keyContent]) }
        return storage.withUnsafeBufferPointer {
            JSONStringCoding.decodedUTF8($0, token: Int(record.keyStart)..<Int(record.keyEnd))
        }
    }

    /// The decoded key of the member at `index`, or nil when the node is not a member.
    func key(of index: Int) -> String? {
        guard nodes[index].isMember else { return nil }
        return String(decoding: keyBytes(of: index), as: UTF8.self)
    }

    /// The path from the root to the node at `index`.
    func path(of index: Int) -> JSONPath {
        var elementIndices: [Int: [Int]] = [:]
        return path(of: index, elementIndices: &elementIndices)
    }

    /// The paths of many nodes. Each array's element indices are listed once and searched, so
    /// the paths of thousands of elements of one array take time proportional to the array,
    /// not to its size times their number.
    func paths(of indices: [Int]) -> [JSONPath] {
        var elementIndices: [Int: [Int]] = [:]
        return indices.map { path(of: $0, elementIndices: &elementIndices) }
    }

    /// The path of the node at `index`, listing each array's elements into `elementIndices` once.
    private func path(of index: Int, elementIndices: inout [Int: [Int]]) -> JSONPath {
        var components: JSONPath = []
        var current = index
        while current > 0 {
            let parent = Int(nodes[current].parent)
            if nodes[parent].kind == .object {
                components.append(.key(key(of: current) ?? ""))
            } else {
                let elements = elementIndices[parent] ?? children(of: parent)
                elementIndices[parent] = elements
                components.append(.index(Self.position(of: current, inAscending: elements)))
            }
            current = parent
        }
        return components.reversed()
    }

    /// The position of `value` in the ascending `values` (which hold it), by binary search.
    private static func position(of value: Int, inAscending values: [Int]) -> Int {
        var low = 0, high = values.count - 1
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
