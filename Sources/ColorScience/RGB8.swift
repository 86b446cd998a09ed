/// An 8-bit-per-channel sRGB color, as terminals and hex strings carry it.
public struct RGB8: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The color in a packed `0xRRGGBB` value; bits above 24 are ignored.
    public init(packed: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: packed >> 16),
                  green: UInt8(truncatingIfNeeded: packed >> 8),
                  blue: UInt8(truncatingIfNeeded: packed))
    }

    /// `0xRRGGBB`.
    public var packed: UInt32 {
        UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    public var description: String { hex }
}
