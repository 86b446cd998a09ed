import Foundation
import LosslessJSON

/// Checks a JSON document against the part of JSON Schema (2020-12) that palette's schemas use:
/// `type`, `const`, `enum`, `required`, `properties`, `additionalProperties`, `items`, `oneOf`,
/// `$ref` to `#/$defs/...` and `pattern`. Any other keyword is an error, so a schema cannot
/// silently ask for more than is checked.
struct JSONSchemaCheck {
    let schema: JSONDocument

    /// Every place where `instance` breaks the schema, as `path: problem`; empty when it conforms.
    func problems(in instance: JSONNode) -> [String] {
        var problems: [String] = []
        check(instance, against: schema.root, at: "$", into: &problems)
        return problems
    }

    private static let known: Set<String> = ["$schema", "title", "description", "type", "const", "enum", "required",
                                             "properties", "additionalProperties", "items", "oneOf", "$ref", "pattern", "$defs"]

    private func check(_ value: JSONNode, against rule: JSONNode, at path: String, into problems: inout [String]) {
        for key in rule.keys where !Self.known.contains(key) { problems.append("\(path): schema keyword '\(key)' is not checked") }
        if let reference = rule["$ref"]?.stringValue {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let target = schema.root["$defs"]?[name] else { return problems.append("\(path): no definition '\(reference)'") }
            check(value, against: target, at: path, into: &problems)
        }
        if let types = rule["type"] {
            let allowed = types.kind == .array ? types.elements.compactMap(\.stringValue) : [types.stringValue ?? ""]
            if !allowed.contains(where: { Self.matches(value, type: $0) }) {
                problems.append("\(path): \(value.rawText.prefix(60)) is not \(allowed.joined(separator: " or "))")
            }
        }
        if let constant = rule["const"], constant.value != value.value { problems.append("\(path): is not \(constant.rawText)") }
        if let options = rule["enum"], !options.elements.contains(where: { $0.value == value.value }) {
            problems.append("\(path): \(value.rawText) is not one of \(options.rawText)")
        }
        if let pattern = rule["pattern"]?.stringValue, let text = value.stringValue,
           text.range(of: pattern, options: .regularExpression) == nil {
            problems.append("\(path): '\(text)' does not match \(pattern)")
        }
        if let choices = rule["oneOf"] {
            let passing = choices.elements.filter { choice in
                var inner: [String] = []
                check(value, against: choice, at: path, into: &inner)
                return inner.isEmpty
            }
            if passing.count != 1 { problems.append("\(path): matches \(passing.count) of the oneOf choices, not 1") }
        }
        if value.kind == .object { checkObject(value, against: rule, at: path, into: &problems) }
        if value.kind == .array, let items = rule["items"] {
            for (index, element) in value.elements.enumerated() { check(element, against: items, at: "\(path)[\(index)]", into: &problems) }
        }
    }

    private func checkObject(_ value: JSONNode, against rule: JSONNode, at path: String, into problems: inout [String]) {
        for key in rule["required"]?.elements.compactMap(\.stringValue) ?? [] where value[key] == nil {
            problems.append("\(path): lacks '\(key)'")
        }
        let properties = rule["properties"]
        for (key, member) in value.members {
            if let property = properties?[key] {
                check(member, against: property, at: "\(path).\(key)", into: &problems)
            } else if let additional = rule["additionalProperties"] {
                if additional.boolValue == false { problems.append("\(path): has '\(key)', which the schema does not name") }
                if additional.kind == .object { check(member, against: additional, at: "\(path).\(key)", into: &problems) }
            }
        }
    }

    private static func matches(_ value: JSONNode, type: String) -> Bool {
        switch type {
        case "object": value.kind == .object
        case "array": value.kind == .array
        case "string": value.kind == .string
        case "number": value.kind == .number
        case "integer": value.kind == .number && !value.rawText.contains(where: { ".eE".contains($0) })
        case "boolean": value.kind == .bool
        case "null": value.kind == .null
        default: false
        }
    }
}
