import AssetCatalog

/// Which design-token mode (a resolver context, or a key of `com.palette.modes`) is which
/// appearance: the standard names, then `palette.yml`'s `tokens.modes`, then `--mode`.
public struct ModeMap: Sendable, Equatable {
    /// Mode names, case as written, to appearances.
    public private(set) var appearances: [String: Appearance]
    /// The name export writes for each appearance: the last one mapped to it.
    public private(set) var names: [Appearance: String]

    /// `light`, `dark`, `light-high-contrast`, `dark-high-contrast`.
    public static let standard = ModeMap()

    public init() {
        appearances = [:]
        names = [:]
        for (name, appearance) in [("light", Appearance.light), ("dark", .dark),
                                   ("light-high-contrast", .highContrastLight), ("dark-high-contrast", .highContrastDark)] {
            map(name, to: appearance)
        }
    }

    /// Maps `name` to `appearance`; export then writes `appearance` as `name`.
    public mutating func map(_ name: String, to appearance: Appearance) {
        appearances[name] = appearance
        names[appearance] = name
    }

    /// The appearance of a mode name, if mapped.
    public func appearance(of mode: String) -> Appearance? { appearances[mode] }

    /// The mode name export writes for `appearance`.
    public func name(of appearance: Appearance) -> String { names[appearance] ?? appearance.rawValue }
}
