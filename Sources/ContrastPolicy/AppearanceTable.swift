import AssetCatalog
import ColorScience

/// Every colorset of a workspace as each appearance resolves it on the default device
/// (universal, sRGB): its slot, where that lies and its display color, worked out once and on
/// every core, with what its slots are made for (`SlotDevices`). `check` builds one for the near
/// duplicates, the pairs' measurements and the color-vision checks, which would otherwise each
/// resolve thousands of colorsets again.
public struct AppearanceTable: Sendable, ResolvedColorSets {
    /// Every colorset's four sides (kept inline: an array each would be ten thousand
    /// allocations) and what its slots are made for, catalog after catalog.
    private let entries: [Entry]
    /// The number of each catalog's first colorset in `entries`.
    private let starts: [Int]

    private struct Entry: Sendable {
        var sides: PerAppearance<ResolvedSide>
        var devices: SlotDevices
    }

    public init(workspace: Workspace) {
        // The four requests made once, not once per colorset, and named one by one: a loop over
        // them would copy each request (and its strings) for every colorset.
        let light = TraitRequest(appearance: .light), dark = TraitRequest(appearance: .dark)
        let highContrastLight = TraitRequest(appearance: .highContrastLight)
        let highContrastDark = TraitRequest(appearance: .highContrastDark)
        let byCatalog = workspace.catalogs.map { catalog in
            // By index, handing over each colorset's slots: `parallelMap` (generic) and an
            // array's element read both copy a colorset, all its parts retained.
            let colorSets = catalog.colorSets
            return Array(colorSets.indices).parallelMap { index in
                let slots = colorSets[index].variants
                return Entry(sides: Self.sides(of: slots, light, dark, highContrastLight, highContrastDark), devices: SlotDevices(slots))
            }
        }
        var total = 0
        starts = byCatalog.map { entries in
            defer { total += entries.count }
            return total
        }
        entries = byCatalog.count == 1 ? byCatalog[0] : byCatalog.flatMap { $0 }
    }

    /// How the four appearances show a colorset with `slots`.
    private static func sides(of slots: borrowing [ColorVariant], _ light: borrowing TraitRequest, _ dark: borrowing TraitRequest,
                              _ highContrastLight: borrowing TraitRequest, _ highContrastDark: borrowing TraitRequest)
        -> PerAppearance<ResolvedSide> {
        var sides = PerAppearance<ResolvedSide>()
        sides[.light] = ResolvedSide(slots, light)
        sides[.dark] = ResolvedSide(slots, dark)
        // Without High Contrast slots a High Contrast appearance resolves to the slot its
        // luminosity does, as a fallback; when no slot names a system color (whose look
        // depends on the appearance) that slot shows the same color there: taken over.
        if slots.contains(where: { $0.hasColor && ($0.traits.highContrast || $0.isReference) }) {
            sides[.highContrastLight] = ResolvedSide(slots, highContrastLight)
            sides[.highContrastDark] = ResolvedSide(slots, highContrastDark)
        } else {
            sides[.highContrastLight] = sides[.light].map(Self.fallback)
            sides[.highContrastDark] = sides[.dark].map(Self.fallback)
        }
        return sides
    }

    /// A side shown where no slot is made for it.
    private static func fallback(_ side: ResolvedSide) -> ResolvedSide {
        var side = side
        if side.variant != nil { side.isFallback = true }
        return side
    }

    /// How `appearance` shows the colorset at `location`.
    func side(_ location: ColorSetLocation, _ appearance: Appearance) -> ResolvedSide {
        side(index(of: location), appearance)
    }

    func index(of location: ColorSetLocation) -> Int { starts[location.catalog] + location.colorSet }

    func side(_ index: Int, _ appearance: Appearance) -> ResolvedSide { entries[index].sides[appearance] ?? .none }

    func devices(_ index: Int) -> SlotDevices { entries[index].devices }
}

extension ColorVariant {
    /// Whether the slot names a system color (asked without copying the color out).
    var isReference: Bool {
        if case .reference? = color { return true }
        return false
    }
}
