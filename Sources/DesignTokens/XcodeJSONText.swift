import LosslessJSON

/// New `Contents.json` files as Xcode writes them: two-space indent, `"key" : value`, members
/// sorted by key, a final newline. Strings go through LosslessJSON's one escaper.
enum XcodeJSONText {
    /// The document's text, ending with a newline.
    static func xcode(_ value: JSONValue) -> String {
        var output = ""
        write(value, indentation: "", into: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONValue, indentation: String, into output: inout String) {
        switch value {
        case .string(let text): output += JSONStringCoding.quoted(text)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[\n\n\(indentation)]"; return }
            let inner = indentation + "  "
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                write(element, indentation: inner, into: &output)
                output += position + 1 < elements.count ? ",\n" : "\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{\n\n\(indentation)}"; return }
            let ordered = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            let inner = indentation + "  "
            output += "{\n"
            for (position, member) in ordered.enumerated() {
                output += inner + JSONStringCoding.quoted(member.key) + " : "
                write(member.value, indentation: inner, into: &output)
                output += position + 1 < ordered.count ? ",\n" : "\n"
            }
            output += indentation + "}"
        }
    }
}
