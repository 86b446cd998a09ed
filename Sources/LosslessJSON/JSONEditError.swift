/// Why an edit was refused. The document is unchanged when an edit throws.
public enum JSONEditError: Error, Sendable, Equatable {
    /// Nothing is at the path.
    case noSuchPath(JSONPath)
    /// The path names a value that is not an object, where an object is needed.
    case notAnObject(JSONPath)
    /// The path names a value that is not an array, where an array is needed.
    case notAnArray(JSONPath)
    /// `setRawToken` targets an object or array.
    case notAScalar(JSONPath)
    /// `renameKey` needs a path ending in a key.
    case notAMember(JSONPath)
    /// The root cannot be removed.
    case cannotRemoveRoot
    /// An insert index outside `0...count`.
    case indexOutOfRange(index: Int, count: Int, path: JSONPath)
    /// The object already has a member with this key.
    case keyExists(key: String, path: JSONPath)
    /// The text is not exactly one JSON scalar token.
    case invalidToken(String)
    /// A `JSONValue.number` whose text is not a JSON number literal.
    case invalidNumber(String)
    /// The edit would nest containers deeper than the parser accepts.
    case nestingTooDeep(limit: Int)
    /// The edit produced bytes that do not parse; a bug in the editor, reported instead of saved.
    case invalidResult(JSONSyntaxError)

    /// A stable identifier, e.g. `json.edit.no-such-path`.
    public var code: String {
        switch self {
        case .noSuchPath: return "json.edit.no-such-path"
        case .notAnObject: return "json.edit.not-an-object"
        case .notAnArray: return "json.edit.not-an-array"
        case .notAScalar: return "json.edit.not-a-scalar"
        case .notAMember: return "json.edit.not-a-member"
        case .cannotRemoveRoot: return "json.edit.cannot-remove-root"
        case .indexOutOfRange: return "json.edit.index-out-of-range"
        case .keyExists: return "json.edit.key-exists"
        case .invalidToken: return "json.edit.invalid-token"
        case .invalidNumber: return "json.edit.invalid-number"
        case .nestingTooDeep: return "json.edit.nesting-too-deep"
        case .invalidResult: return "json.edit.invalid-result"
        }
    }

    /// The message, lowercase, values in single quotes.
    public var message: String {
        switch self {
        case .noSuchPath(let path): return "no value at '\(path.pathDescription)'"
        case .notAnObject(let path): return "the value at '\(path.pathDescription)' is not an object"
        case .notAnArray(let path): return "the value at '\(path.pathDescription)' is not an array"
        case .notAScalar(let path): return "the value at '\(path.pathDescription)' is not a scalar; use setValue"
        case .notAMember(let path): return "'\(path.pathDescription)' does not end in an object key"
        case .cannotRemoveRoot: return "the root value cannot be removed"
        case .indexOutOfRange(let index, let count, let path):
            return "index '\(index)' is out of range for '\(path.pathDescription)' with \(count) elements"
        case .keyExists(let key, let path): return "key '\(key)' already exists in '\(path.pathDescription)'"
        case .invalidToken(let token): return "'\(token)' is not a single JSON scalar token"
        case .invalidNumber(let text): return "'\(text)' is not a JSON number literal"
        case .nestingTooDeep(let limit): return "the edit would nest values deeper than \(limit) levels"
        case .invalidResult(let error): return "the edit produced invalid JSON (\(error.message)); nothing was changed"
        }
    }
}
