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

        init(_ color: DisplayColor?) {
            if let color {
                lab = OKLab(linearSRGB: color.linearSRGB)
                alpha = color.alpha
            } else {
                lab = OKLab(L: .nan, a: .nan, b: .nan)
                alpha = .nan
            }
        }

        func isNear(_ other: Shown, _ limit: Double) -> Bool {
            lab.distance(to: other.lab) < limit && abs(alpha - other.alpha) < limit
        }
    }

    /// The notes.
    public static func diagnostics(in workspace: Workspace, table: AppearanceTable, distance: Double) -> [Diagnostic] {
        located(in: workspace, table: table, distance: distance).diagnostics
    }

    /// `diagnostics`, with the colorset each note is at.
    static func located(in workspace: Workspace, table: AppearanceTable, distance: Double) -> DeferredFindings {
        guard distance > 0 else { return DeferredFindings() }
        // Light first, for every color that shows one; the other appearances only for the colors
        // that have a neighbour in Light. Each distinct color is converted to OKLab once, however
        // many colorsets and appearances show it: `colors` numbers them, `shown` has them by number.
        var colors = Numbering<DisplayColor>()
        let (locations, lightNumbers) = {
            var locations: [ColorSetLocation] = [], lightNumbers: [Int] = []
            for catalog in workspace.catalogs.indices {
                for colorSet in workspace.catalogs[catalog].colorSets.indices {
                    let location = ColorSetLocation(catalog: catalog, colorSet: colorSet)
                    guard let color = table.side(location, .light).color else { continue }
                    locations.append(location)
                    lightNumbers.append(colors.number(of: color))
                }
            }
            return (locations, lightNumbers)
        }()
        var shown = colors.keys.map { Shown($0) }
        let light = lightNumbers.map { shown[$0] }
        let grid = LightGrid(light, distance: distance)
        let wanted = light.indices.filter { grid.hasNeighbor(of: $0, in: light, distance: distance) }
        // The other appearances (Dark, HC Light, HC Dark), three in a row per color: `others[3 * position + k]`, where
        // `position` is the color's place in `wanted` (`positions`, -1 for the rest); their
        // numbers likewise in `otherNumbers`, -1 for no color.
        let positions = wanted.enumerated().reduce(into: [Int](repeating: -1, count: light.count)) { $0[$1.element] = $1.offset }
        var otherNumbers: [Int] = []
        otherNumbers.reserveCapacity(3 * wanted.count)
        let otherAppearances: [Appearance] = [.dark, .highContrastLight, .highContrastDark]
        for index in wanted {
            for appearance in otherAppearances {
                otherNumbers.append(table.side(locations[index], appearance).color.map { colors.number(of: $0) } ?? -1)
            }
        }
        shown += colors.keys[shown.count...].map { Shown($0) }
        let others = otherNumbers.map { $0 < 0 ? Shown(nil) : shown[$0] }
        // A color shown exactly as an earlier wanted one in every appearance has the same near
        // colors, that one among them: its first earlier match is that one's, or that one. Only
        // the first of each is searched for, on every core; the rest are looked up. Two colors are
        // shown alike when their numbers are; no color (NaN) is like nothing.
        let firstSame = {
            var firstSame = [Int](repeating: -1, count: wanted.count)
            var known = Numbering<AppearanceNumbers>(), firsts: [Int] = []
            for position in wanted.indices where !otherNumbers[(3 * position)..<(3 * position + 3)].contains(-1) {
                let key = AppearanceNumbers(lightNumbers[wanted[position]], otherNumbers[3 * position],
                                            otherNumbers[3 * position + 1], otherNumbers[3 * position + 2])
                let number = known.number(of: key)
                if number < firsts.count { firstSame[position] = firsts[number] } else { firsts.append(position) }
            }
            return firstSame
        }()
        /// The largest OKLab difference between the colors at `index` and `other` in any appearance.
        @Sendable func largestDistance(_ index: Int, _ other: Int) -> Double {
            let mine = 3 * positions[index], theirs = 3 * positions[other]
            return (0..<3).reduce(light[index].lab.distance(to: light[other].lab)) {
                max($0, others[mine + $1].lab.distance(to: others[theirs + $1].lab))
            }
        }
        // Each searched color's first earlier near one, and their difference as the note words it:
        // a color shown as a searched one has the same difference to the same color, or none to
        // that one.
        let searched = wanted.indices.filter { firstSame[$0] < 0 }
        let found = searched.parallelMap { position -> (other: Int, distance: String)? in
            let index = wanted[position], mine = 3 * position
            let other = grid.firstEarlier(than: index, where: { other in
                let theirs = 3 * positions[other]
                return light[index].isNear(light[other], distance) && theirs >= 0
                    && (0..<3).allSatisfy { others[mine + $0].isNear(others[theirs + $0], distance) }
            })
            return other.map { ($0, ContrastFormat.fixed(largestDistance(index, $0), decimals: 3)) }
        }
        // Each wanted color's match names its difference's text by position in `texts` (the first
        // for none): one string per match would be released one by one with the array.
        let (matches, texts) = {
            var matches = [(other: Int, text: Int)?](repeating: nil, count: wanted.count)
            var texts = [ContrastFormat.fixed(0, decimals: 3)]
            for (position, match) in zip(searched, found) {
                guard let match else { continue }
                matches[position] = (match.other, texts.count)
                texts.append(match.distance)
            }
            for position in wanted.indices where firstSame[position] >= 0 {
                matches[position] = matches[firstSame[position]] ?? (wanted[firstSame[position]], 0)
            }
            return (matches, texts)
        }()
        // Each color's note, only for the colors that have one, made when read.
        let noted = wanted.indices.filter { matches[$0] != nil }
        // A color of another catalog is named with that catalog's label: the name may be another color's here.
        let labels = workspace.catalogs.count > 1 ? workspace.catalogLabels : []
        let subjects = noted.map { locations[wanted[$0]] }, places = subjects.map { table.side($0, .light).location }
        // The code and severity as `Finding` spells them, read from a finding without parts.
        let kind = Finding.nearDuplicate(name: "", other: "", distance: "")
        return DeferredFindings(
            subjects: subjects, places: places, code: kind.code,
            severity: { [severity = kind.severity] _ in severity },
            make: { note in
                let position = noted[note], match = matches[position]!
                let here = subjects[note], there = locations[match.other]
                return ContrastChecks.diagnostic(
                    at: here, slot: places[note], workspace: workspace,
                    .nearDuplicate(name: workspace.catalogs[here.catalog].colorSets[here.colorSet].qualifiedName,
                                   other: workspace.catalogs[there.catalog].colorSets[there.colorSet].qualifiedName,
                                   otherCatalog: there.catalog != here.catalog ? labels[there.catalog] : nil, distance: texts[match.text]))
            })
    }

    /// A colorset's color numbers in Light, Dark, HC Light and HC Dark, to find colors shown
    /// exactly alike.
    private struct AppearanceNumbers: QuickHashable {
        var numbers: SIMD4<Int>

        init(_ light: Int, _ dark: Int, _ highContrastLight: Int, _ highContrastDark: Int) {
            numbers = SIMD4(light, dark, highContrastLight, highContrastDark)
        }

        var quickHash: UInt64 {
            numbers.indices.reduce(0) { ($0 ^ UInt64(truncatingIfNeeded: numbers[$1])) &* 0x100_0000_01B3 }
        }
    }

    /// The colors in cells of a grid over Light's OKLab (L, a, b), each cell at least `distance`
    /// wide, so that two colors nearer than `distance` lie in the same or adjacent cells: a color
    /// is compared only with the colors of its 27 cells, each cell's in ascending position, and
    /// the search for the first near one stops at the first match (a color repeated many times
    /// costs one comparison per repeat, not one per pair of repeats).
    struct LightGrid {
        private var cells: [Int] = []
        /// Colors by cell (ascending position within a cell); `starts[c]..<starts[c + 1]` is cell `c`.
        private var members: [Int] = []
        private var starts: [Int] = []
        private var size = SIMD3<Int>(0, 0, 0)
        private var lower = SIMD3<Double>(0, 0, 0)
        private var width = 1.0

        init(_ light: [Shown], distance: Double) {
            let finite = light.indices.filter { light[$0].lab.L.isFinite && light[$0].lab.a.isFinite && light[$0].lab.b.isFinite }
            guard !finite.isEmpty else { return }
            func point(_ index: Int) -> SIMD3<Double> { SIMD3(light[index].lab.L, light[index].lab.a, light[index].lab.b) }
            var low = point(finite[0]), high = low
            for index in finite { low = pointwiseMin(low, point(index)); high = pointwiseMax(high, point(index)) }
            // At most about a million cells, however far apart the colors are.
            let extent = high - low
            width = max(distance, max(extent.x, extent.y, extent.z) / 100)
            lower = low
            size = SIMD3(Int(extent.x / width) + 1, Int(extent.y / width) + 1, Int(extent.z / width) + 1)
            cells = [Int](repeating: -1, count: light.count)
            var counts = [Int](repeating: 0, count: size.x * size.y * size.z + 1)
            for index in finite {
                let cell = self.cell(of: position(point(index)))
                cells[index] = cell
                counts[cell + 1] += 1
            }
            for cell in 1..<counts.count { counts[cell] += counts[cell - 1] }
            starts = counts
            members = [Int](repeating: 0, count: finite.count)
            var next = counts
            for index in finite {
                members[next[cells[index]]] = index
                next[cells[index]] += 1
            }
        }

        private func position(_ point: SIMD3<Double>) -> SIMD3<Int> {
            let offset = (point - lower) / width
            return SIMD3(min(Int(offset.x), size.x - 1), min(Int(offset.y), size.y - 1), min(Int(offset.z), size.z - 1))
        }

        private func cell(of position: SIMD3<Int>) -> Int { (position.x * size.y + position.y) * size.z + position.z }

        /// Calls `body` with the positions in `members` of each cell around `index`'s (a range, not
        /// a slice: a slice would retain the array for every cell); `body` returns false to stop.
        private func forEachNeighborCell(of index: Int, _ body: (Range<Int>) -> Bool) {
            guard cells.indices.contains(index), cells[index] >= 0 else { return }
            var home = cells[index]
            let z = home % size.z; home /= size.z
            let y = home % size.y, x = home / size.y
            for i in max(x - 1, 0)...min(x + 1, size.x - 1) {
                for j in max(y - 1, 0)...min(y + 1, size.y - 1) {
                    for k in max(z - 1, 0)...min(z + 1, size.z - 1) {
                        let cell = cell(of: SIMD3(i, j, k))
                        guard body(starts[cell]..<starts[cell + 1]) else { return }
                    }
                }
            }
        }

        /// Whether another color is near `index`'s in Light: its own cell first, where a color
        /// repeated has its repeats, then the others.
        func hasNeighbor(of index: Int, in light: [Shown], distance: Double) -> Bool {
            guard cells.indices.contains(index), cells[index] >= 0 else { return false }
            let home = starts[cells[index]]..<starts[cells[index] + 1]
            if home.contains(where: { members[$0] != index && light[index].isNear(light[members[$0]], distance) }) { return true }
            var found = false
            forEachNeighborCell(of: index) { cell in
                guard cell != home else { return true }
                found = cell.contains { members[$0] != index && light[index].isNear(light[members[$0]], distance) }
                return !found
            }
            return found
        }

        /// The smallest position below `index` among its cells' colors for which `isMatch` holds.
        func firstEarlier(than index: Int, where isMatch: (Int) -> Bool) -> Int? {
            var best = index
            forEachNeighborCell(of: index) { cell in
                for position in cell {
                    let other = members[position]
                    if other >= best { break }
                    if isMatch(other) { best = other; break }
                }
                return true
            }
            return best < index ? best : nil
        }
    }
}
