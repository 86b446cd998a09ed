/// Finds `[UIColor colorNamed:@"x"]` and `[NSColor colorNamed:@"x"]` in Objective-C, skipping
/// comments and other string literals.
public enum ObjectiveCScanner {
    public static func scan(_ bytes: [UInt8], file: String) -> [ColorReference] {
        let selector = Array("colorNamed:".utf8)
        var references: [ColorReference] = []
        var lines: LineIndex?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                index = endOfString(bytes, from: index + 1)
                continue
            }
            if byte == UInt8(ascii: "c"), bytes[index...].starts(with: selector) {
                var cursor = index + selector.count
                while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
                if cursor + 1 < count, bytes[cursor] == UInt8(ascii: "@"), bytes[cursor + 1] == UInt8(ascii: "\"") {
                    let end = endOfString(bytes, from: cursor + 2)
                    let content = bytes[(cursor + 2)..<max(cursor + 2, end - 1)]
                    if !content.contains(UInt8(ascii: "\\")) {
                        if lines == nil { lines = LineIndex(bytes) }
                        let (line, column) = lines!.location(of: cursor)
                        references.append(ColorReference(name: String(decoding: content, as: UTF8.self), file: file,
                                                         line: line, column: column, kind: .objectiveC))
                    }
                    index = end
                    continue
                }
                index = cursor
                continue
            }
            index += 1
        }
        return references
    }

    /// The index after the closing quote of a string whose content starts at `start`.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            case 0x0A: return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }
}
