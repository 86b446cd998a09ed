/// A YAML value as `palette.yml` wrote it, with where it starts: the neutral form in which the
/// sections that later capabilities own (`contrast`, `generate`, `tokens`, `specimen`) are kept,
/// so that their validation can still point at a line and column without seeing YAML.
public struct ConfigValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A scalar's text as written (without quotes), and what YAML's core schema reads it as.
        case scalar(String, ScalarType)
        case list([ConfigValue])
        /// Key-value pairs in file order.
        case mapping([ConfigEntry])
    }

    /// What an unquoted scalar reads as; a quoted one is always a `string`.
    public enum ScalarType: Sendable, Hashable {
        case string, integer, float, boolean, null
    }

    public var kind: Kind
    /// 1-based line and column (UTF-8 bytes) where the value starts.
    public var line: Int
    public var column: Int

    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// A scalar's text, `nil` for null, a list or a mapping.
    public var text: String? {
        if case .scalar(let text, let type) = kind, type != .null { return text }
        return nil
    }

    public var isNull: Bool {
        if case .scalar(_, .null) = kind { return true }
        return false
    }

    /// The value of the first entry whose key is the scalar `key`, in a mapping.
    public subscript(key: String) -> ConfigValue? {
        guard case .mapping(let entries) = kind else { return nil }
        return entries.first { $0.key.text == key }?.value
    }

    /// What the value is, for messages: `a list`, `a mapping`, `a number`.
    public var typeDescription: String {
        switch kind {
        case .list: "a list"
        case .mapping: "a mapping"
        case .scalar(_, .string): "a string"
        case .scalar(_, .integer), .scalar(_, .float): "a number"
        case .scalar(_, .boolean): "true or false"
        case .scalar(_, .null): "nothing"
        }
    }
}

/// One key-value pair of a mapping.
public struct ConfigEntry: Sendable, Hashable {
    public var key: ConfigValue
    public var value: ConfigValue

    public init(key: ConfigValue, value: ConfigValue) {
        self.key = key
        self.value = value
    }
}
