/// What changed between two versions of the catalogs: the outcome of `CatalogComparison`.
public struct DiffReport: Sendable {
    public var oldLabel: String
    public var newLabel: String
    /// Catalogs only one side has, by key.
    public var catalogs: [CatalogChange]
    /// The colors that changed (and, with `includeUnchanged`, those that did not), by catalog and name.
    public var colors: [ColorChange]
    /// The contrast pairs whose pass or fail changed; `nil` when no contrast policy was evaluated.
    public var contrast: [ContrastPairChange]?

    public init(oldLabel: String, newLabel: String, catalogs: [CatalogChange], colors: [ColorChange],
                contrast: [ContrastPairChange]?) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.catalogs = catalogs
        self.colors = colors
        self.contrast = contrast
    }

    /// Pairs that passed before and fail now.
    public var regressions: [ContrastPairChange] { contrast?.filter(\.isRegression) ?? [] }

    /// The contrast pairs that involve `color`.
    public func contrast(of color: ColorChange) -> [ContrastPairChange] {
        contrast?.filter { $0.involves(color.name, catalog: color.catalog) } ?? []
    }

    /// Pairs that involve none of the listed colors.
    public var otherContrast: [ContrastPairChange] {
        contrast?.filter { pair in !colors.contains { pair.involves($0.name, catalog: $0.catalog) } } ?? []
    }

    /// How many listed colors have each kind of change.
    public func count(of kind: ColorChange.Kind) -> Int { colors.count { $0.kind == kind } }
}

/// A catalog that only one side has.
public struct CatalogChange: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case added, removed
    }

    /// The catalog's key, e.g. `App/Assets.xcassets`.
    public var catalog: String
    public var kind: Kind

    public init(catalog: String, kind: Kind) {
        self.catalog = catalog
        self.kind = kind
    }
}
