/// A JSON document that keeps its exact bytes: printing an unedited document returns the input
/// bytes exactly (BOM, CRLF, odd spacing, key order and a missing final newline included).
///
/// The document is the immutable input plus a flat, preorder array of nodes holding byte spans;
/// whitespace is the gap between spans. Edits splice new bytes into the old ones and re-parse, so
/// everything outside the edited tokens and the separators an edit needs stays byte-identical.
/// Parsing follows RFC 8259 strictly, with the policy in `Policy.md` (BOM kept, trailing commas
/// rejected, lone surrogate escapes kept raw, duplicate keys kept and reported).
/// See <doc:Policy> (`LosslessJSON.docc/Policy.md`).
public struct JSONDocument: Sendable, Equatable {
    /// The parsed content, shared by every `JSONNode` of the document: one reference to count
    /// instead of three arrays, which typed reads create and drop by the dozen.
    private let core: Core

    /// Immutable after init, so sharing it across threads is safe.
    private final class Core: Sendable {
        let storage: [UInt8]
        let nodes: [JSONNodeRecord]
        let duplicateKeys: [JSONDuplicateKey]

        init(storage: [UInt8], nodes: [JSONNodeRecord], duplicateKeys: [JSONDuplicateKey]) {
            self.storage = storage
            self.nodes = nodes
            self.duplicateKeys = duplicateKeys
        }
    }

    /// The document's bytes.
    var storage: [UInt8] { core.storage }
    /// The nodes in preorder; index 0 is the root.
    var nodes: [JSONNodeRecord] { core.nodes }
    /// Every member whose key repeats an earlier key of the same object (a warning, not an error).
    public var duplicateKeys: [JSONDuplicateKey] { core.duplicateKeys }

    /// Parses UTF-8 bytes. Printing an unedited document returns the input bytes exactly.
    @inlinable
    public init(bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        try self.init(storage: Array(bytes))
    }

    /// Parses UTF-8 bytes, checking but not indexing the object and array values of members
    /// whose key is one of `keys` (written without escapes): the parts of a large document its
    /// reader seldom looks into. Such a value is one node, `isSkipped`, with no members or
    /// elements and no duplicate keys reported; `JSONNode.unskipped()` parses it when it is
    /// wanted. The document is accepted or rejected, with the same error, as without skipping.
    public init(bytes: some Collection<UInt8>, skippingContainersOf keys: [String]) throws(JSONSyntaxError) {
        try self.init(storage: Array(bytes), skippedKeys: keys.map { Array("\"\($0)\"".utf8) })
    }

    /// Parses `storage`, which becomes the document's bytes.
    @usableFromInline
    init(storage: [UInt8], skippedKeys: [[UInt8]] = []) throws(JSONSyntaxError) {
        let parsed = storage.withUnsafeBufferPointer { buffer -> Result<JSONParser, JSONSyntaxError> in
            var parser = JSONParser(input: buffer, skippedKeys: skippedKeys)
            do throws(JSONSyntaxError) {
                try parser.parseDocument()
            } catch {
                return .failure(error)
            }
            return .success(parser)
        }
        let parser = try parsed.get()
        guard !parser.duplicateMembers.isEmpty else {
            self.init(storage: storage, nodes: parser.nodes, duplicateKeys: [])
            return
        }
        // A hostile file can repeat keys by the thousand: one line index and one position table
        // per array serve them all, so reporting them takes time proportional to the file.
        let plain = JSONDocument(storage: storage, nodes: parser.nodes, duplicateKeys: [])
        let lines = plain.makeLineIndex()
        let paths = plain.paths(of: parser.duplicateMembers)
        let duplicates = zip(parser.duplicateMembers, paths).map { member, path in
            JSONDuplicateKey(
                path: path,
                key: plain.key(of: member) ?? "",
                location: lines.location(ofOffset: Int(plain.nodes[member].keyStart))
            )
        }
        self.init(storage: storage, nodes: parser.nodes, duplicateKeys: duplicates)
    }

    private init(storage: [UInt8], nodes: [JSONNodeRecord], duplicateKeys: [JSONDuplicateKey]) {
        core = Core(storage: storage, nodes: nodes, duplicateKeys: duplicateKeys)
    }

    /// Parses the UTF-8 encoding of `text`.
    public init(text: String) throws(JSONSyntaxError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The printed document.
    public var bytes: [UInt8] { storage }

    /// The printed document as text (a BOM stays as U+FEFF).
    public var text: String { String(decoding: storage, as: UTF8.self) }

    /// The root value.
    public var root: JSONNode { JSONNode(document: self, index: 0) }

    /// The node at `path`, or nil if absent. A key step finds the last member with that key.
    public subscript(path: JSONPath) -> JSONNode? {
        nodeIndex(at: path).map { JSONNode(document: self, index: $0) }
    }

    /// Two documents are equal when their bytes are.
    public static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool { lhs.storage == rhs.storage }

    func location(ofOffset offset: Int) -> JSONLocation { JSONLocation.of(offset: offset, in: storage) }
}
