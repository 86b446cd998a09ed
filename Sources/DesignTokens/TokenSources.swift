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
            return .success(TokenFile(path: path, document: try JSONDocument(bytes: bytes)))
        } catch {
            return .failure(DiagnosticError(diagnostic: Diagnostic(file: path, syntaxError: error)))
        }
    }

    /// A diagnostic at `node` of this file.
    func diagnostic(_ node: JSONNode, _ finding: Finding) -> Diagnostic {
        Diagnostic(file: path, at: node.location, finding)
    }
}

/// One token as read: its path of names as written, its value (`$value`, or Style Dictionary's
/// `value`), its type (own, inherited from a group, or Style Dictionary's `type`).
struct ReadToken: Sendable {
    var names: [String]
    var value: JSONNode
    var type: (text: String, node: JSONNode)?
    var extensions: JSONNode?
    var fileIndex: Int
}

/// A group's `com.palette.folder` and `com.palette.catalog` extensions, by path of names.
struct GroupInfo: Sendable {
    var providesNamespace: Bool?
    var isCatalog = false
}

/// The tokens of one appearance, by dotted path (`color.brand`), in the order first read.
struct TokenTable: Sendable {
    var tokens: [String: ReadToken] = [:]
    var order: [String] = []

    mutating func add(_ token: ReadToken) {
        let key = token.names.joined(separator: ".")
        if tokens.updateValue(token, forKey: key) == nil { order.append(key) }
    }

    mutating func merge(_ other: TokenTable) {
        // Into an empty table, the other one is shared as it is (copy on write).
        if order.isEmpty {
            self = other
            return
        }
        tokens.reserveCapacity(tokens.count + other.order.count)
        for key in other.order { add(other.tokens[key]!) }
    }
}
