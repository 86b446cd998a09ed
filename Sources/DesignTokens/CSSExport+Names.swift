import AssetCatalog

extension CSSExport {
    /// `Brand/accentColor` as `brand-accent-color`: camelCase split, runs of other characters as `-`.
    public static func propertyName(_ qualifiedName: String) -> String {
        var output = ""
        var previousLower = false
        for character in qualifiedName {
            if character.isASCII, character.isLetter || character.isNumber {
                if character.isUppercase, previousLower { output += "-" }
                output += character.lowercased()
                previousLower = character.isLowercase || character.isNumber
            } else if character == "_" {
                output += "_"
                previousLower = false
            } else {
                if !output.hasSuffix("-"), !output.isEmpty { output += "-" }
                previousLower = false
            }
        }
        while output.hasSuffix("-") { output.removeLast() }
        return output.isEmpty ? "color" : output
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
