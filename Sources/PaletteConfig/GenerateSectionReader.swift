/// Validates `generate:` into `GenerateTarget`s, with a diagnostic at the line and column of
/// every value it cannot use. An entry with an unusable value is left out whole (writing a file
/// with a guessed option would be worse than writing none); the other entries still count.
struct GenerateSectionReader {
    let file: String
    private(set) var diagnostics: [ConfigDiagnostic] = []

    /// Reads `value`, appending what was wrong to `diagnostics`.
    static func read(_ value: ConfigValue, file: String, diagnostics: inout [ConfigDiagnostic]) -> [GenerateTarget] {
        var reader = GenerateSectionReader(file: file)
        let targets = reader.read(value)
        diagnostics += reader.diagnostics
        return targets
    }

    mutating func read(_ value: ConfigValue) -> [GenerateTarget] {
        // One target may be written without the list.
        if case .mapping = value.kind { return readTarget(value).map { [$0] } ?? [] }
        guard case .list(let items) = value.kind else {
            report(value, .wrongType(path: "generate", expected: "a list of targets", found: value.typeDescription))
            return []
        }
        return items.compactMap { readTarget($0) }
    }

    private mutating func readTarget(_ value: ConfigValue) -> GenerateTarget? {
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "generate", expected: "a list of targets", found: "a list holding \(value.typeDescription)"))
            return nil
        }
        guard let languageValue = value["language"] else {
            report(value, .missingKey(key: "language", section: "generate"))
            return nil
        }
        guard let language: GenerateTarget.Language = choice(languageValue, path: "generate.language") else { return nil }
        var target = GenerateTarget(language: language)
        target.line = value.line
        target.column = value.column
        var usable = true
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            let path = "generate.\(key)"
            switch key {
            case "language": continue
            case "output", "tests", "module":
                guard let text = entry.value.text, !text.isEmpty else {
                    report(entry.value, .wrongType(path: path, expected: key == "module" ? "a module name" : "a file path",
                                                   found: entry.value.typeDescription))
                    usable = false
                    continue
                }
                if key == "output" { target.output = text } else if key == "tests" { target.tests = text } else { target.module = text }
            case "type":
                guard let text = entry.value.text, Self.isTypeName(text) else {
                    report(entry.value, .invalidTypeName(entry.value.text ?? entry.value.typeDescription))
                    usable = false
                    continue
                }
                target.type = text
            case "access":
                if let access: GenerateTarget.Access = choice(entry.value, path: path) { target.access = access } else { usable = false }
            case "bundle":
                if let bundle: GenerateTarget.BundleChoice = choice(entry.value, path: path) { target.bundle = bundle } else { usable = false }
            case "naming":
                if let naming: GenerateTarget.Naming = choice(entry.value, path: path) { target.naming = naming } else { usable = false }
            case "per-catalog":
                guard case .scalar(let text, .boolean) = entry.value.kind else {
                    report(entry.value, .wrongType(path: path, expected: "true or false", found: entry.value.typeDescription))
                    usable = false
                    continue
                }
                target.perCatalog = text.lowercased() == "true"
            default:
                report(entry.key, .unknownKey(key: key, section: "generate",
                                              suggestion: EditDistance.suggestion(for: key, among: GenerateTarget.keys)))
            }
        }
        if usable, target.output == nil {
            report(value, .missingKey(key: "output", section: "generate"))
            usable = false
        }
        if target.tests != nil, language != .swift {
            report(value["tests"] ?? value, .wrongType(path: "generate.tests", expected: "nothing for a '\(language.rawValue)' target",
                                                     found: "a file path"))
            usable = false
        }
        return usable ? target : nil
    }

    /// One of an enumeration's raw values.
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: ConfigValue, path: String) -> Choice?
        where Choice.RawValue == String {
        if let text = value.text, let choice = Choice(rawValue: text) { return choice }
        let allowed = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        report(value, .wrongType(path: path, expected: "one of \(allowed)",
                                 found: value.text.map { "'\($0)'" } ?? value.typeDescription))
        return nil
    }

    /// An ASCII Swift type name: a letter or `_`, then letters, digits and `_`.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else {
            return false
        }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    private mutating func report(_ value: ConfigValue, _ finding: ConfigFinding) {
        diagnostics.append(ConfigDiagnostic(file: file, at: value, finding))
    }
}
