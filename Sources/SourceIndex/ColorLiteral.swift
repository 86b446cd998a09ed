import ColorScience

/// A color written out in code: `UIColor(red:green:blue:alpha:)`, `#colorLiteral(...)`, a hex
/// string initializer; or a light/dark pair (`UIColor { $0.userInterfaceStyle == .dark ? A : B }`,
/// `Color.dynamic(light:dark:)`), whose `dark` is set.
public struct ColorLiteral: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The code as written, on one line.
    public var text: String
    /// The color, or the light one of a pair.
    public var color: SpaceColor
    /// The dark color of a pair.
    public var dark: SpaceColor?

    public init(file: String, line: Int, column: Int, text: String, color: SpaceColor, dark: SpaceColor? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.color = color
        self.dark = dark
    }
}
