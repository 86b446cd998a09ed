import AssetCatalog
import Foundation

/// Diagnostics as SARIF 2.1.0, the format GitHub code scanning reads to annotate a pull request:
/// one rule per code that occurs (its level the finding's severity), one result per diagnostic,
/// located by a path relative to the current folder (`%SRCROOT%`) and a line and column (in UTF-16
/// code units, as the log declares and GitHub reads them: `SARIFColumns`).
extension DiagnosticsPrinter {
    static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log of `diagnostics`; `loadedFiles` are the files palette loaded, by path, whose
    /// columns are converted from those bytes (`SARIFColumns`).
    static func sarif(_ diagnostics: some DiagnosticList, loadedFiles: [String: [UInt8]] = [:],
                      currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
        var codes: [String] = []
        var rules: [String: (index: Int, level: String)] = [:]
        for position in diagnostics.indices {
            let code = diagnostics.code(at: position)
            guard rules[code] == nil else { continue }
            rules[code] = (codes.count, diagnostics.severity(at: position).rawValue)
            codes.append(code)
        }
        let ruleObjects = codes.map { code in
            "{\"id\": \(JSONText.quoted(code)), \"name\": \(JSONText.quoted(ruleName(code))), "
                + "\"shortDescription\": {\"text\": \(JSONText.quoted(ruleSummary(code)))}, "
                + "\"defaultConfiguration\": {\"level\": \(JSONText.quoted(rules[code]?.level ?? "error"))}}"
        }
        var output = OutputBytes(reservingCapacity: 2048 + diagnostics.count * 400)
        output.append("""
            {
              "$schema": \(JSONText.quoted(sarifSchema)),
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "palette",
                      "semanticVersion": \(JSONText.quoted(PaletteCommand.version)),
                      "rules": [\(ruleObjects.isEmpty ? "" : "\n            " + ruleObjects.joined(separator: ",\n            ") + "\n          ")]
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "results": [
            """)
        // Written straight into the output: a check of a large catalog has tens of thousands of
        // results, most of them in a file the one before was in, whose location is kept.
        var columns = SARIFColumns(loaded: loadedFiles)
        var location: (file: String, json: String)?
        for (index, diagnostic) in diagnostics.enumerated() {
            if location?.file != diagnostic.file {
                location = (diagnostic.file, artifactLocation(diagnostic.file, currentFolder: currentFolder))
            }
            output.append(index == 0 ? "\n        {\"ruleId\": " : ",\n        {\"ruleId\": ")
            output.append(quoting: diagnostic.code)
            output.append(", \"ruleIndex\": ")
            output.append(rules[diagnostic.code]?.index ?? 0)
            output.append(", \"level\": ")
            output.append(quoting: diagnostic.severity.rawValue)
            output.append(", \"message\": {\"text\": ")
            output.append(quoting: diagnostic.message)
            output.append("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ")
            output.append(location?.json ?? "")
            let line = max(diagnostic.line ?? 1, 1)
            output.append(", \"region\": {\"startLine\": ")
            output.append(line)
            if let column = diagnostic.column {
                output.append(", \"startColumn\": ")
                output.append(max(columns.utf16Column(file: diagnostic.file, line: line, column: column), 1))
            }
            output.append("}}}]}")
        }
        output.append(diagnostics.isEmpty ? "]\n" : "\n      ]\n")
        output.append("""
                }
              ]
            }

            """)
        return output.text
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
        guard !path.utf8.allSatisfy(isUnreserved) else { return path }
        var encoded = ""
        for byte in path.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return encoded
    }

    /// An unreserved character of RFC 3986, or `/`: written as it is.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }
}
