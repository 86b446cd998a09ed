import LosslessJSON
import TerminalCore

/// Builds JSON output text directly: fast for large lists, and exact about what is written.
struct JSONText {
    private(set) var text = ""

    /// A JSON string literal that is inert on a terminal: LosslessJSON's escaper with the
    /// terminal-safety rule, so controls, DEL, C1 and bidi controls are written as `\uxxxx`.
    static func quoted(_ value: String) -> String {
        JSONStringCoding.quoted(value, alsoEscaping: SafeText.needsEscape)
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
