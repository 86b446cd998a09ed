/// Every problem palette can report about `palette.yml`, with its stable code, its severity and
/// its wording: the one place where the config's diagnostic codes and messages are spelled.
///
/// Messages are lowercase, with values in single quotes and no trailing period.
public enum ConfigFinding: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// The file could not be read (`--config` names a missing file, or a folder).
    case unreadable(reason: String)
    /// The file is not valid YAML, or not UTF-8.
    case malformed(problem: String)
    /// A mapping repeats a key.
    case duplicateKey(String)
    /// A key palette does not know, in `section` (`nil` at the top level); `suggestion` is a known
    /// key it is probably a misspelling of.
    case unknownKey(key: String, section: String?, suggestion: String?)
    /// A value of the wrong kind: `path` is where it is (`sources.include`; empty for the whole
    /// file), `expected` what it should be (`a list of paths`), `found` what it is (`a mapping`).
    case wrongType(path: String, expected: String, found: String)
    /// A mapping key that is a list, a mapping or nothing instead of a name.
    case keyNotAName(found: String)
    /// A state name or word that is not ASCII letters and digits starting with a letter.
    case invalidStateWord(String)
    /// A state word listed twice; the first listing counts.
    case repeatedStateWord(word: String, firstState: String)

    // Contrast.
    /// A contrast target that is not a WCAG level, a ratio from 1 to 21 or `Lc N`.
    case invalidTarget(String)
    /// A color that is not `#RRGGBB` or `#RGB`.
    case invalidColor(String)
    /// An entry of `section` without `key`, which it cannot do without; the entry is ignored.
    case missingKey(key: String, section: String)

    // Code generation (issue 14).
    /// A `generate.type` that is not an ASCII Swift type name.
    case invalidTypeName(String)

    /// A stable identifier such as `config.unknown-key`.
    public var code: String {
        switch self {
        case .unreadable: "config.unreadable"
        case .malformed: "config.malformed"
        case .duplicateKey: "config.duplicate-key"
        case .unknownKey: "config.unknown-key"
        case .wrongType, .keyNotAName: "config.wrong-type"
        case .invalidStateWord: "config.invalid-state-word"
        case .repeatedStateWord: "config.repeated-state-word"
        // Contrast.
        case .invalidTarget: "config.invalid-target"
        case .invalidColor: "config.invalid-color"
        case .missingKey: "config.missing-key"
        // Code generation (issue 14).
        case .invalidTypeName: "config.invalid-type-name"
        }
    }

    public var severity: Severity {
        switch self {
        case .unknownKey, .repeatedStateWord: .warning
        default: .error
        }
    }

    /// The wording, lowercase, values in single quotes.
    public var message: String {
        switch self {
        case .unreadable(let reason): "cannot read config file: \(reason)"
        case .malformed(let problem): "malformed YAML: \(problem)"
        case .duplicateKey(let key): "key '\(key)' appears more than once in the same mapping"
        case .unknownKey(let key, let section, let suggestion):
            "unknown key '\(key)'" + (section.map { " in '\($0)'" } ?? "") + "; ignored"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .wrongType(let path, let expected, let found):
            (path.isEmpty ? "the file must be" : "key '\(path)' must hold") + " \(expected), not \(found)"
        case .keyNotAName(let found): "a key must be a name, not \(found); ignored"
        case .invalidStateWord(let word):
            "state word '\(word)' must be ASCII letters and digits, starting with a letter; ignored"
        case .repeatedStateWord(let word, let firstState):
            "state word '\(word)' is already listed under '\(firstState)'; this listing is ignored"
        // Contrast.
        case .invalidTarget(let text):
            "contrast target '\(text)' must be AA, AAA, AA-large, a ratio from 1 to 21, or 'Lc' and a number from 1 to 110; "
                + "the pair is ignored"
        case .invalidColor(let text): "color '\(text)' is not '#RRGGBB' or '#RGB'; ignored"
        case .missingKey(let key, let section): "an entry of '\(section)' needs '\(key)'; the entry is ignored"
        // Code generation (issue 14).
        case .invalidTypeName(let text):
            "type name '\(text)' must be ASCII letters, digits and '_', not starting with a digit; the target is ignored"
        }
    }
}
