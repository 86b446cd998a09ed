extension JSONReader {
    /// The members of an object in document order, repeats included; none when `node` is not an object.
    public func members(of node: Node) -> Elements {
        let record = nodes[node.index]
        return Elements(nodes: nodes, first: node.index + 1, count: record.kind == .object ? Int(record.childCount) : 0)
    }

    /// The decoded key of a member (`members(of:)`), or nil when the node is not a member.
    public func key(_ node: Node) -> String? {
        let record = nodes[node.index]
        guard record.isMember else { return nil }
        return JSONStringCoding.decoded(bytes, token: Int(record.keyStart)..<Int(record.keyEnd), hasEscapes: record.keyHasEscapes)
    }

    /// The boolean, for `true` and `false`.
    public func bool(_ node: Node) -> Bool? {
        let record = nodes[node.index]
        return record.kind == .bool ? bytes[Int(record.start)] == UInt8(ascii: "t") : nil
    }

    /// The number as a `Double` (huge exponents give infinity), for numbers.
    public func double(_ node: Node) -> Double? {
        nodes[node.index].kind == .number ? DecimalText.value(rawBytes(node)) : nil
    }

    /// The node and every node inside it, in document order.
    public func subtree(of node: Node) -> LazyMapSequence<ClosedRange<Int>, Node> {
        (node.index...node.index + Int(nodes[node.index].descendantCount)).lazy.map(Node.init)
    }

    /// The raw bytes of every number literal in the node (itself included), in document order,
    /// valid while the reader is.
    public func numberLiterals(in node: Node) -> [UnsafeBufferPointer<UInt8>] {
        var literals: [UnsafeBufferPointer<UInt8>] = []
        for index in node.index...node.index + Int(nodes[node.index].descendantCount) where nodes[index].kind == .number {
            literals.append(UnsafeBufferPointer(rebasing: bytes[nodes[index].span]))
        }
        return literals
    }

    /// Whether a string or key in the node (itself included) has an escape.
    public func hasEscapes(in node: Node) -> Bool {
        (node.index...node.index + Int(nodes[node.index].descendantCount)).contains { nodes[$0].hasEscapes || nodes[$0].keyHasEscapes }
    }

    /// The node's JSON on one line: its tokens as written (escapes and number literals kept),
    /// `": "` after each key and `", "` between members and elements.
    public func compactText(_ node: Node) -> [UInt8] {
        let first = node.index, last = node.index + Int(nodes[node.index].descendantCount)
        // The tokens are the node's bytes less its whitespace; each node adds at most four bytes of separators.
        return [UInt8](unsafeUninitializedCapacity: rawBytes(node).count + 4 * (last - first + 1)) { output, count in
            let source = bytes.baseAddress!
            var out = output.baseAddress!
            func copy(_ start: Int32, _ end: Int32) {
                out.initialize(from: source + Int(start), count: Int(end - start))
                out += Int(end - start)
            }
            // Past the last node, only the containers up to the node itself are left to close.
            for index in first...last + 1 {
                let parent = Int(index <= last ? nodes[index].parent : nodes[first].parent)
                // The containers that end before `index`, innermost first: up from the node before it to its parent.
                var open = index - 1
                while index > first, open != parent {
                    switch nodes[open].kind {
                    case .object: out.initialize(to: UInt8(ascii: "}")); out += 1
                    case .array: out.initialize(to: UInt8(ascii: "]")); out += 1
                    default: break
                    }
                    open = Int(nodes[open].parent)
                }
                guard index <= last else { break }
                let record = nodes[index]
                if index != first {
                    if parent + 1 != index { out[0] = UInt8(ascii: ","); out[1] = UInt8(ascii: " "); out += 2 }
                    if record.isMember {
                        copy(record.keyStart, record.keyEnd)
                        out[0] = UInt8(ascii: ":"); out[1] = UInt8(ascii: " "); out += 2
                    }
                }
                switch record.kind {
                case .object: out.initialize(to: UInt8(ascii: "{")); out += 1
                case .array: out.initialize(to: UInt8(ascii: "[")); out += 1
                default: copy(record.start, record.end)
                }
            }
            count = out - output.baseAddress!
        }
    }
}

extension JSONDocument {
    /// The node a reader of this document found, to keep beyond the reader.
    public func node(_ node: JSONReader.Node) -> JSONNode { JSONNode(document: self, index: node.index) }
}

extension JSONNode {
    /// Runs `body` with a reader over the node's document and the node; the reader must not escape `body`.
    public func withReader<Result>(_ body: (JSONReader, JSONReader.Node) throws -> Result) rethrows -> Result {
        try document.withReader { try body($0, JSONReader.Node(index: index)) }
    }
}
