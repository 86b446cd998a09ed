import LosslessJSON
import TerminalCore

/// Builds JSON output text directly: fast for large lists, and exact about what is written.
enum JSONText {
    /// A JSON string literal that is inert on a terminal: LosslessJSON's escaper with the
    /// terminal-safety rule, so controls, DEL, C1 and bidi controls are written as `\uxxxx`.
    static func quoted(_ value: String) -> String {
        JSONStringCoding.quoted(value, alsoEscaping: SafeText.needsEscape)
    }

    /// ``quoted(_:)`` appended to a long output's bytes (`OutputBytes`).
    static func append(quoting value: String, to output: inout [UInt8]) {
        JSONStringCoding.append(quoting: value, to: &output, alsoEscaping: SafeText.needsEscape)
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

    /// An array of one object per element, one per line, written straight into one buffer by
    /// `write`, which adds the element's members in order (tens of thousands of diagnostics
    /// were first made into lists of member strings, then copied), as UTF-8 (`OutputBytes`).
    /// Member names are written as given: they are the program's own plain ASCII keys.
    static func array<Element>(of elements: some Collection<Element>, _ write: (Element, inout Object) -> Void) -> String {
        guard !elements.isEmpty else { return "[]\n" }
        let last = elements.count - 1
        var object = Object(output: OutputBytes(reservingCapacity: (last + 1) * 200))
        object.output.append("[\n")
        for (index, element) in elements.enumerated() {
            object.output.append("  {")
            object.isEmpty = true
            write(element, &object)
            object.output.append(index == last ? "}\n" : "},\n")
        }
        object.output.append("]\n")
        return object.output.text
    }

    /// The members of one object of an ``array(of:_:)``, as they are added.
    struct Object {
        fileprivate var output: OutputBytes
        fileprivate var isEmpty = true

        /// A member whose value is JSON already (a number, `true`, `null`, a quoted string).
        mutating func add(_ name: String, raw value: String) {
            addName(name)
            output.append(value)
        }

        /// A member whose value is `value` as a terminal-safe string literal (`quoted`), or `null`.
        mutating func add(_ name: String, quoting value: String?) {
            addName(name)
            guard let value else { return output.append("null") }
            output.append(quoting: value)
        }

        private mutating func addName(_ name: String) {
            output.append(isEmpty ? "\"" : ", \"")
            isEmpty = false
            output.append(name)
            output.append("\": ")
        }
    }
}
