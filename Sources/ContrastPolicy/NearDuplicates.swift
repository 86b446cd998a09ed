import AssetCatalog
import ColorScience

/// Colors that look alike in every appearance: the OKLab difference of the colors each resolves
/// to is below a threshold in Light, Dark, HC Light and HC Dark, and their alphas differ by less
/// than that too. Reported once per colorset, naming the first color it duplicates, as a note
/// (`colorset.near-duplicate`): two names for one color may be deliberate, but are worth a look.
public enum NearDuplicates {
    /// A color as one appearance shows it; NaN when it cannot be shown (never near anything).
    struct Shown {
        var lab: OKLab
        var alpha: Double

        init(_ resolved: ResolvedColor?) {
            if let display = resolved?.display {
                lab = OKLab(linearSRGB: display.linearSRGB)
                alpha = display.alpha
            } else {
                lab = OKLab(L: .nan, a: .nan, b: .nan)
                alpha = .nan
            }
        }

        func isNear(_ other: Shown, _ limit: Double) -> Bool {
            lab.distance(to: other.lab) < limit && abs(alpha - other.alpha) < limit
        }
    }

    public static func diagnostics(in workspace: Workspace, distance: Double) -> [Diagnostic] {
        guard distance > 0 else { return [] }
        // Light first, for every color (on every core); the other appearances only for the colors
        // that have a neighbour in Light.
        let all = workspace.catalogs.indices.flatMap { catalog in
            workspace.catalogs[catalog].colorSets.indices.map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        }
        let resolved = all.parallelMap { location -> (shown: Shown, slot: Int)? in
            let resolved = workspace.catalogs[location.catalog].colorSets[location.colorSet].resolvedColor(TraitRequest(appearance: .light))
            guard let resolved, resolved.display != nil else { return nil }
            return (Shown(resolved), resolved.resolution.variant.index)
        }
        var locations: [ColorSetLocation] = [], light: [Shown] = [], slots: [Int] = []
        for (location, found) in zip(all, resolved) {
            guard let found else { continue }
            locations.append(location)
            light.append(found.shown)
            slots.append(found.slot)
        }
        let candidates = lightNeighbors(light, distance: distance)
        let wanted = candidates.indices.filter { !candidates[$0].isEmpty }
        let resolvedOthers = wanted.map { locations[$0] }.parallelMap { location -> [Shown] in
            let colorSet = workspace.catalogs[location.catalog].colorSets[location.colorSet]
            return [Appearance.dark, .highContrastLight, .highContrastDark].map { Shown(colorSet.resolvedColor(TraitRequest(appearance: $0))) }
        }
        var others = [[Shown]?](repeating: nil, count: locations.count)
        for (index, shown) in zip(wanted, resolvedOthers) { others[index] = shown }
        var found: [Diagnostic] = []
        for index in light.indices {
            // The first earlier color that is near in every appearance.
            for other in candidates[index] where other < index {
                guard let mine = others[index], let theirs = others[other],
                      zip(mine, theirs).allSatisfy({ $0.isNear($1, distance) }) else { continue }
                let largest = zip([light[index]] + mine, [light[other]] + theirs).map { $0.lab.distance(to: $1.lab) }.max() ?? 0
                found.append(ContrastChecks.diagnostic(
                    at: locations[index], variant: slots[index], workspace: workspace,
                    .nearDuplicate(name: workspace.catalogs[locations[index].catalog].colorSets[locations[index].colorSet].qualifiedName,
                                   other: workspace.catalogs[locations[other].catalog].colorSets[locations[other].colorSet].qualifiedName,
                                   distance: ContrastFormat.fixed(largest, decimals: 3))))
                break
            }
        }
        return found
    }

    /// For each color, the others (by position, ascending) near it in Light. Colors are bucketed
    /// by OKLab lightness in steps of `distance` and sorted by `a` within a bucket, so a color is
    /// compared only with those in its own and the neighbouring buckets whose `a` is close enough.
    static func lightNeighbors(_ light: [Shown], distance: Double) -> [[Int]] {
        func bucket(_ index: Int) -> Int { Int((light[index].lab.L / distance).rounded(.down)) }
        let order = light.indices.sorted { (bucket($0), light[$0].lab.a) < (bucket($1), light[$1].lab.a) }
        let buckets = order.map(bucket)
        var neighbors = [[Int]](repeating: [], count: light.count)
        for index in light.indices {
            let home = bucket(index)
            for neighbour in (home - 1)...(home + 1) {
                // The first position in `order` of this bucket with `a` at least a - distance.
                let low = light[index].lab.a - distance
                var first = 0, last = order.count
                while first < last {
                    let middle = (first + last) / 2
                    if (buckets[middle], light[order[middle]].lab.a) < (neighbour, low) { first = middle + 1 } else { last = middle }
                }
                var position = first
                while position < order.count, buckets[position] == neighbour, light[order[position]].lab.a <= light[index].lab.a + distance {
                    let other = order[position]
                    if other != index, light[index].isNear(light[other], distance) { neighbors[index].append(other) }
                    position += 1
                }
            }
            neighbors[index].sort()
        }
        return neighbors
    }
}
