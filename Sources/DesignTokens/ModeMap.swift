import AssetCatalog

/// Which design-token mode (a resolver context, or a key of `com.palette.modes`) is which
/// appearance: the standard names, then `palette.yml`'s `tokens.modes`, then `--mode`, each
/// source overriding the ones before it.
public struct ModeMap: Sendable, Equatable {
    /// Where a mapping comes from, in order of precedence: an explicit mapping outranks the
    /// standard names, so Primer's `dark-dimmed` mapped to Dark wins over its `dark`.
    public enum Source: Sendable, Comparable {
        case standard, config, option
    }

    /// Mode names, case as written, to appearances.
    public private(set) var appearances: [String: Appearance]
    /// The name export writes for each appearance: the last one mapped to it.
    public private(set) var names: [Appearance: String]
    /// The source of each mode name's mapping.
    public private(set) var sources: [String: Source]

    /// `light`, `dark`, `light-high-contrast`, `dark-high-contrast`.
    public static let standard = ModeMap()

    public init() {
        appearances = [:]
        names = [:]
        sources = [:]
        for (name, appearance) in [("light", Appearance.light), ("dark", .dark),
                                   ("light-high-contrast", .highContrastLight), ("dark-high-contrast", .highContrastDark)] {
            map(name, to: appearance, from: .standard)
        }
    }

    /// Maps `name` to `appearance`; export then writes `appearance` as `name`.
    public mutating func map(_ name: String, to appearance: Appearance, from source: Source = .option) {
        appearances[name] = appearance
        names[appearance] = name
        sources[name] = source
    }

    /// The appearance of a mode name, if mapped.
    public func appearance(of mode: String) -> Appearance? { appearances[mode] }

    /// The mode name export writes for `appearance`.
    public func name(of appearance: Appearance) -> String { names[appearance] ?? appearance.rawValue }

    /// A `tokens.mode-conflict` finding for each of `modes` (one modifier's contexts, or one
    /// token's `com.palette.modes` keys, in document order) that `mode(for:among:)` passes over
    /// for one mapped by the same source, by its position in `modes`.
    public func conflicts(among modes: [String]) -> [(position: Int, finding: Finding)] {
        Appearance.allCases.flatMap { appearance -> [(position: Int, finding: Finding)] in
            guard let (chosen, tied) = mode(for: appearance, among: modes) else { return [] }
            return tied.compactMap { other in
                modes.firstIndex(of: other).map { ($0, .tokenModeConflict(mode: other, chosen: chosen, appearance: appearance.label)) }
            }
        }
    }

    /// Which of `modes` (one modifier's contexts, in document order) gives `appearance`: of those
    /// mapped to it, the one from the latest source, the first on a tie; `tied` are the others
    /// from that source, which a reader reports rather than drops silently.
    public func mode(for appearance: Appearance, among modes: [String]) -> (chosen: String, tied: [String])? {
        let mapped = modes.filter { appearances[$0] == appearance }
        guard let top = mapped.compactMap({ sources[$0] }).max() else { return nil }
        let best = mapped.filter { sources[$0] == top }
        return (best[0], Array(best.dropFirst()))
    }
}
