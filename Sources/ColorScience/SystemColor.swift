/// One of Apple's system colors, as a catalog `reference` names it (FORMAT.md 3.4).
///
/// System colors are dynamic: a terminal can only show the documented values for each
/// appearance. All values are sRGB; alpha is part of several (labels, fills, separators).
public struct SystemColor: Hashable, Sendable {
    /// Which framework the values come from: UIKit colors and AppKit colors of the same name differ
    /// (UIKit `labelColor` is opaque black, AppKit `labelColor` is 85% black).
    public enum Framework: String, Sendable, CaseIterable {
        case uiKit = "UIKit"
        case appKit = "AppKit"
    }

    /// The selector name, as written in `Contents.json`: `systemRedColor`, `labelColor`.
    public var name: String
    public var framework: Framework
    public var light: SpaceColor
    public var dark: SpaceColor
    /// The "Increase Contrast" light value; nil where Apple documents none.
    public var highContrastLight: SpaceColor?
    /// The "Increase Contrast" dark value; nil where Apple documents none.
    public var highContrastDark: SpaceColor?

    public init(
        name: String, framework: Framework, light: SpaceColor, dark: SpaceColor,
        highContrastLight: SpaceColor? = nil, highContrastDark: SpaceColor? = nil
    ) {
        self.name = name
        self.framework = framework
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The Swift spelling without the `Color` suffix: `systemRed`, `label`.
    public var shortName: String {
        name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    }

    /// The value for an appearance; a missing high-contrast value falls back to the normal one.
    public func resolved(dark isDark: Bool, highContrast: Bool) -> SpaceColor {
        switch (isDark, highContrast) {
        case (false, false): light
        case (true, false): dark
        case (false, true): highContrastLight ?? light
        case (true, true): highContrastDark ?? dark
        }
    }
}
