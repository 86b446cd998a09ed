#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each line of a document starts, so that many byte offsets become `line:column` without
/// rescanning the bytes for each: built in one pass, each lookup a binary search.
///
/// Build one when a document needs more than a few locations (every diagnostic of a file);
/// `JSONLocation.of(offset:in:)` answers a single lookup without the index.
public struct JSONLineIndex: Sendable {
    /// The offset of each line's first byte, ascending; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// The document's size: offsets past it count as the end.
    private let byteCount: Int

    /// The index of `bytes`; a line ends at each LF (so CRLF counts once), as in `JSONLocation`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        if let base = bytes.baseAddress {
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// The number of lines (a final LF starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The location of byte `offset`: the same answer as `JSONLocation.of(offset:in:)`.
    public func location(ofOffset offset: Int) -> JSONLocation {
        let limit = min(offset, byteCount)
        // The last line start at or before `limit`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= limit { low = middle } else { high = middle - 1 }
        }
        return JSONLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

extension JSONDocument {
    /// A line index of the document, built now in one pass over its bytes.
    public func makeLineIndex() -> JSONLineIndex {
        storage.withUnsafeBufferPointer { JSONLineIndex($0) }
    }
}
