/// A position in a document: 1-based line, and 1-based column counted in UTF-8 bytes (as clang does).
public struct JSONLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// The location of byte `offset` in `bytes`; a line ends at each LF (so CRLF counts once).
    static func of(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONLocation {
        var counter = JSONLineCounter()
        let (line, column) = counter.location(ofOffset: offset, in: UnsafeRawBufferPointer(bytes))
        return JSONLocation(line: line, column: column)
    }

    /// The location of byte `offset` in `bytes`.
    static func of(offset: Int, in bytes: [UInt8]) -> JSONLocation {
        bytes.withUnsafeBufferPointer { of(offset: offset, in: $0) }
    }
}
