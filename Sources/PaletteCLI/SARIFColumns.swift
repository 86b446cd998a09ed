import AssetCatalog
import Foundation

/// Diagnostics count columns in UTF-8 bytes; SARIF readers (GitHub code scanning among them)
/// count UTF-16 code units, which is what the log declares (`columnKind: utf16CodeUnits`). This
/// converts a byte column by reading its line: in the bytes palette loaded, when it has them
/// (a colorset's `Contents.json`: the bytes the column was counted in, without reading ten
/// thousand files again), else from the file, each file once. A line it cannot read (the file is
/// gone, or shorter) keeps the byte column.
struct SARIFColumns {
    /// The files palette loaded, by path.
    private let loaded: [String: [UInt8]]
    /// The other files, as read from disk (empty when unreadable).
    private var read: [String: [UInt8]] = [:]
    /// The line asked for last and where it starts: results come sorted by file and line, so
    /// each file's lines are walked once however many results it has (from its start each
    /// time, a large storyboard's were walked once per result).
    private var last: (file: String, line: Int, start: Int)?

    init(loaded: [String: [UInt8]] = [:]) {
        self.loaded = loaded
    }

    /// The 1-based UTF-16 column of the 1-based byte `column` on `line` of `file`.
    mutating func utf16Column(file: String, line: Int, column: Int) -> Int {
        guard let text = self.line(line, of: file) else { return column }
        let prefix = text.prefix(max(column - 1, 0))
        guard prefix.contains(where: { $0 >= 0x80 }) else { return column }
        // The bytes before the column as text; a sequence the column cuts, or bad UTF-8, counts as U+FFFD.
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1 + max(column - 1 - text.count, 0)
    }

    private mutating func bytes(of file: String) -> [UInt8] {
        if let bytes = loaded[file] ?? read[file] { return bytes }
        let bytes = FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? []
        read[file] = bytes
        return bytes
    }

    /// Line `number` (1-based) of `file` without its newline; `nil` past the last line. The walk
    /// goes on from the line asked for last when it is in the same file and not further down.
    private mutating func line(_ number: Int, of file: String) -> ArraySlice<UInt8>? {
        guard number >= 1 else { return nil }
        let bytes = bytes(of: file)
        var (line, start) = (1, bytes.startIndex)
        if let last, last.file == file, last.line <= number { (line, start) = (last.line, last.start) }
        while line < number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            (line, start) = (line + 1, newline + 1)
        }
        last = (file, number, start)
        return bytes[start..<(bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex)]
    }
}

extension Workspace {
    /// Each parsed colorset's `Contents.json` as loaded, by path: the bytes its diagnostics'
    /// lines and columns count in (`SARIFColumns`).
    var loadedColorSetFiles: [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        files.reserveCapacity(catalogs.reduce(0) { $0 + $1.colorSets.count })
        for catalog in catalogs {
            for colorSet in catalog.colorSets {
                if let document = colorSet.document { files[colorSet.contentsPath] = document.bytes }
            }
        }
        return files
    }
}
