/// `specimen:` in `palette.yml`: which color plays which part in the browser's specimen, when
/// the contrast pairs and names do not tell (issue 13).
///
/// ```yaml
/// specimen:
///   screen: Background/primary
///   surface: Background/elevated
///   text: [Text/primary, Text/secondary, Text/tertiary]
///   separator: Border/separator
///   button: Controls/PrimaryButton       # a state group: one button per state
///   buttonTitle: Controls/buttonTitle
///   error: Status/error
///   success: Status/success
/// ```
public struct SpecimenSection: Sendable, Equatable {
    /// The parts of the specimen, as the file names them.
    public enum Role: String, CaseIterable, Sendable {
        case screen, surface, textPrimary, textSecondary, textTertiary, separator, button, buttonTitle, error, success
    }

    /// The keys of the section; `text` takes up to three names, primary first.
    public static let keys = ["screen", "surface", "text", "separator", "button", "buttonTitle", "error", "success"]

    /// The name given for each role, as written.
    public var roles: [Role: ConfigName] = [:]

    public init(roles: [Role: ConfigName] = [:]) {
        self.roles = roles
    }

    /// Reads `value`, appending what was wrong to `diagnostics`; a key with a problem is left out.
    static func read(_ value: ConfigValue, file: String, diagnostics: inout [ConfigDiagnostic]) -> SpecimenSection {
        var section = SpecimenSection()
        func report(_ value: ConfigValue, _ finding: ConfigFinding) {
            diagnostics.append(ConfigDiagnostic(file: file, at: value, finding))
        }
        guard case .mapping(let entries) = value.kind else {
            report(value, .wrongType(path: "specimen", expected: "a mapping of parts to color names", found: value.typeDescription))
            return section
        }
        for entry in entries {
            guard let key = entry.key.text else {
                report(entry.key, .keyNotAName(found: entry.key.typeDescription))
                continue
            }
            if entry.value.isNull { continue }
            if key == "text" {
                let items: [ConfigValue]
                if case .list(let list) = entry.value.kind { items = list } else { items = [entry.value] }
                let roles: [Role] = [.textPrimary, .textSecondary, .textTertiary]
                for (role, item) in zip(roles, items) {
                    guard let text = item.text else {
                        report(item, .wrongType(path: "specimen.text", expected: "up to three color names", found: item.typeDescription))
                        continue
                    }
                    section.roles[role] = ConfigName(text, line: item.line, column: item.column)
                }
                if items.count > roles.count {
                    report(items[roles.count], .wrongType(path: "specimen.text", expected: "up to three color names",
                                                          found: "\(items.count) names"))
                }
                continue
            }
            guard Self.keys.contains(key), let role = Role(rawValue: key) else {
                diagnostics.append(ConfigDiagnostic(file: file, at: entry.key, .unknownKey(
                    key: key, section: "specimen", suggestion: EditDistance.suggestion(for: key, among: Self.keys))))
                continue
            }
            guard let text = entry.value.text else {
                report(entry.value, .wrongType(path: "specimen.\(key)", expected: "a color or state group name",
                                               found: entry.value.typeDescription))
                continue
            }
            section.roles[role] = ConfigName(text, line: entry.value.line, column: entry.value.column)
        }
        return section
    }
}
