/// The Swift identifiers Xcode's asset symbols give a color name, so that a symbol found in code
/// can be turned back into the name it stands for (SwiftGen's: `SwiftGenNames`; R.swift's: `RSwiftNames`).
///
/// - Xcode 15 asset symbols (`GENERATE_ASSET_SYMBOLS`): words split at separators and camel-case
///   humps, a trailing `Color`/`Colour` word dropped when others remain, then lower camel case
///   (`AccentColor` → `accent`, `brand-primary` → `brandPrimary`); a namespace folder becomes a
///   nested type kept in upper camel case (`Regex/anchor` → `Regex.anchor`).
public enum SymbolNames {
    /// The words of a name: split at anything not a letter or digit and before a capital that
    /// follows a lower-case letter or digit, or that starts a capitalized word after capitals (`URLColor`).
    static func words(_ name: Substring) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(String(current)); current = [] }
                continue
            }
            if let previous = current.last, character.isUppercase {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    words.append(String(current)); current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// Lower camel case of `words`: the first word lowercased (all of it), the rest capitalized.
    static func lowerCamel(_ words: [String]) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            result += index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// Upper camel case of a namespace folder's name.
    static func upperCamel(_ name: Substring) -> String {
        let result = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = result.first, first.isNumber { return "_" + result }
        return result
    }

    /// The Xcode asset symbol path of a qualified name (`Regex.anchor`, `accent`).
    public static func assetSymbol(_ qualifiedName: String) -> String {
        let parts = qualifiedName.split(separator: "/")
        guard let last = parts.last else { return "" }
        var lastWords = words(last)
        if lastWords.count > 1, let tail = lastWords.last, ["color", "colour"].contains(tail.lowercased()) {
            lastWords.removeLast()
        }
        return (parts.dropLast().map(upperCamel) + [lowerCamel(lastWords)]).joined(separator: ".")
    }
}
