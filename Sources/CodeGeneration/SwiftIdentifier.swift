import AssetCatalog
import PaletteConfig

/// Swift identifiers from catalog names (README, "Generated code"): words (`NameWords`) in
/// lowerCamelCase for colors and UpperCamelCase for namespaces, `_` before a leading digit,
/// keywords in backticks, and a trailing `_` on the few names the generated types already use
/// and on the names their code reaches from inside them (`outer`: the root type, the other
/// top-level types and the modules, which a nested name would hide).
public enum SwiftIdentifier {
    /// A color's member name: `accent soft` and `accent-soft` are `accentSoft`. With Xcode's
    /// naming a trailing `Color` word is dropped (`brandColor` is `brand`), as Xcode 15 does.
    public static func member(_ name: String, naming: GenerateTarget.Naming = .standard, outer: Set<String> = []) -> String {
        var words = NameWords.split(name, keeping: isIdentifierScalar)
        if naming == .xcode, words.count > 1, words.last?.lowercased() == "color" { words.removeLast() }
        guard let first = words.first else { return fallback(name) }
        let text = NameWords.lowered(first) + words.dropFirst().map(NameWords.capitalized).joined()
        return finished(text, reserved: reservedMembers, outer: outer)
    }

    /// A namespace's type name: `Brand`, `PrimaryButton`, `Text Styles` is `TextStyles`.
    public static func type(_ name: String, outer: Set<String> = []) -> String {
        let words = NameWords.split(name, keeping: isIdentifierScalar)
        guard !words.isEmpty else { return fallback(name) }
        return finished(words.map(NameWords.capitalized).joined(), reserved: reservedTypes, outer: outer)
    }

    /// The names a nested identifier must not take under the root type `root`, pass them as
    /// `outer`: the top-level names generated for it (`Palette`, `PaletteStateValue`, ...) and the
    /// modules, which a namespace, color or state group of the same name would hide.
    public static func outerNames(root: String) -> Set<String> {
        qualifyingModules.union(TopLevelNames(root: root).all)
    }

    /// `_` before a leading digit, a trailing `_` on a reserved or outer name, backticks around a
    /// keyword.
    private static func finished(_ text: String, reserved: Set<String>, outer: Set<String>) -> String {
        var text = text
        if let first = text.unicodeScalars.first, !isIdentifierHead(first) { text = "_" + text }
        if reserved.contains(text) || outer.contains(text) { return text + "_" }
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// A name with no letter an identifier can hold (`☀︎`, `---`): `_` and its scalars in hex.
    private static func fallback(_ name: String) -> String {
        let codes = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        return "_" + (codes.isEmpty ? "empty" : "u" + codes.joined(separator: "_"))
    }

    /// Names a case or a nested type cannot take because Swift or the generated code defines them
    /// in every color type (`rawValue`, `allCases`, the accessors).
    static let reservedMembers: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "rawValue", "allCases", "hashValue",
        "name", "color", "uiColor", "nsColor", "bundle", "allNames",
    ]
    static let reservedTypes: Set<String> = ["Self", "Type", "Protocol", "Any", "AllCases", "RawValue", "BundleToken"]
    /// The modules generated Swift names types by (`Swift.String`, `Foundation.Bundle`,
    /// `SwiftUI.Color`, `UIKit.UIColor`, `AppKit.NSColor`), so that no name of the app's hides them.
    static let qualifyingModules: Set<String> = ["Swift", "Foundation", "SwiftUI", "UIKit", "AppKit"]

    /// Keywords that need backticks to be a member name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "_",
    ]

    /// A scalar Swift allows in an identifier (The Swift Programming Language, "Lexical Structure").
    /// Controls that Swift would take (bidirectional overrides) split words instead.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        (isIdentifierHead(scalar) || isDigitOrCombining(scalar)) && !SourceText.needsEscape(scalar)
    }

    /// A scalar an identifier may start with.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        return headRanges.contains { $0.contains(value) }
    }

    private static func isDigitOrCombining(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x30 && value <= 0x39) || (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
        0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
}
