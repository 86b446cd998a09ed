import AssetCatalog

extension CSSExport {
    /// `Brand/accentColor` as `brand-accent-color`: the name's words (`NameWords`, the rule of
    /// generated code's names: `freshRSSColor` is `fresh`, `RSS`, `Color`) lowercased and joined
    /// with `-`; a `_` is kept, as CSS allows it. Letters and digits of any script stay (`grün`),
    /// as CSS identifiers take them; other characters (spaces, punctuation, emoji) separate words.
    public static func propertyName(_ qualifiedName: String) -> String {
        let parts = qualifiedName.split(separator: "_", omittingEmptySubsequences: false).map { part in
            NameWords.split(String(part), keeping: isKept).map { $0.lowercased() }.joined(separator: "-")
        }
        let name = parts.joined(separator: "_")
        return name.isEmpty ? "color" : name
    }

    /// The scalars a word of a property name holds: letters and digits, ASCII or not.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }

    /// A color as one custom property, with where it comes from for messages.
    struct Property {
        var name: String
        var values: [Appearance: TokenColor]
        var colorName: String
        var path: String
        var catalog: Int
    }

    /// An `export.name-collision` error for each property whose name an earlier one already has
    /// (the cascade would keep only the later one's values), naming the earlier color.
    static func collisions(_ properties: [Property]) -> [Diagnostic] {
        var first: [String: Property] = [:]
        var diagnostics: [Diagnostic] = []
        for property in properties {
            guard let other = first[property.name] else {
                first[property.name] = property
                continue
            }
            diagnostics.append(Diagnostic(file: property.path, .exportNameCollision(
                property: property.name, name: property.colorName, other: other.colorName, otherPath: other.path,
                otherCatalog: other.catalog != property.catalog)))
        }
        return diagnostics
    }
}
