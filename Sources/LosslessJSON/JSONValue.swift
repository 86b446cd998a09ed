/// A plain JSON value, detached from any document. Numbers keep their literal text.
public indirect enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The raw number literal, e.g. `"0.500"` is not this; `0.500` is `.number("0.500")`.
    case number(String)
    case bool(Bool)
    case null

    /// The kind of this value.
    public var kind: JSONKind {
        switch self {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .bool: return .bool
        case .null: return .null
        }
    }
}

/// One member of an object, in document order; keys may repeat.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// The kind of a JSON node or value.
public enum JSONKind: Sendable, Hashable {
    case object, array, string, number, bool, null

    /// True for objects and arrays.
    public var isContainer: Bool { self == .object || self == .array }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Members in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { JSONMember(key: $0.0, value: $0.1) })
    }
}
