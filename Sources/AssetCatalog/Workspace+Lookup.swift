/// Where a colorset is: its catalog and its index there.
public struct ColorSetLocation: Hashable, Sendable {
    public var catalog: Int
    public var colorSet: Int

    public init(catalog: Int, colorSet: Int) {
        self.catalog = catalog
        self.colorSet = colorSet
    }
}

/// Why a name did not pick exactly one colorset.
public enum NameLookupError: Error, Hashable, Sendable {
    /// No colorset has the name; `suggestions` holds names that contain it.
    case unknown(name: String, suggestions: [String])
    /// Several colorsets match; `candidates` are `catalog label: qualified name` texts.
    case ambiguous(name: String, candidates: [String])

    public var message: String {
        switch self {
        case .unknown(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no color named '\(name)'\(hint)"
        case .ambiguous(let name, let candidates):
            return "'\(name)' matches several colors: " + candidates.joined(separator: ", ")
                + "; give the qualified name or --catalog"
        }
    }
}

extension Workspace {
    /// The one colorset called `name`: the qualified name exactly, else case-insensitively, else the
    /// unqualified name or a trailing part of the qualified name (`accent` for `Brand/accent`).
    /// `catalogs` limits the search to these catalog indices (`--catalog`).
    public func locate(_ name: String, in catalogs: [Int]? = nil) -> Result<ColorSetLocation, NameLookupError> {
        locate(name, in: catalogs, onePerCatalog: false).map { $0[0] }
    }

    /// Every colorset called `name`, at most one per catalog: the same name defined in two catalogs
    /// gives both (`palette show`); two colorsets it could mean in one catalog are still ambiguous.
    public func locateAll(_ name: String, in catalogs: [Int]? = nil) -> Result<[ColorSetLocation], NameLookupError> {
        locate(name, in: catalogs, onePerCatalog: true)
    }

    private func locate(_ name: String, in scope: [Int]?, onePerCatalog: Bool) -> Result<[ColorSetLocation], NameLookupError> {
        let all = (scope ?? Array(catalogs.indices)).flatMap { catalog in
            catalogs[catalog].colorSets.indices.map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        }
        let lowered = name.lowercased()
        let rules: [(ColorSet) -> Bool] = [
            { $0.qualifiedName == name },
            { $0.qualifiedName.lowercased() == lowered },
            { $0.name == name || $0.qualifiedName.hasSuffix("/" + name) },
            { $0.name.lowercased() == lowered || $0.qualifiedName.lowercased().hasSuffix("/" + lowered) },
        ]
        let labels = catalogLabels
        for rule in rules {
            let matches = all.filter { rule(colorSet(at: $0)) }
            guard !matches.isEmpty else { continue }
            let distinctCatalogs = Set(matches.map(\.catalog)).count == matches.count
            if matches.count == 1 || (onePerCatalog && distinctCatalogs) { return .success(matches) }
            return .failure(.ambiguous(name: name, candidates: matches.map {
                "\(labels[$0.catalog]): \(colorSet(at: $0).qualifiedName)"
            }))
        }
        let suggestions = all.map { colorSet(at: $0).qualifiedName }.filter { $0.lowercased().contains(lowered) }
        return .failure(.unknown(name: name, suggestions: Array(Set(suggestions)).sorted().prefix(8).map { $0 }))
    }

    /// The colorset at `location`.
    public func colorSet(at location: ColorSetLocation) -> ColorSet {
        catalogs[location.catalog].colorSets[location.colorSet]
    }
}
