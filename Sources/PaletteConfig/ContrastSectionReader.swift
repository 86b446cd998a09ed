import ColorScience

/// Validates `contrast:` into a `ContrastSection`, with a diagnostic at the line and column of
/// every value it cannot use. A pair with an unusable name or target is left out whole (checking
/// it against a guessed target would pass or fail it for the wrong reason); the rest still counts.
struct ContrastSectionReader {
    static let keys = ["canvas", "pairs", "infer", "near-duplicates"]
    static let pairKeys = ["foreground", "background", "minimum", "increased", "disabled"]

    let file: String
    private(set) var diagnostics: [ConfigDiagnostic] = []

    /// Reads `value`, appending what was wrong to `diagnostics`.
    static func read(_ value: ConfigValue, file: String, diagnostics: inout [ConfigDiagnostic]) -> ContrastSection {
        var reader = ContrastSectionReader(file: file)
        let section = reader.read(value)
        diagnostics += reader.diagnostics
        return section
    }

    mutating func read(_ value: ConfigValue) -> ContrastSection {
        var section = ContrastSection()
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "contrast", expected: "a mapping with 'pairs'", found: value.typeDescription))
            return section
        }
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            if entry.value.isNull, key != "infer" { continue }
            switch key {
            case "canvas": section.canvas = readCanvas(entry.value)
            case "pairs": section.pairs = readPairs(entry.value)
            case "infer":
                guard case .scalar(let text, .boolean) = entry.value.kind else {
                    report(entry.value, .wrongType(path: "contrast.infer", expected: "true or false", found: entry.value.typeDescription))
                    continue
                }
                section.infer = text.lowercased() == "true"
            case "near-duplicates":
                guard let distance = entry.value.text.flatMap(Double.init), distance.isFinite, distance >= 0, distance < 1 else {
                    report(entry.value, .wrongType(path: "contrast.near-duplicates", expected: "an OKLab distance from 0 to 1",
                                                   found: entry.value.text.map { "'\($0)'" } ?? entry.value.typeDescription))
                    continue
                }
                section.nearDuplicateDistance = distance
            default: reportUnknown(entry.key, key: key, section: "contrast", known: Self.keys)
            }
        }
        return section
    }

    /// `canvas: {light: "#FFFFFF", dark: "#000000"}`.
    private mutating func readCanvas(_ value: ConfigValue) -> ContrastSection.Canvas {
        var canvas = ContrastSection.Canvas()
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "contrast.canvas", expected: "a mapping with 'light' and 'dark'", found: value.typeDescription))
            return canvas
        }
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            guard key == "light" || key == "dark" else {
                reportUnknown(entry.key, key: key, section: "contrast.canvas", known: ["light", "dark"])
                continue
            }
            guard let text = entry.value.text, let color = RGB8(hex: text) else {
                report(entry.value, .invalidColor(entry.value.text ?? entry.value.typeDescription))
                continue
            }
            if key == "light" { canvas.light = color } else { canvas.dark = color }
        }
        return canvas
    }

    private mutating func readPairs(_ value: ConfigValue) -> [ContrastPairRule] {
        guard case .list(let items) = value.kind else {
            report(value, .wrongType(path: "contrast.pairs", expected: "a list of pairs", found: value.typeDescription))
            return []
        }
        return items.compactMap { readPair($0) }
    }

    /// One pair; `nil` when it lacks a name or has a target palette cannot read.
    private mutating func readPair(_ value: ConfigValue) -> ContrastPairRule? {
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "contrast.pairs", expected: "a list of pairs", found: "a list holding \(value.typeDescription)"))
            return nil
        }
        var foreground: ConfigName?, backgrounds: [ConfigName] = []
        var minimum: ContrastTarget = .level(.aa), increased: ContrastTarget?
        var disabled = ContrastPairRule.DisabledRule.exempt
        var usable = true
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            switch key {
            case "foreground":
                guard let text = entry.value.text else {
                    report(entry.value, .wrongType(path: "contrast.pairs.foreground", expected: "a color name or a glob",
                                                   found: entry.value.typeDescription))
                    usable = false
                    continue
                }
                foreground = ConfigName(text, line: entry.value.line, column: entry.value.column)
            case "background":
                guard let names = readNames(entry.value) else { usable = false; continue }
                backgrounds = names
            case "minimum":
                guard let target = readTarget(entry.value) else { usable = false; continue }
                minimum = target
            case "increased":
                guard let target = readTarget(entry.value) else { usable = false; continue }
                increased = target
            case "disabled":
                if case .scalar(let text, .boolean) = entry.value.kind {
                    disabled = text.lowercased() == "true" ? .sameTargets : .exempt
                } else if let target = readTarget(entry.value) {
                    disabled = .target(target)
                } else {
                    usable = false
                }
            default: reportUnknown(entry.key, key: key, section: "contrast.pairs", known: Self.pairKeys)
            }
        }
        for (key, present) in [("foreground", foreground != nil), ("background", !backgrounds.isEmpty)] where !present && usable {
            report(value, .missingKey(key: key, section: "contrast.pairs"))
            usable = false
        }
        guard usable, let foreground else { return nil }
        return ContrastPairRule(foreground: foreground, backgrounds: backgrounds, minimum: minimum, increased: increased,
                                disabled: disabled, line: value.line, column: value.column)
    }

    /// A name or a list of names.
    private mutating func readNames(_ value: ConfigValue) -> [ConfigName]? {
        if let text = value.text { return [ConfigName(text, line: value.line, column: value.column)] }
        guard case .list(let items) = value.kind, !items.isEmpty else {
            report(value, .wrongType(path: "contrast.pairs.background", expected: "a color name or a list of names",
                                     found: value.isNull ? "nothing" : value.typeDescription))
            return nil
        }
        var names: [ConfigName] = []
        for item in items {
            guard let text = item.text else {
                report(item, .wrongType(path: "contrast.pairs.background", expected: "a list of color names",
                                        found: "a list holding \(item.typeDescription)"))
                return nil
            }
            names.append(ConfigName(text, line: item.line, column: item.column))
        }
        return names
    }

    private mutating func readTarget(_ value: ConfigValue) -> ContrastTarget? {
        if let text = value.text, let target = ContrastTarget(parsing: text) { return target }
        report(value, .invalidTarget(value.text ?? value.typeDescription))
        return nil
    }

    private mutating func reportUnknown(_ key: ConfigValue, key name: String, section: String, known: [String]) {
        report(key, .unknownKey(key: name, section: section, suggestion: EditDistance.suggestion(for: name, among: known)))
    }

    private mutating func report(_ value: ConfigValue, _ finding: ConfigFinding) {
        diagnostics.append(ConfigDiagnostic(file: file, at: value, finding))
    }
}
