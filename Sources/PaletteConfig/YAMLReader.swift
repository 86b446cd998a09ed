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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw failure(error, lines: lines)
        } catch {
            throw Failure(finding: .malformed(problem: "\(error)"))
        }
        return node.map { value($0, lines: lines) }
    }

    private static func value(_ node: Node, lines: [Substring]) -> ConfigValue {
        let (line, column) = position(node.mark, lines: lines)
        switch node {
        case .scalar(let scalar):
            return ConfigValue(.scalar(scalar.string, type(of: node)), line: line, column: column)
        case .sequence(let sequence):
            return ConfigValue(.list(sequence.map { value($0, lines: lines) }), line: line, column: column)
        case .mapping(let mapping):
            let entries = mapping.map { ConfigEntry(key: value($0.key, lines: lines), value: value($0.value, lines: lines)) }
            return ConfigValue(.mapping(entries), line: line, column: column)
        case .alias(let alias):
            return ConfigValue(.scalar("*" + alias.anchor.rawValue, .string), line: line, column: column)
        }
    }

    /// The core schema's reading of a scalar; quoted scalars are strings.
    private static func type(of node: Node) -> ConfigValue.ScalarType {
        switch node.tag.rawValue {
        case Tag.Name.null.rawValue: .null
        case Tag.Name.bool.rawValue: .boolean
        case Tag.Name.int.rawValue: .integer
        case Tag.Name.float.rawValue: .float
        default: .string
        }
    }

    private static func failure(_ error: YamlError, lines: [Substring]) -> Failure {
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
    private static func position(_ mark: Mark?, lines: [Substring]) -> (line: Int, column: Int) {
        guard let mark else { return (1, 1) }
        guard mark.line >= 1, mark.line <= lines.count else { return (mark.line, mark.column) }
        let scalars = lines[mark.line - 1].unicodeScalars.prefix(max(0, mark.column - 1))
        return (mark.line, scalars.reduce(1) { $0 + UTF8.width($1) })
    }

    /// The line of the first byte that is not UTF-8.
    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let index = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        return index + 1
    }
}
