import AssetCatalog

/// Judges contrast pairs in both versions of the catalogs: the seam a contrast policy plugs into.
///
/// Given the catalogs of both sides (matched by `RevisionCatalog.key`), an evaluator returns the
/// pairs whose pass or fail differs between them, with both ratios. The comparison calls it once
/// and attaches each pair to the listed colors it involves. With an evaluator, both sides load
/// every colorset of each changed catalog (`DiffScope.changedCatalogs`), since the other color
/// of a pair may not have changed.
public protocol ContrastEvaluator: Sendable {
    func pairChanges(old: [RevisionCatalog], new: [RevisionCatalog]) -> [ContrastPairChange]
}

/// A foreground/background pair whose pass or fail changed.
public struct ContrastPairChange: Hashable, Sendable {
    /// The catalog key (`RevisionCatalog.key`) the pair's colors are in.
    public var catalog: String
    /// Qualified names.
    public var foreground: String
    public var background: String
    public var appearance: Appearance
    /// What else the measurement was made for, e.g. a view state or an idiom; `nil` when nothing.
    public var context: String?
    /// The requirement as the policy states it, e.g. `4.5:1` or `Lc 60`.
    public var requirement: String
    /// The measured values; `nil` on the side where the pair does not exist.
    public var old: ContrastMeasurement?
    public var new: ContrastMeasurement?

    public init(catalog: String, foreground: String, background: String, appearance: Appearance,
                context: String? = nil, requirement: String, old: ContrastMeasurement?, new: ContrastMeasurement?) {
        self.catalog = catalog
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.context = context
        self.requirement = requirement
        self.old = old
        self.new = new
    }

    /// True when the pair passed before and fails now: what `--fail-on-regression` gates on.
    public var isRegression: Bool { old?.passes == true && new?.passes == false }

    /// True when the pair involves the color `name` in `catalog`.
    public func involves(_ name: String, catalog: String) -> Bool {
        self.catalog == catalog && (foreground == name || background == name)
    }
}

/// One side's measurement of a pair.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The ratio (WCAG, e.g. 4.62) or the value the policy measures.
    public var ratio: Double
    public var passes: Bool

    public init(ratio: Double, passes: Bool) {
        self.ratio = ratio
        self.passes = passes
    }
}
