import Foundation
internal import Yams

/// The one place that sees Yams: YAML text to a `ConfigValue` tree, or the problem and its line.
///
/// Uses the node API rather than `Codable` so that every value keeps its position. Yams counts
/// columns in Unicode scalars; diagnostics count UTF-8 bytes, as for catalogs.
enum YAMLReader {
    /// A YAML problem, positioned where Yams put it.
    struct Failure: Error {
        var finding: ConfigFinding
        var line: Int?
        var column: Int?
    }

    /// The document's root, `nil` for an empty document (only comments or blank lines).
    static func read(_ bytes: [UInt8]) throws(Failure) -> ConfigValue? {
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw Failure(finding: .malformed(problem: "the file is not UTF-8 text"), line: firstInvalidLine(bytes))
        }
        let lines = Lines(bytes)
        let node: Node?
        do {
            // Tags are resolved here (`scalarType`), not by Yams' default resolver, which runs
            // seven regular expressions over every scalar: most of the time of a long file.
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw failure(error, lines: lines)
        } catch {
            throw Failure(finding: .malformed(problem: "\(error)"))
        }
        return node.map { value($0, lines: lines) }
    }

    /// Each node's position read from the case at hand (`Node.mark` would take it out again).
    private static func value(_ node: Node, lines: Lines) -> ConfigValue {
        switch node {
        case .scalar(let scalar):
            let (line, column) = position(scalar.mark, lines: lines)
            return ConfigValue(.scalar(scalar.string, type(of: scalar)), line: line, column: column)
        case .sequence(let sequence):
            let (line, column) = position(sequence.mark, lines: lines)
            return ConfigValue(.list(sequence.map { value($0, lines: lines) }), line: line, column: column)
        case .mapping(let mapping):
            let (line, column) = position(mapping.mark, lines: lines)
            let entries = mapping.map { ConfigEntry(key: value($0.key, lines: lines), value: value($0.value, lines: lines)) }
            return ConfigValue(.mapping(entries), line: line, column: column)
        case .alias(let alias):
            let (line, column) = position(alias.mark, lines: lines)
            return ConfigValue(.scalar("*" + alias.anchor.rawValue, .string), line: line, column: column)
        }
    }

    /// Yams' default reading of a scalar; quoted scalars are strings. A plain scalar that starts
    /// with a letter can only be a boolean or null among the default rules (ints, floats, dates,
    /// `<<` and `=` start otherwise), so those are looked up; the rest go to Yams' own rules.
    private static func type(of scalar: Node.Scalar) -> ConfigValue.ScalarType {
        // The tag as `Node.tag` resolves it with the `.basic` resolver `read` composes with (no
        // rules): an implicit or non-specific tag is `str`, an explicit one stays. Asking the node
        // took the scalar out of it again and made the resolved tag each time.
        let written = scalar.tag.rawValue
        var name = written.isEmpty || written == "!" ? Tag.Name.str : Tag.Name(rawValue: written)
        if scalar.style == .plain, name == .str {
            if startsWithLetter(scalar.string) {
                // The words are five letters at most: a longer name is not hashed to find out, nor
                // its tag compared with the others below.
                let text = scalar.string
                return text.utf8.count > 5 ? .string : booleanWords.contains(text) ? .boolean : nullWords.contains(text) ? .null : .string
            } else {
                name = Resolver.default.resolveTag(of: .scalar(Node.Scalar(scalar.string)))
            }
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

    private static func failure(_ error: YamlError, lines: Lines) -> Failure {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var text = problem
            if let context {
                text += " (\(context.text) at line \(context.mark.line))"
            }
            let (line, column) = position(mark, lines: lines)
            return Failure(finding: .malformed(problem: text), line: line, column: column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let (line, column) = position(context.mark, lines: lines)
            return Failure(finding: .duplicateKey(duplicates.first ?? ""), line: line, column: column)
        case .reader(let problem, let offset, _, let yaml):
            let line = offset.map { yaml.utf8.prefix($0).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
            return Failure(finding: .malformed(problem: problem), line: line)
        default:
            return Failure(finding: .malformed(problem: "\(error)"))
        }
    }

    /// Yams' mark (1-based, columns in Unicode scalars) as a line and a UTF-8 byte column.
    private static func position(_ mark: Mark?, lines: Lines) -> (line: Int, column: Int) {
        guard let mark else { return (1, 1) }
        guard mark.line >= 1, mark.line <= lines.isASCII.count else { return (mark.line, mark.column) }
        // On an ASCII line (nearly every line of a config) scalars are bytes.
        if lines.isASCII[mark.line - 1] { return (mark.line, mark.column) }
        let scalars = lines.text(mark.line - 1).unicodeScalars.prefix(max(0, mark.column - 1))
        return (mark.line, scalars.reduce(1) { $0 + UTF8.width($1) })
    }

    /// The file's lines as byte ranges, and which of them are ASCII: one pass over the bytes
    /// (splitting the `String` by `Character` took longer than Yams' parse of a long file).
    private struct Lines {
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

        /// Line `index` (0-based) as text.
        func text(_ index: Int) -> String { String(decoding: bytes[ranges[index]], as: UTF8.self) }
    }

    /// The line of the first byte that is not UTF-8.
    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let index = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        return index + 1
    }
}
