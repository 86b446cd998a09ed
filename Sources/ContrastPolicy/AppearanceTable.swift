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
                // Without High Contrast slots a High Contrast appearance resolves to the slot its
                // luminosity does, as a fallback; when no slot names a system color (whose look
                // depends on the appearance) that slot shows the same color there: taken over.
                let sameAsLuminosity = !colorSet.variants.contains { $0.hasColor && ($0.traits.highContrast || $0.isReference) }
                for request in requests {
                    if sameAsLuminosity, request.appearance.isHighContrast,
                       var side = sides[request.appearance.luminosity == .dark ? .dark : .light] {
                        if side.variant != nil { side.isFallback = true }
                        sides[request.appearance] = side
                        continue
                    }
                    sides[request.appearance] = ResolvedSide(colorSet, request)
                }
                return sides
            }
        }
    }

    /// How `appearance` shows the colorset at `location`.
    func side(_ location: ColorSetLocation, _ appearance: Appearance) -> ResolvedSide {
        sides[location.catalog][location.colorSet][appearance] ?? .none
    }
}

extension ColorVariant {
    /// Whether the slot names a system color (asked without copying the color out).
    var isReference: Bool {
        if case .reference? = color { return true }
        return false
    }
}
