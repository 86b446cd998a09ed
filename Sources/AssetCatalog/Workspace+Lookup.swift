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
    /// Several colorsets match; `candidates` are `catalog: qualified name` texts.
    case ambiguous(name: String, candidates: [String])

    public var message: String {
        switch self {
        case .unknown(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no color named '\(name)'\(hint)"
        case .ambiguous(let name, let candidates):
            return "'\(name)' matches several colors: " + candidates.joined(separator: ", ")
                + "; give the qualified name or a catalog path"
        }
    }
}

extension Workspace {
    /// The one colorset called `name`: the qualified name exactly, else case-insensitively, else the
    /// unqualified name or a trailing part of the qualified name (`accent` for `Brand/accent`).
    public func locate(_ name: String) -> Result<ColorSetLocation, NameLookupError> {
        let all = catalogs.indices.flatMap { catalog in
            catalogs[catalog].colorSets.indices.map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        }
        let lowered = name.lowercased()
        let rules: [(ColorSet) -> Bool] = [
            { $0.qualifiedName == name },
            { $0.qualifiedName.lowercased() == lowered },
            { $0.name == name || $0.qualifiedName.hasSuffix("/" + name) },
            { $0.name.lowercased() == lowered || $0.qualifiedName.lowercased().hasSuffix("/" + lowered) },
        ]
        for rule in rules {
            let matches = all.filter { rule(colorSet(at: $0)) }
            if matches.count == 1 { return .success(matches[0]) }
            if matches.count > 1 {
                return .failure(.ambiguous(name: name, candidates: matches.map {
                    "\(catalogs[$0.catalog].path): \(colorSet(at: $0).qualifiedName)"
                }))
            }
        }
        let suggestions = all.map { colorSet(at: $0).qualifiedName }.filter { $0.lowercased().contains(lowered) }
        return .failure(.unknown(name: name, suggestions: Array(Set(suggestions)).sorted().prefix(8).map { $0 }))
    }

    /// The colorset at `location`.
    public func colorSet(at location: ColorSetLocation) -> ColorSet {
        catalogs[location.catalog].colorSets[location.colorSet]
    }
}
