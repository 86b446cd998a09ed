/// Decides from a Swift file's bytes alone whether it can hold anything `SwiftScanner` reports,
/// so that files that cannot are never parsed (parsing costs about ten times the scan).
///
/// A file passes when it contains a color API token (`named`, `Color(`, `Color.init`,
/// `colorLiteral`, `red:`, `Red:`, `white:`, `hex`, `rgb:`, `light:`, `dynamicProvider`,
/// `R.color`), a string literal whose text is a catalog name (enum raw values), or a `.member`
/// that is a part of a generated symbol (asset symbols, SwiftGen, R.swift). Every reference the
/// scanner finds contains one of these, which `SwiftPrefilterTests` checks over every fixture and
/// the benchmark's generated tree.
public enum SwiftPrefilter {
    /// API tokens, by first byte.
    private static let tokens: [[UInt8]] = [
        "named", "Color(", "Color.init", "colorLiteral", "red:", "Red:", "white:", "hex", "Hex", "rgb:",
        "light:", "dynamicProvider", "R.color",
    ].map { Array($0.utf8) }
    private static let tokensByFirstByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for token in tokens { table[Int(token[0])].append(token) }
        return table
    }()

    public static func mayReference(_ bytes: [UInt8], table: ColorNameTable) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            let byFirst = tokensByFirstByte
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") {
                    // The text up to the next quote, backslash or line end: a plain literal's content.
                    var end = index + 1
                    while end < count, buffer[end] != UInt8(ascii: "\""), buffer[end] != UInt8(ascii: "\\"), buffer[end] != 0x0A { end += 1 }
                    if end < count, buffer[end] == UInt8(ascii: "\""), end > index + 1,
                       table.nameHashes.contains(ByteHash.of(buffer, from: index + 1, to: end)) { return true }
                    // Go on from the next byte, not past the text: a quote that closes a string
                    // may open none, and a token inside the text must still be seen.
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: ".") {
                    var end = index + 1
                    while end < count, isIdentifierByte(buffer[end]) { end += 1 }
                    if end > index + 1, table.symbolHashes.contains(ByteHash.of(buffer, from: index + 1, to: end)) { return true }
                    // `SwiftUI.Color(`: the member itself may start a token.
                    index += 1
                    continue
                }
                for token in byFirst[Int(byte)] where index + token.count <= count {
                    var matched = true
                    for offset in 1..<token.count where buffer[index + offset] != token[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// The enum cases a file declares whose names are parts of generated symbols (`case feedbin`,
    /// `case a, b`, `case c(Int)`, `case d = 1`), read from its bytes alone: for the files the
    /// prefilter lets by, whose cases still make `.feedbin` in another file that enum's case and
    /// not a color. A declaration's `case` starts its line or follows `{` or `;`, which a `case`
    /// in prose (`// just in case brand new...`) does not.
    public static func declaredCases(_ bytes: [UInt8], table: ColorNameTable) -> Set<String> {
        bytes.withUnsafeBufferPointer { buffer in
            var found = Set<String>()
            let keyword = Array("case".utf8), count = buffer.count
            var index = 0
            func skipSpaces() { while index < count, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 } }
            while index + keyword.count < count {
                guard buffer[index] == keyword[0], buffer[index + 1] == keyword[1], buffer[index + 2] == keyword[2],
                      buffer[index + 3] == keyword[3], !isIdentifierByte(buffer[index + 4]), startsDeclaration(buffer, at: index) else {
                    index += 1
                    continue
                }
                index += 4
                // Each name of the list: `case a, b(Int), c = 3`.
                while true {
                    skipSpaces()
                    let start = index
                    while index < count, isIdentifierByte(buffer[index]) { index += 1 }
                    guard index > start else { break }
                    if table.symbolHashes.contains(ByteHash.of(buffer, from: start, to: index)) {
                        found.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self))
                    }
                    skipSpaces()
                    if index < count, buffer[index] == UInt8(ascii: "(") {
                        var depth = 0
                        repeat {
                            if buffer[index] == UInt8(ascii: "(") { depth += 1 } else if buffer[index] == UInt8(ascii: ")") { depth -= 1 }
                            index += 1
                        } while index < count && depth > 0 && buffer[index] != 0x0A
                        skipSpaces()
                    }
                    if index < count, buffer[index] == UInt8(ascii: "=") {
                        while index < count, buffer[index] != UInt8(ascii: ","), buffer[index] != 0x0A { index += 1 }
                    }
                    guard index < count, buffer[index] == UInt8(ascii: ",") else { break }
                    index += 1
                }
            }
            return found
        }
    }

    /// Whether only spaces stand between `index` and the start of its line, a `{` or a `;`.
    private static func startsDeclaration(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var before = index - 1
        while before >= 0, buffer[before] == 0x20 || buffer[before] == 0x09 { before -= 1 }
        return before < 0 || [0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: ";")].contains(buffer[before])
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
