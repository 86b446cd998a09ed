/// Hex text for 8-bit colors.
extension RGB8 {
    /// Parses `#RRGGBB`, `RRGGBB`, `#RGB` or `RGB` (each digit doubled), in either case.
    ///
    /// Only ASCII hex digits count; anything else (whitespace, `0x`, alpha digits, other lengths)
    /// gives nil. Callers trim their input.
    public init?(hex: String) {
        var digits = Array(hex.utf8)
        if digits.first == UInt8(ascii: "#") { digits.removeFirst() }
        var nibbles: [UInt8] = []
        for byte in digits {
            guard let value = Self.nibble(byte) else { return nil }
            nibbles.append(value)
        }
        switch nibbles.count {
        case 6:
            self.init(red: nibbles[0] << 4 | nibbles[1],
                      green: nibbles[2] << 4 | nibbles[3],
                      blue: nibbles[4] << 4 | nibbles[5])
        case 3:
            self.init(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
        default:
            return nil
        }
    }

    /// `#RRGGBB` with upper-case digits.
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
