/// Reads a parsed `palette.yml` into a `ProjectConfig`, collecting a diagnostic for every value it
/// cannot use. A value with a problem is left out; everything else still counts.
struct ConfigValidator {
    private(set) var config: ProjectConfig
    private(set) var diagnostics: [ConfigDiagnostic] = []

    init(file: String) {
        config = ProjectConfig(file: file)
    }

    /// The document's root: a mapping of sections, or nothing.
    mutating func read(_ root: ConfigValue) {
        if root.isNull { return }
        guard case .mapping(let entries) = root.kind else {
            report(root, .wrongType(path: "", expected: "a mapping of sections such as 'states'", found: root.typeDescription))
            return
        }
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            // An empty section (`states:` with nothing after it) is the same as no section.
            if entry.value.isNull, ProjectConfig.sections.contains(key) { continue }
            switch key {
            case "catalogs": config.catalogs = strings(entry.value, path: key, expected: "a list of catalog paths")
            case "sources": readSources(entry.value)
            case "states": readStates(entry.value)
            case "contrast": config.contrast = ContrastSectionReader.read(entry.value, file: config.file, diagnostics: &diagnostics)
            case "generate": config.generate = GenerateSectionReader.read(entry.value, file: config.file, diagnostics: &diagnostics)
            case "tokens":
                config.tokens = entry.value
                config.tokensSection = TokensSectionReader.read(entry.value, file: config.file, diagnostics: &diagnostics)
            case "specimen": config.specimen = SpecimenSection.read(entry.value, file: config.file, diagnostics: &diagnostics)
            default: reportUnknown(entry.key, key: key, section: nil, known: ProjectConfig.sections)
            }
        }
    }

    /// `sources: {include: [...], exclude: [...]}`.
    private mutating func readSources(_ value: ConfigValue) {
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "sources", expected: "a mapping with 'include' and 'exclude'", found: value.typeDescription))
            return
        }
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            switch key {
            case "include": config.sources.include = strings(entry.value, path: "sources.include", expected: "a list of paths")
            case "exclude": config.sources.exclude = strings(entry.value, path: "sources.exclude", expected: "a list of paths")
            default: reportUnknown(entry.key, key: key, section: "sources", known: ["include", "exclude"])
            }
        }
    }

    /// `states: {hovered: [mouseOver], dragging: [drag]}`: a word or a list of words per state.
    private mutating func readStates(_ value: ConfigValue) {
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "states", expected: "a mapping of state names to lists of words", found: value.typeDescription))
            return
        }
        var owners: [String: String] = [:]
        for entry in entries {
            guard let state = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            guard Self.isWord(state) else {
                report(entry.key, .invalidStateWord(state))
                continue
            }
            var words: [String] = []
            for word in wordValues(entry.value, state: state) {
                let text = word.text ?? ""
                if !Self.isWord(text) {
                    report(word, .invalidStateWord(text))
                } else if let owner = owners[text.lowercased()] {
                    if owner != state { report(word, .repeatedStateWord(word: text, firstState: owner)) }
                } else {
                    owners[text.lowercased()] = state
                    words.append(text)
                }
            }
            config.states.append(ProjectConfig.StateWords(state: state, words: words))
        }
    }

    /// A state's words: nothing, one word, or a list of them.
    private mutating func wordValues(_ value: ConfigValue, state: String) -> [ConfigValue] {
        switch value.kind {
        case .scalar(_, .null): return []
        case .scalar: return [value]
        case .list(let items):
            return items.filter { item in
                guard item.text == nil else { return true }
                report(item, .wrongType(path: "states.\(state)", expected: "a list of words", found: "a list holding \(item.typeDescription)"))
                return false
            }
        case .mapping:
            report(value, .wrongType(path: "states.\(state)", expected: "a word or a list of words", found: value.typeDescription))
            return []
        }
    }

    /// A list of strings, or one string for a list of one. Any scalar's text counts (`2024` is a
    /// folder name too); nulls, lists and mappings are errors and left out.
    private mutating func strings(_ value: ConfigValue, path: String, expected: String) -> [String] {
        if let text = value.text { return [text] }
        guard case .list(let items) = value.kind else {
            report(value, .wrongType(path: path, expected: expected, found: value.typeDescription))
            return []
        }
        return items.compactMap { item in
            if let text = item.text { return text }
            report(item, .wrongType(path: path, expected: expected, found: "a list holding \(item.typeDescription)"))
            return nil
        }
    }

    /// ASCII letters and digits, starting with a letter: what state-word matching compares.
    static func isWord(_ text: String) -> Bool {
        guard let first = text.utf8.first, first | 0x20 >= UInt8(ascii: "a"), first | 0x20 <= UInt8(ascii: "z") else { return false }
        return text.utf8.allSatisfy { byte in
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
        }
    }

    private mutating func reportUnknown(_ key: ConfigValue, key name: String, section: String?, known: [String]) {
        report(key, .unknownKey(key: name, section: section, suggestion: EditDistance.suggestion(for: name, among: known)))
    }

    private mutating func report(_ value: ConfigValue, _ finding: ConfigFinding) {
        diagnostics.append(ConfigDiagnostic(file: config.file, at: value, finding))
    }
}

/// The Levenshtein distance between two short strings, for "did you mean" suggestions (of
/// config keys here, of color names in the contrast policy).
public enum EditDistance {
    /// The known word nearest `word`, when it is at most two edits away.
    public static func suggestion(for word: String, among known: [String]) -> String? {
        known.min { between(word, $0) < between(word, $1) }.flatMap { between(word, $0) <= 2 ? $0 : nil }
    }

    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.lowercased().utf8), right = Array(rhs.lowercased().utf8)
        var previous = Array(0...right.count)
        for (row, leftByte) in left.enumerated() {
            var current = [row + 1]
            for (column, rightByte) in right.enumerated() {
                current.append(min(previous[column + 1] + 1, current[column] + 1,
                                   previous[column] + (leftByte == rightByte ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
