/// A color as the backend should emit it.
///
/// The UI quantizes colors before drawing: a backend receives `.rgb` only in
/// ``ColorMode/trueColor``, `.indexed` in the 256/16/8 color modes, and `.default` in
/// ``ColorMode/monochrome``.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background color.
    case `default`
    /// A 24-bit color.
    case rgb(UInt8, UInt8, UInt8)
    /// An xterm palette index (0-255).
    case indexed(UInt8)
}

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let underline = CellAttributes(rawValue: 1 << 2)
    public static let reverse = CellAttributes(rawValue: 1 << 3)
    public static let italic = CellAttributes(rawValue: 1 << 4)
}

/// Colors and attributes of one cell.
public struct Style: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: CellAttributes

    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        attributes: CellAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Default colors, no attributes.
    public static let plain = Style()
}
