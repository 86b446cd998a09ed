/// Line starts of a file's bytes: byte offset to 1-based line and column (UTF-8 bytes).
struct LineIndex: Sendable {
    private let starts: [Int]

    init(_ bytes: some Collection<UInt8>) {
        var starts = [0]
        var offset = 0
        for byte in bytes {
            offset += 1
            if byte == 0x0A { starts.append(offset) }
        }
        self.starts = starts
    }

    /// 1-based line and column of the byte at `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// Byte offset of the start of 1-based `line`, or `nil` past the end.
    func start(ofLine line: Int) -> Int? {
        line >= 1 && line <= starts.count ? starts[line - 1] : nil
    }
}
