import AssetCatalog
import Foundation

/// Diagnostics as SARIF 2.1.0, the format GitHub code scanning reads to annotate a pull request:
/// one rule per code that occurs (its level the finding's severity), one result per diagnostic,
/// located by a path relative to the current folder (`%SRCROOT%`) and a line and column (in UTF-16
/// code units, as the log declares and GitHub reads them: `SARIFColumns`).
extension DiagnosticsPrinter {
    static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func sarif(_ diagnostics: some Collection<Diagnostic>, currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
        var codes: [String] = []
        var levels: [String: String] = [:]
        for diagnostic in diagnostics where levels[diagnostic.code] == nil {
            codes.append(diagnostic.code)
            levels[diagnostic.code] = diagnostic.severity.rawValue
        }
        let rules = codes.map { code in
            "{\"id\": \(JSONText.quoted(code)), \"name\": \(JSONText.quoted(ruleName(code))), "
                + "\"shortDescription\": {\"text\": \(JSONText.quoted(ruleSummary(code)))}, "
                + "\"defaultConfiguration\": {\"level\": \(JSONText.quoted(levels[code] ?? "error"))}}"
        }
        var columns = SARIFColumns()
        let results = diagnostics.map { diagnostic in
            let line = max(diagnostic.line ?? 1, 1)
            var region = "\"startLine\": \(line)"
            if let column = diagnostic.column {
                region += ", \"startColumn\": \(max(columns.utf16Column(file: diagnostic.file, line: line, column: column), 1))"
            }
            return "{\"ruleId\": \(JSONText.quoted(diagnostic.code)), \"ruleIndex\": \(codes.firstIndex(of: diagnostic.code) ?? 0), "
                + "\"level\": \(JSONText.quoted(diagnostic.severity.rawValue)), "
                + "\"message\": {\"text\": \(JSONText.quoted(diagnostic.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": \(artifactLocation(diagnostic.file, currentFolder: currentFolder)), "
                + "\"region\": {\(region)}}}]}"
        }
        return """
            {
              "$schema": \(JSONText.quoted(sarifSchema)),
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "palette",
                      "semanticVersion": \(JSONText.quoted(PaletteCommand.version)),
                      "rules": [\(rules.isEmpty ? "" : "\n            " + rules.joined(separator: ",\n            ") + "\n          ")]
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "results": [\(results.isEmpty ? "" : "\n        " + results.joined(separator: ",\n        ") + "\n      ")]
                }
              ]
            }

            """
    }

    /// `contrast.needs-high-contrast` as SARIF's readable rule name: `ContrastNeedsHighContrast`.
    static func ruleName(_ code: String) -> String {
        code.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `contrast.needs-high-contrast` as `Contrast: needs high contrast`, the code's own words.
    static func ruleSummary(_ code: String) -> String {
        let parts = code.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return code }
        return parts[0].prefix(1).uppercased() + parts[0].dropFirst() + ": " + parts[1].replacingOccurrences(of: "-", with: " ")
    }

    /// A path relative to the current folder (under `%SRCROOT%`), percent-encoded; a path outside
    /// it stays an absolute `file://` URI.
    static func artifactLocation(_ path: String, currentFolder: String) -> String {
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        if relative.hasPrefix("/") {
            let base = currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/"
            guard relative.hasPrefix(base) else { return "{\"uri\": \(JSONText.quoted("file://" + percentEncoded(relative)))}" }
            relative.removeFirst(base.count)
        }
        return "{\"uri\": \(JSONText.quoted(percentEncoded(relative))), \"uriBaseId\": \"%SRCROOT%\"}"
    }

    /// RFC 3986: every byte but unreserved characters and `/` as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return encoded
    }
}
