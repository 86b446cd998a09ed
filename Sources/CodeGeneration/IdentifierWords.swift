/// Splits a color or folder name into words, the way both the Swift and the Objective-C names are
/// built: at spaces, `-`, `_`, `.`, `/`, at any character an identifier cannot hold, and at case
/// changes (`accentSoft` is `accent`, `Soft`; `URLColor` is `URL`, `Color`). Digits stay with the
/// letters before them (`chart1`).
enum IdentifierWords {
    /// The words of `name`; `isKept` says which scalars an identifier may hold (others split).
    static func split(_ name: String, keeping isKept: (Unicode.Scalar) -> Bool) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(name.unicodeScalars)
        func finish() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            guard isKept(scalar), scalar != "_" else {
                finish()
                continue
            }
            if let previous = current.last {
                let previousLower = isLower(previous) || isDigit(previous)
                if isUpper(scalar), previousLower {
                    finish()
                } else if isUpper(scalar), isUpper(previous), index + 1 < scalars.count, isLower(scalars[index + 1]) {
                    // `URLColor`: the `C` starts a word.
                    finish()
                }
            }
            current.append(scalar)
        }
        finish()
        return words
    }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// `word` with its first scalar upper-cased (`accent` to `Accent`).
    static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }

    /// `word` with its first scalar lower-cased, or all of it when it is all capitals (`URL` to `url`).
    static func lowered(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        if word.unicodeScalars.allSatisfy({ !isLower($0) }) { return word.lowercased() }
        return String(first).lowercased() + String(word.unicodeScalars.dropFirst())
    }
}
