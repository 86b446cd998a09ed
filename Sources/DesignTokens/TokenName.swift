/// Token and group names from folder and colorset names, and back.
///
/// The format forbids `.`, `{` and `}` in names and a leading `$`; palette writes those
/// characters (and `%`, so that the mapping is reversible) as `%2E`, `%7B`, `%7D`, `%24` and
/// `%25`. Every other character is kept, spaces included.
public enum TokenName {
    /// The token name for a folder or colorset name.
    public static func encode(_ name: String) -> String {
        guard hasByte(name, where: { escape($0, first: true) != nil }) else { return name }
        var output: [UInt8] = []
        output.reserveCapacity(name.utf8.count + 8)
        if hasByte(name, where: { $0 >= 0x80 }) {
            // By characters: a `.` with a combining mark is another character, kept as it is.
            for (offset, character) in name.enumerated() {
                if let byte = character.asciiValue, let escape = escape(byte, first: offset == 0) {
                    output += escape.utf8
                } else {
                    output += character.utf8
                }
            }
        } else {
            for (offset, byte) in name.utf8.enumerated() {
                if let escape = escape(byte, first: offset == 0) { output += escape.utf8 } else { output.append(byte) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How `encode` writes an ASCII character, if it escapes it: `$` only as the first character.
    private static func escape(_ byte: UInt8, first: Bool) -> String? {
        switch byte {
        case UInt8(ascii: "%"): "%25"
        case UInt8(ascii: "."): "%2E"
        case UInt8(ascii: "{"): "%7B"
        case UInt8(ascii: "}"): "%7D"
        case UInt8(ascii: "$") where first: "%24"
        default: nil
        }
    }

    /// The folder or colorset name for a token name: the escapes above undone (hex digits in
    /// either case), others kept.
    public static func decode(_ name: String) -> String {
        // Bytes, not `contains("%")`: with Foundation imported that is a locale-aware search.
        guard hasByte(name, where: { $0 == 0x25 }) else { return name }
        let bytes = Array(name.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let byte = unescaped(bytes[index + 1], bytes[index + 2]) {
                output.append(byte)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The character `%` and the two hex digits `high` and `low` stand for, if one of the escapes.
    private static func unescaped(_ high: UInt8, _ low: UInt8) -> UInt8? {
        switch (high, low >= UInt8(ascii: "A") ? low | 0x20 : low) {
        case (UInt8(ascii: "2"), UInt8(ascii: "5")): UInt8(ascii: "%")
        case (UInt8(ascii: "2"), UInt8(ascii: "e")): UInt8(ascii: ".")
        case (UInt8(ascii: "7"), UInt8(ascii: "b")): UInt8(ascii: "{")
        case (UInt8(ascii: "7"), UInt8(ascii: "d")): UInt8(ascii: "}")
        case (UInt8(ascii: "2"), UInt8(ascii: "4")): UInt8(ascii: "$")
        default: nil
        }
    }

    /// Whether a UTF-8 byte of `name` is one `test` accepts, read in place (a short name too).
    private static func hasByte(_ name: String, where test: (UInt8) -> Bool) -> Bool {
        var name = name
        return name.withUTF8 { $0.contains(where: test) }
    }

    /// Whether `name` can be a folder or colorset name: not empty, `.` or `..`, and no `/`, NUL
    /// or other control character.
    public static func isValidFileName(_ name: String) -> Bool {
        // Bytes: `/` and the control characters are never part of a longer UTF-8 sequence.
        !name.isEmpty && name != "." && name != ".." && !hasByte(name, where: { $0 == 0x2F || $0 < 0x20 || $0 == 0x7F })
    }
}
