/// Builds JSON output text directly: fast for large lists, and exact about what is written.
struct JSONText {
    private(set) var text = ""

    /// A JSON string literal; every control character is escaped, so output is always safe to print.
    static func quoted(_ value: String) -> String {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x80 }) {
            return "\"" + value + "\""
        }
        var result = "\""
        result.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number with at most `decimals` decimals and no trailing zeros (`1`, `0.5`, `0.333`).
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }

    /// An array of objects, one per line, each object's members in the given order. Member names
    /// are written as given: they are the program's own plain ASCII keys.
    static func array(of objects: [[(String, String)]]) -> String {
        guard !objects.isEmpty else { return "[]\n" }
        var output = "[\n"
        output.reserveCapacity(objects.count * 200)
        for (index, members) in objects.enumerated() {
            output += "  {"
            for (position, member) in members.enumerated() {
                if position > 0 { output += ", " }
                output += "\""
                output += member.0
                output += "\": "
                output += member.1
            }
            output += index == objects.count - 1 ? "}\n" : "},\n"
        }
        return output + "]\n"
    }
}
