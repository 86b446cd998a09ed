import LosslessJSON

extension JSONText {
    /// `value` indented by two spaces per level, one member or element per line (an empty
    /// container as `{}` or `[]`), strings through `quoted(_:)`, members in the given order.
    static func tree(_ value: JSONValue) -> String {
        var output = ""
        write(value, indentation: "", into: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONValue, indentation: String, into output: inout String) {
        switch value {
        case .string(let text): output += quoted(text)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indentation + "  "
                write(element, indentation: indentation + "  ", into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += indentation + "  " + quoted(member.key) + ": "
                write(member.value, indentation: indentation + "  ", into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "}"
        }
    }
}
