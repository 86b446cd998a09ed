import LosslessJSON

/// A JSON value from a file as one line: its tokens without the whitespace between them.
enum CompactJSON {
    /// The value as one line; `nil` when it holds a number no double can carry (`1e400`, 5,000
    /// digits): JSON's grammar allows it, but strict readers (Foundation's `JSONSerialization`)
    /// reject the whole file, so such a colorset's `colors` are better left out of the export.
    static func text(of node: JSONNode) -> [UInt8]? {
        node.withReader { reader, node in
            // Only a literal with an exponent or more than 15 characters may not fit a double.
            for literal in reader.numberLiterals(in: node) {
                guard literal.count > 15 || literal.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { continue }
                guard let value = Double(String(decoding: literal, as: UTF8.self)), value.isFinite else { return nil }
            }
            let compact = reader.compactText(node)
            return reader.hasEscapes(in: node) ? withoutLoneSurrogates(compact) : compact
        }
    }

    /// `text` with every `\uD800`-`\uDFFF` escape that is not half of a pair written as `\uFFFD`:
    /// JSON's grammar allows them, but they are no Unicode text, and strict readers (Foundation's
    /// `JSONSerialization`) reject the file.
    static func withoutLoneSurrogates(_ bytes: [UInt8]) -> [UInt8] {
        func unit(at index: Int) -> UInt16? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                  let value = UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16) else { return nil }
            return value
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                output.append(bytes[index]); index += 1; continue
            }
            if let first = unit(at: index), (0xD800...0xDFFF).contains(first) {
                if first < 0xDC00, let second = unit(at: index + 6), (0xDC00...0xDFFF).contains(second) {
                    output += bytes[index..<(index + 12)]; index += 12
                } else {
                    output += Array("\\uFFFD".utf8); index += 6
                }
                continue
            }
            output += bytes[index...(index + 1)]; index += 2
        }
        return output
    }
}
