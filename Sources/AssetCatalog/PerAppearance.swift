/// One optional value per appearance, stored inline: read and written without hashing or
/// allocating (export looks values up for every token of every appearance, `check` for every
/// colorset).
public struct PerAppearance<Value: Sendable>: Sendable {
    private var light, dark, highContrastLight, highContrastDark: Value?

    public init() {}

    public subscript(appearance: Appearance) -> Value? {
        get {
            switch appearance {
            case .light: light
            case .dark: dark
            case .highContrastLight: highContrastLight
            case .highContrastDark: highContrastDark
            }
        }
        set {
            switch appearance {
            case .light: light = newValue
            case .dark: dark = newValue
            case .highContrastLight: highContrastLight = newValue
            case .highContrastDark: highContrastDark = newValue
            }
        }
    }

    public var isEmpty: Bool { light == nil && dark == nil && highContrastLight == nil && highContrastDark == nil }

    /// The values as a dictionary.
    public var dictionary: [Appearance: Value] {
        var result: [Appearance: Value] = [:]
        for appearance in Appearance.allCases { result[appearance] = self[appearance] }
        return result
    }
}
