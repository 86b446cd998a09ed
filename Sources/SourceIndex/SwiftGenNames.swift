/// The symbols SwiftGen's `xcassets` `swift5` template gives colors, rule for rule, so that a
/// symbol found in code can be turned back into the name it stands for.
///
/// A color is `{{name|swiftIdentifier:"pretty"|lowerFirstWord}}` and a namespace folder an enum
/// `{{name|swiftIdentifier:"pretty"}}`, both from the last part of the name (StencilSwiftKit's
/// filters): `brand-primary` → `brandPrimary`, `URLColor` → `urlColor`, `DARK_GRAY` → `darkGray`,
/// `Brand/main` → `Brand.main`. With more than one catalog each catalog is an enum of its own
/// too (`Asset.Colors.accentColor`), which `SwiftScanner` allows for.
public enum SwiftGenNames {
    /// The symbol path of a qualified name below the root enum (`Brand.main`, `accentColor`).
    public static func symbol(_ qualifiedName: String) -> String {
        let parts = qualifiedName.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.last else { return "" }
        return (parts.dropLast().map { pretty(String($0)) } + [lowerFirstWord(pretty(String(last)))]).joined(separator: ".")
    }

    /// `swiftIdentifier:"pretty"`: the name cut at every character an identifier cannot hold,
    /// each piece's first letter raised, joined by `_`; then that snake case turned into camel
    /// case; `_` before a leading digit.
    static func pretty(_ name: String) -> String {
        let pieces = name.unicodeScalars.split(omittingEmptySubsequences: false) { !SwiftIdentifierCharacters.isTail($0) }
        let identifier = underscoredIfNeeded(pieces.map { raisingFirst(String(String.UnicodeScalarView($0))) }.joined(separator: "_"))
        return underscoredIfNeeded(snakeToCamel(identifier))
    }

    /// `snakeToCamelCase` with leading underscores dropped. A name with an ASCII lower-case
    /// letter keeps its words' case (`my_Color` → `MyColor`); one without is cut into words at
    /// `_` and where a digit meets a capital (`snakecase`: its other rules need a lower-case
    /// letter), each capitalized (`DARK_GRAY` → `DarkGray`, `H1TITLE` → `H1Title`).
    static func snakeToCamel(_ name: String) -> String {
        if name.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            return name.split(separator: "_").map { raisingFirst(String($0)) }.joined()
        }
        var cut = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            if let previous, ("0"..."9").contains(previous), ("A"..."Z").contains(scalar) { cut.append("_") }
            cut.append(scalar)
            previous = scalar
        }
        return String(cut).split(separator: "_").map { capitalized(String($0)) }.joined()
    }

    /// `lowerFirstWord`: the leading capitals lowered, except the last of several when a
    /// lower-case letter follows it (`URLColor` → `urlColor`, `ALL` → `all`).
    static func lowerFirstWord(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var end = scalars.prefix { [.uppercaseLetter, .titlecaseLetter].contains($0.properties.generalCategory) }.count
        if end > 1, end < scalars.count, scalars[end].properties.generalCategory == .lowercaseLetter { end -= 1 }
        return String(String.UnicodeScalarView(scalars[..<end])).lowercased() + String(String.UnicodeScalarView(scalars[end...]))
    }

    /// The first scalar upper-cased, the rest as they are.
    static func raisingFirst(_ piece: String) -> String {
        guard let first = piece.unicodeScalars.first else { return piece }
        return String(first).uppercased() + String(piece.unicodeScalars.dropFirst())
    }

    /// Foundation's `capitalized` for a piece without spaces: the first letter up, the rest down.
    private static func capitalized(_ piece: String) -> String {
        guard let first = piece.first else { return piece }
        return first.uppercased() + piece.dropFirst().lowercased()
    }

    private static func underscoredIfNeeded(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "" }
        return SwiftIdentifierCharacters.isHead(first) ? name : "_" + name
    }
}
