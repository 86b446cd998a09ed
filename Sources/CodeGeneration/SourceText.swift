/// Catalog names inside generated source: a name may hold quotes, backslashes, line breaks or
/// terminal controls, and none of them may end a literal or a comment early.
enum SourceText {
    /// A Swift string literal with `text`'s exact scalars: `"Brand/accent"`.
    static func swiftString(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if needsEscape(scalar) { result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An Objective-C string literal, `@"Brand/accent"`: controls as three-digit octal escapes of
    /// their UTF-8 bytes (octal, because a hex escape would swallow the digits after it).
    static func objcString(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x3F }) { return "@\"" + text + "\"" }
        var result = "@\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "?": result += "\\?" // no trigraphs
            default:
                if needsEscape(scalar) {
                    for byte in String(scalar).utf8 {
                        let octal = String(byte, radix: 8)
                        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` for a `//` or `///` comment: controls shown as `\u{..}`, so nothing ends the line
    /// or acts on a terminal that shows the file.
    static func comment(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, line and paragraph separators and bidirectional controls.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C || value == 0xFEFF
    }
}
