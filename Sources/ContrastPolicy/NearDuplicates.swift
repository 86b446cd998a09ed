import AssetCatalog
import ColorScience

/// Colors that look alike in every appearance: the OKLab difference of the colors each resolves
/// to is below a threshold in Light, Dark, HC Light and HC Dark, and their alphas differ by less
/// than that too. Reported once per colorset, naming the first color it duplicates, as a note
/// (`colorset.near-duplicate`): two names for one color may be deliberate, but are worth a look.
public enum NearDuplicates {
    public static func diagnostics(in workspace: Workspace, distance: Double) -> [Diagnostic] {
        guard distance > 0 else { return [] }
        var locations: [ColorSetLocation] = []
        var light: [OKLab] = [], alphas: [Double] = []
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            // Light first, for every color: the other appearances only for the few that are close in it.
            for (index, resolved) in catalog.resolvedColors(TraitRequest(appearance: .light)).enumerated() {
                guard let display = resolved?.display else { continue }
                locations.append(ColorSetLocation(catalog: catalogIndex, colorSet: index))
                light.append(OKLab(linearSRGB: display.linearSRGB))
                alphas.append(display.alpha)
            }
        }
        var cells: [SIMD3<Int32>: [Int]] = [:]
        var found: [Diagnostic] = []
        for index in light.indices {
            let cell = Self.cell(light[index], size: distance)
            var duplicate: (index: Int, distance: Double)?
            search: for dl in -1...1 {
                for da in -1...1 {
                    for db in -1...1 {
                        for other in cells[cell &+ SIMD3(Int32(dl), Int32(da), Int32(db))] ?? [] {
                            guard light[index].distance(to: light[other]) < distance, abs(alphas[index] - alphas[other]) < distance,
                                  let largest = largestDifference(locations[index], locations[other], workspace: workspace,
                                                                  start: light[index].distance(to: light[other]), below: distance)
                            else { continue }
                            duplicate = (other, largest)
                            break search
                        }
                    }
                }
            }
            cells[cell, default: []].append(index)
            if let duplicate {
                let colorSet = workspace.colorSet(at: locations[index])
                let anySlot = colorSet.resolve(TraitRequest(appearance: .light))?.variant.index
                found.append(ContrastChecks.diagnostic(
                    at: locations[index], variant: anySlot, workspace: workspace,
                    .nearDuplicate(name: colorSet.qualifiedName, other: workspace.colorSet(at: locations[duplicate.index]).qualifiedName,
                                   distance: ContrastFormat.fixed(duplicate.distance, decimals: 3))))
            }
        }
        return found
    }

    /// The largest OKLab difference over the other appearances (at least `start`), or `nil` when
    /// one of them is not below `limit` or has a color that cannot be shown.
    private static func largestDifference(_ first: ColorSetLocation, _ second: ColorSetLocation, workspace: Workspace,
                                          start: Double, below limit: Double) -> Double? {
        var largest = start
        for appearance in [Appearance.dark, .highContrastLight, .highContrastDark] {
            let request = TraitRequest(appearance: appearance)
            guard let one = workspace.colorSet(at: first).resolvedColor(request)?.display,
                  let other = workspace.colorSet(at: second).resolvedColor(request)?.display else { return nil }
            let difference = OKLab(linearSRGB: one.linearSRGB).distance(to: OKLab(linearSRGB: other.linearSRGB))
            guard difference < limit, abs(one.alpha - other.alpha) < limit else { return nil }
            largest = max(largest, difference)
        }
        return largest
    }

    private static func cell(_ lab: OKLab, size: Double) -> SIMD3<Int32> {
        SIMD3(Int32((lab.L / size).rounded(.down)), Int32((lab.a / size).rounded(.down)), Int32((lab.b / size).rounded(.down)))
    }
}
