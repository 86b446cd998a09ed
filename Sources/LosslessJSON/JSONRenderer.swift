/// Writes new values in a document's style. Recursion is bounded by the parser's depth limit.
struct JSONRenderer {
    let style: JSONStyle
    /// Whether a new container of this role and kind is written on one line.
    let prefersInline: (_ role: String, _ kind: JSONKind) -> Bool

    /// `value` as text whose first line continues a line indented by `indentation`.
    func render(
        _ value: JSONValue, role: String, indentation: [UInt8], inline: Bool, depth: Int
    ) throws(JSONEditError) -> [UInt8] {
        var output: [UInt8] = []
        try write(value, role: role, indentation: indentation, inline: inline, depth: depth, into: &output)
        return output
    }

    /// A member's text: the key, the colon and the value.
    func renderMember(
        key: String, value: JSONValue, indentation: [UInt8], inline: Bool, depth: Int
    ) throws(JSONEditError) -> [UInt8] {
        var output = JSONStringCoding.encoded(key) + style.colon
        try write(value, role: key, indentation: indentation, inline: inline, depth: depth, into: &output)
        return output
    }

    private func write(
        _ value: JSONValue, role: String, indentation: [UInt8], inline: Bool, depth: Int, into output: inout [UInt8]
    ) throws(JSONEditError) {
        switch value {
        case .string(let text): output += JSONStringCoding.encoded(text)
        case .number(let text):
            guard Self.isNumberLiteral(text) else { throw .invalidNumber(text) }
            output += Array(text.utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .null: output += Array("null".utf8)
        case .object(let members):
            let ordered = style.sortsKeys ? Self.sorted(members) : members
            let items = ordered.map { (role: $0.key, key: Optional($0.key), value: $0.value) }
            try writeContainer(items, brackets: ("{", "}"), kind: .object, role: role,
                               indentation: indentation, inline: inline, depth: depth, into: &output)
        case .array(let elements):
            let items = elements.map { (role: role + "[]", key: String?.none, value: $0) }
            try writeContainer(items, brackets: ("[", "]"), kind: .array, role: role,
                               indentation: indentation, inline: inline, depth: depth, into: &output)
        }
    }

    private func writeContainer(
        _ items: [(role: String, key: String?, value: JSONValue)], brackets: (Unicode.Scalar, Unicode.Scalar),
        kind: JSONKind, role: String, indentation: [UInt8], inline parentInline: Bool, depth: Int,
        into output: inout [UInt8]
    ) throws(JSONEditError) {
        guard depth < JSONParser.depthLimit else { throw .nestingTooDeep(limit: JSONParser.depthLimit) }
        let inline = parentInline || prefersInline(role, kind)
        output.append(UInt8(ascii: brackets.0))
        defer { output.append(UInt8(ascii: brackets.1)) }
        if items.isEmpty {
            if !inline { output += style.lineEnding + style.lineEnding + indentation }
            return
        }
        let inner = indentation + style.indentUnit
        output += inline ? style.inlinePadding : style.lineEnding + inner
        for (position, item) in items.enumerated() {
            if position > 0 { output += [UInt8(ascii: ",")] + (inline ? style.inlineSeparator : style.lineEnding + inner) }
            if let key = item.key { output += JSONStringCoding.encoded(key) + style.colon }
            try write(item.value, role: item.role, indentation: inner, inline: inline, depth: depth + 1, into: &output)
        }
        output += inline ? style.inlinePadding : style.lineEnding + indentation
    }

    /// Members in UTF-8 byte order of their keys; equal keys keep their order.
    static func sorted(_ members: [JSONMember]) -> [JSONMember] {
        members.enumerated().sorted { left, right in
            if left.element.key.utf8.elementsEqual(right.element.key.utf8) { return left.offset < right.offset }
            return left.element.key.utf8.lexicographicallyPrecedes(right.element.key.utf8)
        }.map(\.element)
    }

    /// Whether `text` is exactly one JSON number literal.
    static func isNumberLiteral(_ text: String) -> Bool {
        guard let document = try? JSONDocument(text: text) else { return false }
        return document.root.kind == .number && document.root.span == 0..<document.bytes.count
    }
}
