/// `tokens:` in `palette.yml` (issue 12): which design-token mode is which appearance.
///
/// ```yaml
/// tokens:
///   modes: {light: Any, dark: Dark, light-high-contrast: HC, dark-high-contrast: HC Dark}
/// ```
///
/// An appearance is a slot label (`Any`, `Light`, `Dark`, `HC`, `HC Light`, `HC Dark`) or an
/// appearance name (`light`, `dark`, `hc-light`, `hc-dark`); it is kept as the appearance name.
public struct TokensSection: Sendable, Equatable {
    /// Mode name and appearance name (`light`, `dark`, `hc-light`, `hc-dark`), in file order.
    public var modes: [Mode] = []

    public struct Mode: Sendable, Equatable {
        public var name: String
        public var appearance: String

        public init(name: String, appearance: String) {
            self.name = name
            self.appearance = appearance
        }
    }

    public init(modes: [Mode] = []) {
        self.modes = modes
    }

    /// The appearance name for a slot label or appearance name, case-insensitively; `nil` for
    /// anything else.
    public static func appearanceName(_ text: String) -> String? {
        switch text.lowercased() {
        case "any", "light": "light"
        case "dark": "dark"
        case "hc", "hc light", "hc-light", "high contrast", "high contrast light": "hc-light"
        case "hc dark", "hc-dark", "high contrast dark": "hc-dark"
        default: nil
        }
    }
}

/// Reads and validates the `tokens` section.
enum TokensSectionReader {
    static func read(_ value: ConfigValue, file: String, diagnostics: inout [ConfigDiagnostic]) -> TokensSection {
        var section = TokensSection()
        guard case .mapping(let entries) = value.kind else {
            diagnostics.append(ConfigDiagnostic(file: file, at: value,
                                                .wrongType(path: "tokens", expected: "a mapping with 'modes'", found: value.typeDescription)))
            return section
        }
        for entry in entries {
            guard entry.key.text == "modes" else {
                diagnostics.append(ConfigDiagnostic(file: file, at: entry.key,
                                                    .unknownKey(key: entry.key.text ?? "?", section: "tokens", suggestion: nil)))
                continue
            }
            guard case .mapping(let modes) = entry.value.kind else {
                diagnostics.append(ConfigDiagnostic(file: file, at: entry.value, .wrongType(
                    path: "tokens.modes", expected: "a mapping of mode names to appearances", found: entry.value.typeDescription)))
                continue
            }
            for mode in modes {
                guard let name = mode.key.text else {
                    diagnostics.append(ConfigDiagnostic(file: file, at: mode.key, .keyNotAName(found: mode.key.typeDescription)))
                    continue
                }
                guard let text = mode.value.text, let appearance = TokensSection.appearanceName(text) else {
                    let found = mode.value.text.map { "'\($0)'" } ?? mode.value.typeDescription
                    diagnostics.append(ConfigDiagnostic(file: file, at: mode.value, .wrongType(
                        path: "tokens.modes.\(name)", expected: "an appearance (Any, Dark, HC or HC Dark)", found: found)))
                    continue
                }
                section.modes.append(TokensSection.Mode(name: name, appearance: appearance))
            }
        }
        return section
    }
}
