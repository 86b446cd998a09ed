/// A long output (JSON, SARIF) built as UTF-8 bytes in place. Appending to a `String` cost a few
/// hundred instructions a piece on Linux, several times the copy, and a check of a large catalog
/// writes hundreds of thousands of pieces.
struct OutputBytes {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// `text`'s UTF-8, copied as it lies.
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// `number` in decimal.
    mutating func append(_ number: Int) {
        append(String(number))
    }

    /// `text` as a terminal-safe JSON string literal (`JSONText.quoted`).
    mutating func append(quoting text: String) {
        JSONText.append(quoting: text, to: &bytes)
    }

    /// The text: the bytes are UTF-8, as every piece was.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
