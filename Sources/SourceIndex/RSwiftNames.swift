/// The symbols R.swift 7 gives colors (`R.color.accentColor`, `R.color.brand.main`), rule for
/// rule (its `SwiftIdentifier(name:)`), so that a symbol found in code can be turned back into
/// the name it stands for.
///
/// Each part of the name, namespace or color, is cut at white space, punctuation and symbols
/// (not `_`), the pieces after the first get their first letter raised, leading digits are
/// dropped, and the start is lowered: a run of capitals before a character that is not a
/// lower-case letter (`URLColor` → `urlColor`, `DARK_GRAY` → `dark_GRAY`, `ABC` → `abC`), else
/// the first letter (`AccentColor` → `accentColor`).
public enum RSwiftNames {
    /// The symbol path of a qualified name below `R.color` (`brand.main`, `accentColor`).
    public static func symbol(_ qualifiedName: String) -> String {
        qualifiedName.split(separator: "/", omittingEmptySubsequences: false).map { identifier(String($0)) }.joined(separator: ".")
    }

    static func identifier(_ name: String) -> String {
        let pieces = name.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: isCut).map { String(String.UnicodeScalarView($0)) }
        let joined = pieces.dropFirst().reduce(pieces.first ?? "") { $0 + raisingFirst($1) }
        return loweringStart(String(joined.drop { ("0"..."9").contains($0) }))
    }

    /// `^([A-Z]+)(?=[^a-z])` lowered when it matches (the longest run of ASCII capitals that
    /// has a character after it that is not an ASCII lower-case letter), else the first character.
    static func loweringStart(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var run = scalars.prefix { ("A"..."Z").contains($0) }.count
        while run > 0 {
            if run < scalars.count, !("a"..."z").contains(scalars[run]) { break }
            run -= 1
        }
        if run == 0 {
            guard let first = name.first else { return name }
            return first.lowercased() + name.dropFirst()
        }
        return String(String.UnicodeScalarView(scalars[..<run])).lowercased() + String(String.UnicodeScalarView(scalars[run...]))
    }

    /// R.swift's disallowed characters: white space and new lines, punctuation, symbols,
    /// control and unassigned characters, but not `_` and not the emoji ranges it keeps.
    static func isCut(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return false }
        let value = scalar.value
        if (0x2600...0x27BE).contains(value) || (0x1F300...0x1F6FE).contains(value)
            || (0x1F900...0x1F9FE).contains(value) || (0x1F1E6...0x1F1FE).contains(value) { return false }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .control, .format, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return true
        default:
            return false
        }
    }

    private static func raisingFirst(_ piece: String) -> String {
        guard let first = piece.first else { return piece }
        return first.uppercased() + piece.dropFirst()
    }
}
