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
        nodes[node.index].kind == .number ? JSONNumberValue.double(rawBytes(node)) : nil
    }

    /// The node and every node inside it, in document order.
    public func subtree(of node: Node) -> LazyMapSequence<ClosedRange<Int>, Node> {
        (node.index...node.index + Int(nodes[node.index].descendantCount)).lazy.map(Node.init)
    }

    /// The node's JSON on one line: its tokens as written (escapes and number literals kept),
    /// `": "` after each key and `", "` between members and elements.
    public func compactText(_ node: Node) -> [UInt8] {
        let first = node.index, last = node.index + Int(nodes[node.index].descendantCount)
        // The tokens are the node's bytes less its whitespace; each node adds at most four bytes of separators.
        return [UInt8](unsafeUninitializedCapacity: rawBytes(node).count + 4 * (last - first + 1)) { output, count in
            func write(_ token: Range<Int>) {
                for offset in token { output[count] = bytes[offset]; count += 1 }
            }
            func write(_ byte: UInt8, _ space: Bool) {
                output[count] = byte
                if space { output[count + 1] = UInt8(ascii: " ") }
                count += space ? 2 : 1
            }
            // Closes the containers from `index` up to (not including) `ancestor`, innermost first.
            func close(from index: Int, upTo ancestor: Int) {
                var index = index
                while index != ancestor {
                    let kind = nodes[index].kind
                    if kind == .object || kind == .array { write(UInt8(ascii: kind == .object ? "}" : "]"), false) }
                    index = Int(nodes[index].parent)
                }
            }
            for index in first...last {
                let record = nodes[index]
                if index != first {
                    close(from: index - 1, upTo: Int(record.parent))
                    if Int(record.parent) + 1 != index { write(UInt8(ascii: ","), true) }
                    if record.isMember {
                        write(Int(record.keyStart)..<Int(record.keyEnd))
                        write(UInt8(ascii: ":"), true)
                    }
                }
                switch record.kind {
                case .object: write(UInt8(ascii: "{"), false)
                case .array: write(UInt8(ascii: "["), false)
                default: write(record.span)
                }
            }
            close(from: last, upTo: Int(nodes[first].parent))
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
