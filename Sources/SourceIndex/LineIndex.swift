import LosslessJSON

/// Line and column of byte offsets in a source file: LosslessJSON's line index (one pass,
/// then a binary search per lookup), which counts lines and UTF-8 columns as every palette
/// diagnostic does.
typealias LineIndex = JSONLineIndex

extension JSONLineIndex {
    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { JSONLineIndex($0) }
    }

    /// 1-based line and column (UTF-8 bytes) of the byte at `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let location = location(ofOffset: offset)
        return (location.line, location.column)
    }
}
