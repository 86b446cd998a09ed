#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Read-only access to a document's nodes that holds no references, for reading many values in a
/// row (loading thousands of files). Where each `JSONNode` lookup counts references to the
/// document, a reader looks nodes up with plain pointer arithmetic.
///
/// A reader is valid only inside the `JSONDocument.withReader` call that made it; it must not
/// escape that closure.
public struct JSONReader {
    /// One node of the document being read.
    public struct Node: Equatable {
        let index: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONNodeRecord>

    init(bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<JSONNodeRecord>) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The root value.
    public var root: Node { Node(index: 0) }

    /// What `node` is.
    public func kind(_ node: Node) -> JSONKind { nodes[node.index].kind }

    /// The last member of an object whose key is `key` (compared as UTF-8 bytes, escapes decoded),
    /// or nil; nil too when `node` is not an object.
    public func member(_ key: StaticString, of node: Node) -> Node? {
        member(named: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), of: node)
    }

    /// The last member of an object whose decoded key bytes are `wanted`, or nil.
    func member(named wanted: UnsafeBufferPointer<UInt8>, of node: Node) -> Node? {
        let record = nodes[node.index]
        guard record.kind == .object else { return nil }
        var found: Int?
        var child = node.index + 1
        for _ in 0..<record.childCount {
            let member = nodes[child]
            if member.keyHasEscapes {
                let decoded = JSONStringCoding.decodedUTF8(bytes, token: Int(member.keyStart)..<Int(member.keyEnd))
                if decoded.elementsEqual(wanted) { found = child }
            } else if Int(member.keyEnd - member.keyStart) - 2 == wanted.count,
                      wanted.isEmpty || memcmp(bytes.baseAddress! + Int(member.keyStart) + 1, wanted.baseAddress!, wanted.count) == 0 {
                found = child
            }
            child += 1 + Int(member.descendantCount)
        }
        return found.map(Node.init)
    }

    /// The elements of an array in order; none when `node` is not an array.
    public func elements(of node: Node) -> Elements {
        let record = nodes[node.index]
        return Elements(nodes: nodes, first: node.index + 1, count: record.kind == .array ? Int(record.childCount) : 0)
    }

    /// The elements of one array (or the members of one object), found by skipping each one's subtree.
    public struct Elements: Sequence, IteratorProtocol {
        fileprivate let nodes: UnsafeBufferPointer<JSONNodeRecord>
        fileprivate var upcoming: Int
        fileprivate var remaining: Int

        init(nodes: UnsafeBufferPointer<JSONNodeRecord>, first: Int, count: Int) {
            self.nodes = nodes
            self.upcoming = first
            self.remaining = count
        }

        public mutating func next() -> Node? {
            guard remaining > 0 else { return nil }
            let node = Node(index: upcoming)
            upcoming += 1 + Int(nodes[upcoming].descendantCount)
            remaining -= 1
            return node
        }

        /// The number of elements.
        public var underestimatedCount: Int { remaining }
    }

    /// The decoded string, for strings. A lone surrogate escape reads as U+FFFD.
    public func string(_ node: Node) -> String? {
        let record = nodes[node.index]
        guard record.kind == .string else { return nil }
        return JSONStringCoding.decoded(bytes, token: record.span, hasEscapes: record.hasEscapes)
    }

    /// Whether `node` is a string whose decoded value is `value`.
    public func string(_ node: Node, equals value: StaticString) -> Bool {
        let record = nodes[node.index]
        guard record.kind == .string else { return false }
        let wanted = UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)
        if record.hasEscapes { return JSONStringCoding.decodedUTF8(bytes, token: record.span).elementsEqual(wanted) }
        return Int(record.end - record.start) - 2 == wanted.count
            && (wanted.isEmpty || memcmp(bytes.baseAddress! + Int(record.start) + 1, wanted.baseAddress!, wanted.count) == 0)
    }

    /// The exact source bytes of the node's token or container, valid while the reader is.
    public func rawBytes(_ node: Node) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[nodes[node.index].span])
    }

    /// The exact source text of the node.
    public func rawText(_ node: Node) -> String { String(decoding: rawBytes(node), as: UTF8.self) }

    /// Whether the string token of `node` has escapes (its raw bytes then differ from its value).
    public func hasEscapes(_ node: Node) -> Bool { nodes[node.index].hasEscapes }

    /// Line and column of the node's first byte, found by scanning the bytes before it: for one
    /// lookup. Many lookups use a line index (`makeLineIndex()`, `location(_:in:)`).
    public func location(_ node: Node) -> JSONLocation {
        JSONLocation.of(offset: Int(nodes[node.index].start), in: bytes)
    }

    /// Line and column of the node's first byte, counted on from where `lines` (a counter over
    /// this document) stopped: for nodes asked about in the order they come.
    public func location(_ node: Node, counting lines: inout JSONLineCounter) -> JSONLocation {
        let (line, column) = lines.location(ofOffset: Int(nodes[node.index].start), in: UnsafeRawBufferPointer(bytes))
        return JSONLocation(line: line, column: column)
    }

    /// Line and column of the node's first byte, looked up in `lines` (built from this document).
    public func location(_ node: Node, in lines: JSONLineIndex) -> JSONLocation {
        lines.location(ofOffset: Int(nodes[node.index].start))
    }

    /// A line index of the document, built now in one pass over its bytes.
    public func makeLineIndex() -> JSONLineIndex { JSONLineIndex(bytes) }
}

extension JSONDocument {
    /// Runs `body` with a reader over this document; the reader must not escape `body`.
    public func withReader<Result>(_ body: (JSONReader) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { bytes in
            try nodes.withUnsafeBufferPointer { nodes in
                try body(JSONReader(bytes: bytes, nodes: nodes))
            }
        }
    }
}
