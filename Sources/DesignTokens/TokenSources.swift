import AssetCatalog
import Foundation
import LosslessJSON

/// A token file parsed with LosslessJSON, so every problem points at its line and column.
public struct TokenFile: Sendable {
    public var path: String
    public var document: JSONDocument

    public init(path: String, document: JSONDocument) {
        self.path = path
        self.document = document
    }

    /// The extensions read only to make a new colorset (`JSONNode.unskipped()`): most of an
    /// exported file's bytes, and nothing an import into the exporting catalog looks at.
    public static let unindexed = ["com.palette.colorset"]

    /// Reads and parses `path`; a file that cannot be read or is not JSON is a diagnostic.
    static func load(_ path: String) -> Result<TokenFile, DiagnosticError> {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? "it cannot be read"
            return .failure(DiagnosticError(diagnostic: Diagnostic(file: path, .fileUnreadable(reason: reason))))
        }
        do {
            return .success(TokenFile(path: path, document: try JSONDocument(bytes: bytes, skippingContainersOf: unindexed)))
        } catch {
            return .failure(DiagnosticError(diagnostic: Diagnostic(file: path, syntaxError: error)))
        }
    }

    /// A `json.duplicate-key` warning at each repeated key but the first (the last one is read,
    /// as for a colorset): a hand-merged token file loses a token without it.
    var duplicateKeyWarnings: [Diagnostic] {
        // In file order: the parser finds an inner object's repeats before its parent's.
        document.duplicateKeys.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            .map { Diagnostic(file: path, at: $0.location, .duplicateKey($0)) }
    }

    /// A diagnostic at `node` of this file.
    func diagnostic(_ node: JSONNode, _ finding: Finding) -> Diagnostic {
        Diagnostic(file: path, at: node.location, finding)
    }
}

/// One token as read: its path of names as written, its value (`$value`, or Style Dictionary's
/// `value`), its type (own, inherited from a group, or Style Dictionary's `type`). Shared, not
/// copied, by every table and color token that holds it (tens of thousands of them in a file).
final class ReadToken: Sendable {
    let names: [String]
    let value: JSONNode
    let type: (text: String, node: JSONNode)?
    let extensions: JSONNode?
    let fileIndex: Int
    /// The value read as a color, when it is not an alias (`TokenReader.color`).
    let color: Result<TokenColor, ColorProblem>?

    init(names: [String], value: JSONNode, type: (text: String, node: JSONNode)?, extensions: JSONNode?, fileIndex: Int,
         color: Result<TokenColor, ColorProblem>?) {
        self.names = names
        self.value = value
        self.type = type
        self.extensions = extensions
        self.fileIndex = fileIndex
        self.color = color
    }
}

/// A group's `com.palette.folder` and `com.palette.catalog` extensions, by path of names.
struct GroupInfo: Sendable {
    var providesNamespace: Bool?
    var isCatalog = false
}

/// The tokens of one appearance, by dotted path (`color.brand`), in the order first read.
struct TokenTable: Sendable {
    /// Each token and its path, in the order first read; a later token of the same path takes
    /// the earlier one's place.
    private(set) var entries: [(key: String, token: ReadToken)] = []
    private var positions: [String: Int] = [:]

    subscript(key: String) -> ReadToken? { positions[key].map { entries[$0].token } }

    /// Adds `token` under `key`, its names joined by dots.
    mutating func add(_ token: ReadToken, key: String) {
        // One hash of the key: the slot is claimed for a new entry unless the key has one.
        let next = entries.count
        let position = Self.claim(&positions[key, default: next])
        if position == next {
            entries.append((key, token))
        } else {
            entries[position].token = token
        }
    }

    private static func claim(_ slot: inout Int) -> Int { slot }

    mutating func merge(_ other: TokenTable) {
        // Into an empty table, the other one is shared as it is (copy on write).
        if entries.isEmpty {
            self = other
            return
        }
        // No reservation: the other table mostly overrides keys this one has.
        for (key, token) in other.entries { add(token, key: key) }
    }
}
