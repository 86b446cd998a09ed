/// Decoding of string tokens (escapes, lone surrogates) and encoding of new strings: the one JSON
/// string escaper, for files and for program output alike.
public enum JSONStringCoding {
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The decoded UTF-8 of a validated string token (quotes included in `token`).
    /// A lone surrogate escape decodes as U+FFFD.
    static func decodedUTF8(_ bytes: UnsafeBufferPointer<UInt8>, token: Range<Int>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(token.count)
        var index = token.lowerBound + 1
        let end = token.upperBound - 1
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = unit(bytes, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 6 <= end, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    let low = unit(bytes, at: index + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &output)
            default: output.append(escape)
            }
        }
        return output
    }

    /// The decoded text of a validated string token.
    static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, token: Range<Int>, hasEscapes: Bool) -> String {
        if !hasEscapes {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.lowerBound + 1..<token.upperBound - 1]),
                          as: UTF8.self)
        }
        return String(decoding: decodedUTF8(bytes, token: token), as: UTF8.self)
    }

    private static func unit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 { value = value << 4 | (hexValue(bytes[index + offset]) ?? 0) }
        return value
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }

    /// `string` as a JSON string token: `\"`, `\\`, `\b \f \n \r \t`, the other C0 controls as
    /// `\u00xx`, and every scalar outside printable ASCII (U+0020-U+007E) that `alsoEscaping`
    /// accepts as `\uxxxx` (lowercase hex; a surrogate pair above U+FFFF); everything else raw
    /// UTF-8. With the default this is how `JSONSerialization` (`.withoutEscapingSlashes`) and
    /// Xcode write strings; text meant for a terminal passes the terminal-safety rule
    /// (`SafeText.needsEscape`), so the output is inert when printed. A string of printable ASCII
    /// without `"` or `\` (most names and paths) is copied whole.
    public static func quoted(_ string: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        guard isPlain(string) else { return String(decoding: escaped(string, alsoEscaping: alsoEscaping), as: UTF8.self) }
        return "\"" + string + "\""
    }

    /// ``quoted(_:alsoEscaping:)`` appended to `output` as UTF-8, for writers that build a long
    /// document's bytes: a plain string's bytes are copied as they lie, once checked.
    public static func append(quoting string: String, to output: inout [UInt8],
                              alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) {
        let copied = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard isPlain(bytes) else { return false }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        switch copied {
        case true?: return
        case false?: output += escaped(string, alsoEscaping: alsoEscaping)
        case nil: output += encoded(string, alsoEscaping: alsoEscaping)
        }
    }

    /// True when every byte of `string` is printable ASCII other than `"` and `\`: its token
    /// is the string in quotes.
    private static func isPlain(_ string: String) -> Bool {
        let plain = string.utf8.withContiguousStorageIfAvailable(isPlain)
        return plain ?? string.utf8.allSatisfy(isPlain)
    }

    /// `isPlain` of bytes in place, in a loop the compiler sees whole (through `allSatisfy` and a
    /// function reference it took 11 instructions a byte).
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where !isPlain(byte) { return false }
        return true
    }

    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// ``quoted(_:alsoEscaping:)`` as UTF-8 bytes: the one JSON string escaper.
    static func encoded(_ string: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> [UInt8] {
        guard isPlain(string) else { return escaped(string, alsoEscaping: alsoEscaping) }
        var output: [UInt8] = [UInt8(ascii: "\"")]
        output.reserveCapacity(string.utf8.count + 2)
        output += string.utf8
        output.append(UInt8(ascii: "\""))
        return output
    }

    /// The token of a string that is not plain, written scalar by scalar.
    private static func escaped(_ string: String, alsoEscaping: (Unicode.Scalar) -> Bool) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        output.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case "\\": output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case "\u{08}": output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case "\u{0C}": output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case "\n": output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case "\r": output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case "\t": output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case _ where scalar.value < 0x20 || (scalar.value > 0x7E && alsoEscaping(scalar)):
                if scalar.value > 0xFFFF {
                    let offset = scalar.value - 0x10000
                    appendEscape(0xD800 + (offset >> 10), to: &output)
                    appendEscape(0xDC00 + (offset & 0x3FF), to: &output)
                } else {
                    appendEscape(scalar.value, to: &output)
                }
            default: appendUTF8(scalar, to: &output)
            }
        }
        output.append(UInt8(ascii: "\""))
        return output
    }

    /// `\uxxxx` for one UTF-16 code unit.
    private static func appendEscape(_ unit: UInt32, to output: inout [UInt8]) {
        output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift: UInt32 in [12, 8, 4, 0] {
            let digit = UInt8((unit >> shift) & 0xF)
            output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}
