/// A read-only view of one node of a document. Strings are decoded only when asked for.
public struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var record: JSONNodeRecord { document.nodes[index] }

    /// What the node is.
    public var kind: JSONKind { record.kind }

    /// The decoded string, for strings. A lone surrogate escape reads as U+FFFD.
    public var stringValue: String? {
        let record = record
        guard record.kind == .string else { return nil }
        return document.storage.withUnsafeBufferPointer {
            JSONStringCoding.decoded($0, token: record.span, hasEscapes: record.hasEscapes)
        }
    }

    /// The raw number literal, for numbers.
    public var numberText: String? { kind == .number ? rawText : nil }

    /// The number as a `Double` (huge exponents give infinity), for numbers.
    public var doubleValue: Double? { withReader { $0.double($1) } }

    /// The boolean, for `true` and `false`.
    public var boolValue: Bool? {
        kind == .bool ? document.storage[Int(record.start)] == UInt8(ascii: "t") : nil
    }

    /// True for `null`.
    public var isNull: Bool { kind == .null }

    /// Whether this container was checked but not indexed (`JSONDocument.init(bytes:skippingContainersOf:)`):
    /// it then shows no members or elements.
    public var isSkipped: Bool { record.isSkipped }

    /// This node with its contents indexed: the node itself unless it `isSkipped`, else its text
    /// parsed on its own (locations in it then count from its first byte).
    public func unskipped() -> JSONNode {
        guard isSkipped else { return self }
        // The parser accepted these bytes as a value, so they parse alone: `self` is never returned here.
        return (try? JSONDocument(storage: Array(document.storage[span])))?.root ?? self
    }

    /// The number of members or elements; 0 for scalars.
    public var count: Int { Int(record.childCount) }

    /// The keys of an object in document order, repeats included.
    public var keys: [String] { document.children(of: index).compactMap { document.key(of: $0) } }

    /// The last member with `key`, compared by Unicode scalars (never `String ==`).
    public subscript(key: String) -> JSONNode? {
        document.lastMember(of: index, named: key).map { JSONNode(document: document, index: $0) }
    }

    /// The element at `index` of an array.
    public subscript(index: Int) -> JSONNode? {
        document.child(of: self.index, at: index).map { JSONNode(document: document, index: $0) }
    }

    /// The members of an object in document order, repeats included.
    public var members: [(key: String, value: JSONNode)] {
        guard kind == .object else { return [] }
        return document.children(of: index).map { (document.key(of: $0) ?? "", JSONNode(document: document, index: $0)) }
    }

    /// The elements of an array.
    public var elements: [JSONNode] {
        guard kind == .array else { return [] }
        return document.children(of: index).map { JSONNode(document: document, index: $0) }
    }

    /// The byte offsets of the token or container in the document's `bytes`.
    public var span: Range<Int> { record.span }

    /// The exact source text of the node.
    public var rawText: String {
        let span = span
        return document.storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self) }
    }

    /// Line and column of the node's first byte.
    public var location: JSONLocation { document.location(ofOffset: span.lowerBound) }

    /// The path from the root to this node.
    public var path: JSONPath { document.path(of: index) }

    /// The node as a plain value (recursion is bounded by the parser's depth limit).
    public var value: JSONValue {
        switch kind {
        case .object: return .object(members.map { JSONMember(key: $0.key, value: $0.value.value) })
        case .array: return .array(elements.map(\.value))
        case .string: return .string(stringValue ?? "")
        case .number: return .number(rawText)
        case .bool: return .bool(boolValue ?? false)
        case .null: return .null
        }
    }
}
