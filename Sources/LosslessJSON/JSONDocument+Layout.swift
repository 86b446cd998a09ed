/// The geometry of the whitespace between spans: indentation, gaps, one-line or multiline containers.
extension JSONDocument {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The whitespace run that ends at `offset`.
    func gap(before offset: Int) -> ArraySlice<UInt8> {
        var start = offset
        while start > 0, Self.isWhitespace(storage[start - 1]) { start -= 1 }
        return storage[start..<offset]
    }

    /// The spaces and tabs at the start of the line holding `offset`.
    func lineIndentation(at offset: Int) -> [UInt8] {
        var lineStart = offset
        while lineStart > 0, storage[lineStart - 1] != 0x0A { lineStart -= 1 }
        var end = lineStart
        while end < offset, storage[end] == 0x20 || storage[end] == 0x09 { end += 1 }
        return Array(storage[lineStart..<end])
    }

    /// The gap before a child, its key included: the whitespace after the `{`, `[` or `,` before it.
    func leadingGap(ofChild child: Int) -> ArraySlice<UInt8> { gap(before: nodes[child].leadingStart) }

    /// True when a non-empty container has a line break before a child, or an empty one inside it.
    func isMultiline(_ container: Int) -> Bool {
        let record = nodes[container]
        if record.childCount == 0 { return storage[Int(record.start) + 1..<Int(record.end) - 1].contains(0x0A) }
        return children(of: container).contains { leadingGap(ofChild: $0).contains(0x0A) }
    }

    /// The indentation of the children of a multiline container with children.
    func childIndentation(of container: Int) -> [UInt8]? {
        guard nodes[container].childCount > 0, isMultiline(container) else { return nil }
        let leading = leadingGap(ofChild: container + 1)
        guard let newline = leading.lastIndex(of: 0x0A) else { return nil }
        return Array(leading[(newline + 1)...])
    }

    /// One level of indentation as this container uses it: its children's indentation minus its own.
    func indentUnit(of container: Int) -> [UInt8]? {
        guard let inner = childIndentation(of: container) else { return nil }
        let outer = lineIndentation(at: Int(nodes[container].start))
        guard inner.count > outer.count, inner.starts(with: outer) else { return nil }
        return Array(inner[outer.count...])
    }

    /// The text between the key and the value of the member at `index`.
    func colonText(ofMember index: Int) -> [UInt8]? {
        let record = nodes[index]
        return record.isMember ? Array(storage[Int(record.keyEnd)..<Int(record.start)]) : nil
    }

    /// LF or CRLF, from the first line break inside the node, if any.
    func lineEnding(inside index: Int) -> [UInt8]? {
        let span = nodes[index].span
        guard let newline = storage[span].firstIndex(of: 0x0A) else { return nil }
        return newline > span.lowerBound && storage[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }

    /// Whether the keys of the object are in non-decreasing UTF-8 byte order.
    func hasSortedKeys(_ object: Int) -> Bool {
        let keys = children(of: object).map { keyBytes(of: $0) }
        return zip(keys, keys.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) }
    }

    /// The role of each node: a member's key, `<role>[]` for array elements, `$` for the root.
    func roles() -> [String] {
        var roles: [String] = []
        roles.reserveCapacity(nodes.count)
        for (index, record) in nodes.enumerated() {
            if record.isMember {
                roles.append(key(of: index) ?? "")
            } else if record.parent >= 0 {
                roles.append(roles[Int(record.parent)] + "[]")
            } else {
                roles.append("$")
            }
        }
        return roles
    }
}
