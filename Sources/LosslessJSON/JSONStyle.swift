/// How a document writes its JSON, inferred from the document so inserted nodes look native.
struct JSONStyle: Sendable, Equatable {
    /// One level of indentation, e.g. two spaces or a tab.
    var indentUnit: [UInt8]
    /// The text between a key and its value, including the colon, e.g. ` : `.
    var colon: [UInt8]
    /// LF or CRLF.
    var lineEnding: [UInt8]
    /// Whether objects keep their keys sorted by UTF-8 bytes.
    var sortsKeys: Bool
    /// The space inside the brackets of a one-line container, e.g. `{ "a" : 1 }`.
    var inlinePadding: [UInt8]
    /// The space after a comma in a one-line container.
    var inlineSeparator: [UInt8]

    /// What Xcode writes: 2-space indent, `" : "`, LF, sorted keys.
    static let xcode = JSONStyle(
        indentUnit: Array("  ".utf8), colon: Array(" : ".utf8), lineEnding: [0x0A], sortsKeys: true,
        inlinePadding: [0x20], inlineSeparator: [0x20]
    )

    /// The first of: the local value, the majority of same-role examples, the file's majority, the default.
    static func pick<Value: Hashable>(local: Value?, role: [Value], file: [Value], default fallback: Value) -> Value {
        local ?? majority(role) ?? majority(file) ?? fallback
    }

    /// The most common value; ties go to the one seen first. Nil when empty.
    static func majority<Value: Hashable>(_ values: [Value]) -> Value? {
        var counts: [Value: Int] = [:]
        var best: (value: Value, count: Int)?
        for value in values {
            let count = counts[value, default: 0] + 1
            counts[value] = count
            if count > (best?.count ?? 0) { best = (value, count) }
        }
        return best?.value
    }
}
