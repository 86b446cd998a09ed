import LosslessJSON

/// Whole JSON documents written from `JSONValue`s: token files (`"key": value`, members in the
/// order given) and new `Contents.json` files as Xcode writes them (`"key" : value`, members
/// sorted, two-space indent, a final newline). Strings go through LosslessJSON's one escaper.
enum JSONText {
    /// How a document is laid out.
    struct Layout {
        var colon: String
        var sortsKeys: Bool

        /// `"key": value`, members in the order given: token files.
        static let tokens = Layout(colon: ": ", sortsKeys: false)
        /// `"key" : value`, members sorted by key: Xcode's `Contents.json`.
        static let xcode = Layout(colon: " : ", sortsKeys: true)
    }

    /// The document's text, ending with a newline; scalars `alsoEscaping` accepts are written
    /// as `\uXXXX` (a terminal-safe document for stdout).
    static func render(_ value: JSONValue, layout: Layout, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        var output = ""
        write(value, layout: layout, indentation: "", escaping: alsoEscaping, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, layout: Layout, indentation: String, escaping: (Unicode.Scalar) -> Bool,
                              into output: inout String) {
        switch value {
        case .string(let text): output += JSONStringCoding.quoted(text, alsoEscaping: escaping)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            if elements.allSatisfy({ !$0.kind.isContainer }) {
                // Components and other short lists of scalars stay on one line.
                output += "["
                for (position, element) in elements.enumerated() {
                    if position > 0 { output += ", " }
                    write(element, layout: layout, indentation: indentation, escaping: escaping, into: &output)
                }
                output += "]"
                return
            }
            let inner = indentation + "  "
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                write(element, layout: layout, indentation: inner, escaping: escaping, into: &output)
                output += position + 1 < elements.count ? ",\n" : "\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let ordered = layout.sortsKeys ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
            let inner = indentation + "  "
            output += "{\n"
            for (position, member) in ordered.enumerated() {
                output += inner + JSONStringCoding.quoted(member.key, alsoEscaping: escaping) + layout.colon
                write(member.value, layout: layout, indentation: inner, escaping: escaping, into: &output)
                output += position + 1 < ordered.count ? ",\n" : "\n"
            }
            output += indentation + "}"
        }
    }

    /// A finite number as the shortest literal that reads back as the same double.
    static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
        return .number("\(value)")
    }
}
