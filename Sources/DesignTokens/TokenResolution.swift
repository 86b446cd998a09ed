import AssetCatalog
import LosslessJSON

/// A color token with its aliases followed: what import writes. Shared, not copied, as
/// `ReadToken` is: import hands each one around per appearance of every colorset.
final class ColorToken: Sendable {
    /// The dotted path (`color.brand`), as aliases name it.
    let key: String
    let color: TokenColor
    /// The token as written (its `$extensions` are read from it), and its file.
    let token: ReadToken
    var names: [String] { token.names }

    init(key: String, color: TokenColor, token: ReadToken) {
        self.key = key
        self.color = color
        self.token = token
    }
}

extension TokenReader {
    /// The color tokens of `table`, aliases followed; problems are added to `diagnostics` (one
    /// per token: the import reports each distinct one once, `TokenImport.distinct`).
    /// Tokens of other types, and untyped aliases of them, are skipped with a note; an unknown
    /// type (reported at the token that has it), an unreadable color, a broken alias or a cycle
    /// is an error.
    func colors(of table: TokenTable, diagnostics: inout [Diagnostic]) -> [ColorToken] {
        var result: [ColorToken] = []
        result.reserveCapacity(table.entries.count)
        for (key, token) in table.entries {
            if let type = token.type, type.text != "color" {
                let file = files[token.fileIndex]
                if Self.otherTypes.contains(type.text) {
                    diagnostics.append(file.diagnostic(token.value, .tokenNotColor(token: key, type: type.text)))
                } else {
                    diagnostics.append(file.diagnostic(type.node, .tokenUnknownType(type.text)))
                }
                continue
            }
            switch follow(key, token, in: table) {
            case .failure(let error):
                diagnostics.append(error.diagnostic)
            case .success(let target):
                // An alias without a type has its target's (DTCG): a color only if the target is one.
                if token.type == nil, let type = target.type, type.text != "color" {
                    if Self.otherTypes.contains(type.text) {
                        diagnostics.append(files[token.fileIndex].diagnostic(token.value, .tokenNotColor(token: key, type: type.text)))
                    }
                    continue
                }
                switch target.color ?? TokenColor.parse(target.value) {
                case .success(let color):
                    result.append(ColorToken(key: key, color: color, token: token))
                case .failure(let problem):
                    // A token without a type whose value is not a color is some other kind of token.
                    if token.type == nil, target.type == nil { continue }
                    diagnostics.append(files[target.fileIndex].diagnostic(target.value, .tokenInvalidColor(token: key, reason: problem.reason)))
                }
            }
        }
        return result
    }

    /// The token `key` (`token`) leads to through aliases (`"{group.token}"`), or the diagnostic
    /// for a broken alias or a cycle.
    private func follow(_ key: String, _ token: ReadToken, in table: TokenTable) -> Result<ReadToken, DiagnosticError> {
        var current = token
        // Most values are not aliases: no chain to keep.
        guard Self.alias(current.value) != nil else { return .success(current) }
        var chain = [key]
        while let target = Self.alias(current.value) {
            let file = files[current.fileIndex]
            if let start = chain.firstIndex(of: target) {
                return .failure(DiagnosticError(diagnostic: file.diagnostic(current.value, .tokenAliasCycle(chain: (chain[start...] + [target]).joined(separator: " -> ")))))
            }
            guard let next = table[target] else {
                return .failure(DiagnosticError(diagnostic: file.diagnostic(current.value, .tokenBrokenAlias(token: chain.last ?? key, target: target))))
            }
            chain.append(target)
            current = next
        }
        return .success(current)
    }

    /// `color.brand` for a value that is exactly `"{color.brand}"`, or a `$ref` to
    /// `#/color/brand` (or `#/color/brand/$value`).
    static func alias(_ value: JSONNode) -> String? { value.withReader(alias) }

    /// `alias` of a node read with `reader`.
    static func alias(_ reader: JSONReader, _ value: JSONReader.Node) -> String? {
        if let text = reader.string(value), text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            return String(text.dropFirst().dropLast())
        }
        if let reference = reader.member("$ref", of: value).flatMap(reader.string), reference.hasPrefix("#/") {
            var parts = reference.dropFirst(2).split(separator: "/").map(String.init)
            if parts.last == "$value" { parts.removeLast() }
            return parts.joined(separator: ".")
        }
        return nil
    }
}

/// A diagnostic as an error, for `Result`.
struct DiagnosticError: Error {
    var diagnostic: Diagnostic
}
