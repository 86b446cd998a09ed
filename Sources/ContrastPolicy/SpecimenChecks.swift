import AssetCatalog
import PaletteConfig

/// What `palette check` reports about palette.yml's `specimen` section (issue 13): each name that
/// matches no color or state group, at its place in the file, with the nearest name there is.
public enum SpecimenChecks {
    public static func diagnostics(workspace: Workspace, section: SpecimenSection?, configFile: String?) -> [Diagnostic] {
        guard let section, let configFile, !section.roles.isEmpty else { return [] }
        let names = NameIndex(workspace)
        return section.roles.sorted { $0.key.rawValue < $1.key.rawValue }.compactMap { role, name in
            guard names.subjects(named: name.text).isEmpty else { return nil }
            return Diagnostic(file: configFile, line: name.line, column: name.column,
                              .specimenUnknownColor(name: name.text, role: role.rawValue, suggestion: names.suggestion(for: name.text)))
        }
    }
}
