/// Token and group names from folder and colorset names, and back.
///
/// The format forbids `.`, `{` and `}` in names and a leading `$`; palette writes those
/// characters (and `%`, so that the mapping is reversible) as `%2E`, `%7B`, `%7D`, `%24` and
/// `%25`. Every other character is kept, spaces included.
public enum TokenName {
    /// The token name for a folder or colorset name.
    public static func encode(_ name: String) -> String {
        guard hasByte(name, where: { $0 == 0x25 || $0 == 0x2E || $0 == 0x7B || $0 == 0x7D || $0 == 0x24 }) else { return name }
        var output = ""
        for (offset, character) in name.enumerated() {
            switch character {
            case "%": output += "%25"
            case ".": output += "%2E"
            case "{": output += "%7B"
            case "}": output += "%7D"
            case "$" where offset == 0: output += "%24"
            default: output.append(character)
            }
        }
        return output
    }

    /// The folder or colorset name for a token name: the escapes above undone, others kept.
    public static func decode(_ name: String) -> String {
        // Bytes, not `contains("%")`: with Foundation imported that is a locale-aware search.
        guard hasByte(name, where: { $0 == 0x25 }) else { return name }
        var output = ""
        var rest = Substring(name)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let code = rest[percent...].prefix(3)
            switch code.uppercased() {
            case "%25": output += "%"
            case "%2E": output += "."
            case "%7B": output += "{"
            case "%7D": output += "}"
            case "%24": output += "$"
            default:
                output += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            rest = rest[code.endIndex...]
        }
        return output + rest
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
