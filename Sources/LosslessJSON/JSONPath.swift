/// One step of a path into a document: an object key or an array index.
public enum JSONPathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)
}

/// A path from the root of a document to one of its nodes; `[]` is the root.
public typealias JSONPath = [JSONPathComponent]

extension JSONPathComponent: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .key(value) }
    public init(integerLiteral value: Int) { self = .index(value) }
}

extension JSONPathComponent: CustomStringConvertible {
    /// `.key` or `[index]`, as it appears inside a rendered path.
    public var description: String {
        switch self {
        case .key(let key): return ".\(key)"
        case .index(let index): return "[\(index)]"
        }
    }
}

extension Array where Element == JSONPathComponent {
    /// The path as text for messages: `$` for the root, else e.g. `colors[0].color`.
    public var pathDescription: String {
        if isEmpty { return "$" }
        var text = map(\.description).joined()
        if text.hasPrefix(".") { text.removeFirst() }
        return text
    }
}
