/// Splits a color or folder name into words, the one rule for every name palette builds from one
/// (generated Swift and Objective-C names, CSS custom properties): at spaces, `-`, `_`, `.`, `/`,
/// at any character the name cannot hold, and at case changes (`accentSoft` is `accent`, `Soft`;
/// `URLColor` is `URL`, `Color`). Digits stay with the letters before them (`chart1`).
public enum NameWords {
    /// The words of `name`; `isKept` says which scalars the name built may hold (others split).
    /// Inlinable, as it was inside the generator: `isKept` is then a known function, not a call
    /// through a closure for every byte (generated Objective-C splits every color's name).
    @inlinable
    public static func split(_ name: String, keeping isKept: (Unicode.Scalar) -> Bool) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return splitASCII(name, keeping: isKept) }
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

    /// `split` for ASCII names (nearly all of them), over bytes: the same rules, much cheaper.
    @inlinable
    static func splitASCII(_ name: String, keeping isKept: (Unicode.Scalar) -> Bool) -> [String] {
        var words: [String] = []
        let result: [String]? = name.utf8.withContiguousStorageIfAvailable { bytes in
            var start = -1
            func isUpperByte(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLowerOrDigit(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte != 0x5F, isKept(Unicode.Scalar(byte)) else {
                    if start >= 0 { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
                    start = -1
                    continue
                }
                if start >= 0, index > start {
                    let previous = bytes[index - 1]
                    let boundary = isUpperByte(byte) && (isLowerOrDigit(previous)
                        || (isUpperByte(previous) && index + 1 < bytes.count && bytes[index + 1] >= 0x61 && bytes[index + 1] <= 0x7A))
                    if boundary {
                        words.append(String(decoding: bytes[start..<index], as: UTF8.self))
                        start = index
                    }
                }
                if start < 0 { start = index }
            }
            if start >= 0 { words.append(String(decoding: bytes[start..<bytes.count], as: UTF8.self)) }
            return words
        }
        if let result { return result }
        // A bridged string without contiguous storage: make it native.
        var copy = name
        copy.makeContiguousUTF8()
        return splitASCII(copy, keeping: isKept)
    }

    @usableFromInline static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    @usableFromInline static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }
    @usableFromInline static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// `word` with its first scalar upper-cased (`accent` to `Accent`).
    public static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        if first.value >= 0x61, first.value <= 0x7A { return String(Character(Unicode.Scalar(first.value - 0x20)!)) + word.dropFirst() }
        if first.value < 0x80 { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }

    /// `word` with its first scalar lower-cased, or all of it when it is all capitals (`URL` to `url`).
    public static func lowered(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            if word.utf8.allSatisfy({ !($0 >= 0x61 && $0 <= 0x7A) }) { return word.lowercased() }
            if first.value >= 0x41, first.value <= 0x5A { return String(Character(Unicode.Scalar(first.value + 0x20)!)) + word.dropFirst() }
            return word
        }
        if word.unicodeScalars.allSatisfy({ !isLower($0) }) { return word.lowercased() }
        return String(first).lowercased() + String(word.unicodeScalars.dropFirst())
    }
}
