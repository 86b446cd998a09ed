/// Makes untrusted text (names read from catalogs) safe to show in a terminal.
public enum SafeText {
    /// `untrusted` with every character that could act on a terminal replaced by a visible
    /// Swift-style escape `\u{XX}` (uppercase hex, no leading zeros), e.g. ESC → `\u{1B}`.
    ///
    /// Escaped: C0 controls (U+0000-U+001F, including tab and newline), DEL (U+007F), C1
    /// controls (U+0080-U+009F, e.g. the one-byte CSI U+009B), the bidirectional controls
    /// (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) and the line/paragraph
    /// separators U+2028/U+2029. So `"\u{1B}[31mred"` shows as `\u{1B}[31mred`: the
    /// sequence is visible and inert. Everything else, including combining marks, emoji
    /// and non-Latin scripts, is kept as is. A literal backslash is not escaped: the result
    /// is for display, not for parsing back.
    ///
    /// With `keepingTabs`, a horizontal tab stays a tab: for text shown as lines of a file (a diff),
    /// where a tab only moves the cursor right and escaping it would garble tab-indented files.
    public static func visible(_ untrusted: String, keepingTabs: Bool = false) -> String {
        // Printable ASCII (most names, paths and messages) has nothing to escape: its bytes are
        // checked where they lie (through the UTF-8 view's iterator, 30 instructions a byte).
        let isPrintableASCII = untrusted.utf8.withContiguousStorageIfAvailable(Self.isPrintableASCII)
            ?? untrusted.utf8.allSatisfy(Self.isPrintableASCII)
        guard !isPrintableASCII else { return untrusted }
        let escapes = { (scalar: Unicode.Scalar) in needsEscape(scalar) && !(keepingTabs && scalar == "\t") }
        guard untrusted.unicodeScalars.contains(where: escapes) else { return untrusted }
        var result = String.UnicodeScalarView()
        for scalar in untrusted.unicodeScalars {
            if escapes(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where !isPrintableASCII(byte) { return false }
        return true
    }

    @inline(__always)
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// True for the scalars ``visible(_:)`` escapes.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
