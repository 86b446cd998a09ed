/// Line and column of byte offsets in one document, counted as `JSONLocation` counts them (a
/// line ends at each LF; the column is the byte offset past the line's start, from 1): the one
/// count `JSONLocation.of` makes too. For many offsets in order, without the memory of a
/// `JSONLineIndex`.
///
/// `check` places thousands of findings at slots of `Contents.json` files, each a count of the
/// lines before it. Here the count reads eight bytes at a time, and resumes where the last one
/// stopped when asked for a later offset: a colorset's slots are mostly asked for in the order
/// they are written (Any, Dark, HC, HC Dark), so each file is read about once.
public struct JSONLineCounter {
    /// Bytes before `offset` are counted: `line` is the line at `offset`, starting at `lineStart`.
    private var offset = 0, line = 1, lineStart = 0

    public init() {}

    /// `(line, column)` of byte `target` of `bytes`, the bytes of the document counted so far.
    public mutating func location(ofOffset target: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
        if target < offset { self = JSONLineCounter() }
        let limit = min(target, bytes.count)
        var index = offset
        while index + 8 <= limit {
            // Each LF byte becomes 0x80, every other byte 0 (exact: no carry crosses a byte).
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A
            let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
            let newlines = ~(((word & low) &+ low) | word | low)
            if newlines != 0 {
                line += newlines.nonzeroBitCount
                // The highest bit set is the last LF's, in the word's last byte when read little-endian.
                lineStart = index + (63 - newlines.leadingZeroBitCount) / 8 + 1
            }
            index += 8
        }
        while index < limit {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        offset = limit
        return (line, target - lineStart + 1)
    }
}
