/// The characters a Swift identifier may start with and hold, from the grammar in *The Swift
/// Programming Language* (Lexical Structure, Identifiers): what code generators keep of a name.
enum SwiftIdentifierCharacters {
    /// `identifier-head`: letters, `_` and the listed ranges.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
        return headRanges.contains { $0.contains(value) }
    }

    /// `identifier-character`: a head, a digit or a combining mark.
    static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || isHead(scalar) || tailRanges.contains { $0.contains(scalar.value) }
    }

    /// The grammar's head ranges in the Basic Multilingual Plane beyond ASCII.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// Combining marks an identifier may hold after its first character.
    private static let tailRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
