extension JSONReader {
    /// The node and every node inside it, in document order.
    public func subtree(of node: Node) -> [Node] {
        (node.index...node.index + Int(nodes[node.index].descendantCount)).map(Node.init)
    }

    /// The node's JSON on one line: its tokens as written (escapes and number literals kept),
    /// `": "` after each key and `", "` between members and elements.
    public func compactText(_ node: Node) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(rawBytes(node).count)
        // The open containers: the index just past each one's subtree, and its closing bracket.
        var open: [(end: Int, bracket: UInt8)] = []
        for index in node.index...node.index + Int(nodes[node.index].descendantCount) {
            while let last = open.last, last.end <= index {
                output.append(last.bracket)
                open.removeLast()
            }
            let record = nodes[index]
            if index != node.index, Int(record.parent) + 1 != index { output += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            if index != node.index, record.isMember {
                output += UnsafeBufferPointer(rebasing: bytes[Int(record.keyStart)..<Int(record.keyEnd)])
                output += [UInt8(ascii: ":"), UInt8(ascii: " ")]
            }
            switch record.kind {
            case .object, .array:
                let isObject = record.kind == .object
                output.append(UInt8(ascii: isObject ? "{" : "["))
                open.append((index + 1 + Int(record.descendantCount), UInt8(ascii: isObject ? "}" : "]")))
            default:
                output += UnsafeBufferPointer(rebasing: bytes[record.span])
            }
        }
        for container in open.reversed() { output.append(container.bracket) }
        return output
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
