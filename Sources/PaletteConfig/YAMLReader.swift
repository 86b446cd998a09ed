import Foundation
internal import Yams

/// YAML text to a `ConfigValue` tree, or the problem and its line: libyaml's events composed by
/// `YAMLComposer`, scalars typed by YAML's core schema as Yams' default resolver types them.
///
/// Every value keeps its position. libyaml counts columns in Unicode scalars; diagnostics count
/// UTF-8 bytes, as for catalogs.
enum YAMLReader {
    /// A YAML problem, positioned where libyaml (or the composer) found it.
    struct Failure: Error {
        var finding: ConfigFinding
        var line: Int?
        var column: Int?
    }

    /// The document's root, `nil` for an empty document (only comments or blank lines).
    static func read(_ bytes: [UInt8]) throws(Failure) -> ConfigValue? {
        guard String(bytes: bytes, encoding: .utf8) != nil else {
            throw Failure(finding: .malformed(problem: "the file is not UTF-8 text"), line: firstInvalidLine(bytes))
        }
        let lines = Lines(bytes)
        return try bytes.withUnsafeBufferPointer { input throws(Failure) in
            try YAMLComposer(input: input, lines: lines).document()
        }
    }

    /// The tag libyaml gives a quoted scalar written without one.
    static let stringTag = Tag.Name.str.rawValue

    /// What a scalar reads as: by its tag when one was written (`!!int 12`), a string when
    /// quoted, else by the core schema's rules as Yams' default resolver applies them. A plain
    /// scalar that starts with a letter can only be a boolean or null among those rules (ints,
    /// floats, dates, `<<` and `=` start otherwise), so those are looked up; the rest go to
    /// Yams' rules (seven regular expressions, which took most of a long file's time when every
    /// scalar went through them).
    static func scalarType(_ text: String, tag: String?, plain: Bool) -> ConfigValue.ScalarType {
        // No tag, or the non-specific `!`, is a string unless the rules read a plain scalar otherwise.
        var name = tag.map { $0 == "!" ? Tag.Name.str : Tag.Name(rawValue: $0) } ?? .str
        if plain, name == .str {
            if startsWithLetter(text) {
                // The words are five letters at most: a longer name is not hashed to find out.
                return text.utf8.count > 5 ? .string : booleanWords.contains(text) ? .boolean : nullWords.contains(text) ? .null : .string
            }
            name = Resolver.default.resolveTag(of: .scalar(Node.Scalar(text)))
        }
        switch name {
        case .null: return .null
        case .bool: return .boolean
        case .int: return .integer
        case .float: return .float
        default: return .string
        }
    }

    /// Whether `text` starts with a letter (an ASCII one is told from its byte, without Unicode's tables).
    private static func startsWithLetter(_ text: String) -> Bool {
        guard let byte = text.utf8.first else { return false }
        if byte < 0x80 { return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return text.unicodeScalars.first?.properties.isAlphabetic == true
    }

    /// The words of Yams' default `bool` and `null` rules.
    private static let booleanWords: Set<String> = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
                                                    "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
    private static let nullWords: Set<String> = ["null", "Null", "NULL"]

    /// The file's lines as byte ranges, and which of them are ASCII: one pass over the bytes
    /// (splitting the `String` by `Character` took longer than Yams' parse of a long file).
    struct Lines {
        let bytes: [UInt8]
        private(set) var ranges: [Range<Int>] = []
        private(set) var isASCII: [Bool] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var start = 0, ascii = true
            for (index, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\n") {
                    ranges.append(start..<index)
                    isASCII.append(ascii)
                    start = index + 1
                    ascii = true
                } else if byte >= 0x80 {
                    ascii = false
                }
            }
            ranges.append(start..<bytes.count)
            isASCII.append(ascii)
        }

        /// A 1-based line and column in Unicode scalars, as libyaml counts, with the column in
        /// UTF-8 bytes.
        func position(line: Int, column: Int) -> (line: Int, column: Int) {
            guard line >= 1, line <= isASCII.count else { return (line, column) }
            // On an ASCII line (nearly every line of a config) scalars are bytes.
            if isASCII[line - 1] { return (line, column) }
            let scalars = String(decoding: bytes[ranges[line - 1]], as: UTF8.self).unicodeScalars.prefix(max(0, column - 1))
            return (line, scalars.reduce(1) { $0 + UTF8.width($1) })
        }

        /// The 1-based line of the byte at `offset`.
        func line(ofOffset offset: Int) -> Int {
            bytes.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
    }

    /// The line of the first byte that is not UTF-8.
    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let index = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        return index + 1
    }
}
