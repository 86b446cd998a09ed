/// One node of a document's flat tree, in preorder: byte spans into the document, no allocation.
///
/// Whitespace is not stored; it is the gap between spans, which is why printing an unedited
/// document is the input bytes.
struct JSONNodeRecord: Sendable {
    var kind: JSONKind
    /// Strings: the token contains a backslash, so decoding needs the slow path.
    var hasEscapes: Bool
    /// Object members: the key token contains a backslash.
    var keyHasEscapes: Bool
    /// A container checked but not indexed: it has no child nodes.
    var isSkipped: Bool
    /// The value token or container, `start..<end` in the document's bytes.
    var start: Int32
    var end: Int32
    /// The key token with its quotes when the node is an object member, else -1.
    var keyStart: Int32
    var keyEnd: Int32
    /// The enclosing container's index, or -1 for the root.
    var parent: Int32
    /// How many nodes follow this one inside its subtree; the next sibling is at `index + 1 + descendantCount`.
    var descendantCount: Int32
    /// Members or elements of a container.
    var childCount: Int32

    var span: Range<Int> { Int(start)..<Int(end) }
    var isMember: Bool { keyStart >= 0 }
    /// Where the node begins including its key: the key's quote for members.
    var leadingStart: Int { isMember ? Int(keyStart) : Int(start) }
    /// The key's content bytes, without quotes.
    var keyContent: Range<Int> { Int(keyStart) + 1..<Int(keyEnd) - 1 }
}
