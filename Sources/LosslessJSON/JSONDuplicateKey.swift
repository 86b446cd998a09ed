/// A key that repeats an earlier key of the same object. Reading and setting use the last one;
/// `removeValue` removes all of them.
public struct JSONDuplicateKey: Sendable, Hashable {
    /// The path of the repeated member (which, being a key path, resolves to the last member).
    public var path: JSONPath
    /// The repeated key, decoded.
    public var key: String
    /// Where this repeated key's opening quote is.
    public var location: JSONLocation

    public init(path: JSONPath, key: String, location: JSONLocation) {
        self.path = path
        self.key = key
        self.location = location
    }

    /// Always `json.duplicate-key`.
    public var code: String { "json.duplicate-key" }

    /// `duplicate key 'red' in object; the last one is used` (a long key is cut, see `Excerpt`).
    public var message: String { "duplicate key '\(Excerpt.of(key))' in object; the last one is used" }

    /// `path:line:column: warning: message`.
    public func formatted(path filePath: String) -> String {
        "\(filePath):\(location.line):\(location.column): warning: \(message)"
    }
}
