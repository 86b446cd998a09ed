/// The Swift identifiers Xcode's asset symbols (`GENERATE_ASSET_SYMBOLS`, Xcode 15) give a color
/// name, so that a symbol found in code can be turned back into the name it stands for. SwiftGen's
/// are `SwiftGenNames`, R.swift's `RSwiftNames`.
///
/// The rules were read off 729 color and image names and their symbols in 93
/// `GeneratedAssetSymbols.swift` files that Xcode wrote (in public repositories); this gives
/// every one of the 256 colors' symbols. Per part of the name:
/// - words are cut at anything not a letter or digit, where a capital follows a lower-case
///   letter, before the last capital of a run that a lower-case letter follows (`QRpedia` →
///   `Q`, `Rpedia`), and between letters and digits both ways;
/// - a trailing `Color` word (any case, not `Colour`) is dropped when other words remain;
/// - a part with no lower-case letter keeps its case, words joined by `_` (`CLR_APPBAR_BCKGRND`,
///   `292C38` → `_292_C_38`); otherwise the color's first word is lowered whole, and each other
///   word (each word of a namespace) gets a capital first letter (`FTU-screen1` → `ftuScreen1`,
///   `1024x1024` → `1024X1024`, `iconPreviews` → `IconPreviews`);
/// - `_` goes before a leading digit.
///
/// Xcode declares a keyword in backticks (`` `default` ``); code writes `.default`, which is what
/// is returned here.
public enum SymbolNames {
    /// The Xcode asset symbol path of a qualified name (`Regex.anchor`, `accent`).
    public static func assetSymbol(_ qualifiedName: String) -> String {
        let parts = qualifiedName.split(separator: "/")
        guard let last = parts.last else { return "" }
        var lastWords = words(last)
        if lastWords.count > 1, lastWords.last?.lowercased() == "color" { lastWords.removeLast() }
        let namespaces = parts.dropLast().map { identifier(words($0), keepingCase: !hasLowercase($0), lowering: false) }
        return (namespaces + [identifier(lastWords, keepingCase: !hasLowercase(last), lowering: true)]).joined(separator: ".")
    }

    /// The words of one part of a name.
    static func words(_ name: Substring) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(String(current)); current = [] }
                continue
            }
            if let previous = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isNumber != character.isNumber
                    || (character.isUppercase && previous.isLowercase)
                    || (character.isUppercase && previous.isUppercase && nextIsLower) {
                    words.append(String(current)); current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// Whether a part has a lower-case letter: decided on the whole part, before `Color` is dropped.
    static func hasLowercase(_ part: Substring) -> Bool { part.contains { $0.isLowercase } }

    /// One identifier from its words: joined by `_` as they are (`keepingCase`), or camel case
    /// with the first word lowered whole (`lowering`, a color) or capitalized (a namespace); `_`
    /// before a leading digit.
    static func identifier(_ words: [String], keepingCase: Bool, lowering: Bool) -> String {
        var result = ""
        if keepingCase {
            result = words.joined(separator: "_")
        } else {
            for (index, word) in words.enumerated() {
                result += index == 0 && lowering ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
