import AssetCatalog
import ColorScience

/// Every colorset of a workspace as each appearance resolves it on the default device
/// (universal, sRGB): its slot, its display color and that color's luminances, worked out once
/// and on every core. `check` builds one for the near duplicates, the pairs' measurements and the
/// color-vision checks, which would otherwise each resolve thousands of colorsets again.
public struct AppearanceTable: Sendable {
    /// By catalog, then colorset: every appearance's side, kept inline (an array each would be
    /// ten thousand allocations).
    private let sides: [[PerAppearance<ResolvedSide>]]

    public init(workspace: Workspace) {
        // Each colorset read where it lies in its catalog: handing one over copies all its parts.
        // The four requests made once, not once per colorset.
        let requests = Appearance.allCases.map { TraitRequest(appearance: $0) }
        sides = workspace.catalogs.map {
            $0.colorSets.parallelMap { colorSet in
                var sides = PerAppearance<ResolvedSide>()
                for request in requests { sides[request.appearance] = ResolvedSide(colorSet, request) }
                return sides
            }
        }
    }

    /// How `appearance` shows the colorset at `location`.
    func side(_ location: ColorSetLocation, _ appearance: Appearance) -> ResolvedSide {
        sides[location.catalog][location.colorSet][appearance] ?? .none
    }
}
