import Foundation

/// Diagnostics count columns in UTF-8 bytes; SARIF readers (GitHub code scanning among them)
/// count UTF-16 code units, which is what the log declares (`columnKind: utf16CodeUnits`). This
/// converts a byte column by reading the line from the file, each file once; a line it cannot
/// read (the file is gone, or shorter) keeps the byte column.
struct SARIFColumns {
    private var lines: [String: [ArraySlice<UInt8>]] = [:]

    /// The 1-based UTF-16 column of the 1-based byte `column` on `line` of `file`.
    mutating func utf16Column(file: String, line: Int, column: Int) -> Int {
        if lines[file] == nil {
            let bytes = FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? []
            lines[file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        }
        guard let fileLines = lines[file], line >= 1, line <= fileLines.count else { return column }
        let text = fileLines[line - 1]
        let prefix = text.prefix(max(column - 1, 0))
        guard prefix.contains(where: { $0 >= 0x80 }) else { return column }
        // The bytes before the column as text; a sequence the column cuts, or bad UTF-8, counts as U+FFFD.
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1 + max(column - 1 - text.count, 0)
    }
}
