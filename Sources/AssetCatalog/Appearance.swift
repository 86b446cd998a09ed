/// The four appearances a color can be viewed under: light/dark crossed with high contrast.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
    case highContrastLight = "hc-light"
    case highContrastDark = "hc-dark"

    /// The luminosity this appearance asks for.
    public var luminosity: Luminosity { self == .dark || self == .highContrastDark ? .dark : .light }

    /// Whether this appearance asks for high contrast.
    public var isHighContrast: Bool { self == .highContrastLight || self == .highContrastDark }

    /// Short labels for columns and the status bar.
    public var label: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .highContrastLight: "HC Light"
        case .highContrastDark: "HC Dark"
        }
    }

    /// The appearance with the given luminosity and contrast.
    public init(luminosity: Luminosity, highContrast: Bool) {
        switch (luminosity, highContrast) {
        case (.light, false): self = .light
        case (.dark, false): self = .dark
        case (.light, true): self = .highContrastLight
        case (.dark, true): self = .highContrastDark
        }
    }
}

/// The `luminosity` appearance value of a slot.
public enum Luminosity: String, Hashable, Sendable {
    case light, dark
}

/// The display gamut a color is requested for.
public enum DisplayGamut: String, Hashable, Sendable {
    case sRGB
    case displayP3 = "display-P3"
}
