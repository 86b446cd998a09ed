import AssetCatalog
import ColorScience
import PaletteConfig

/// What `palette check` reports about color vision (issue 13): colors that must be told apart —
/// the two sides of a pair, two states of a state group — whose OKLab difference falls below
/// `threshold` as protanopia, deuteranopia or tritanopia sees them (`ColorVision`, Machado et al.
/// 2009), while with normal vision it does not. Colors are compared as a viewer sees them: a pair's
/// foreground over its background over the canvas, a state over the canvas. One warning
/// (`contrast.vision-indistinct`) per two colors and vision, in the first appearance where it happens.
/// Achromatopsia is left out: it would flag every difference of hue alone, and is rare (about 1 in 30,000).
public enum VisionChecks {
    /// The OKLab difference below which two colors count as indistinguishable: the diff's
    /// "imperceptible" (under a just noticeable difference).
    public static let defaultThreshold = 0.02
    public static let visions: [ColorVision] = [.protanopia, .deuteranopia, .tritanopia]

    public static func diagnostics(pairs: PairList, workspace: Workspace, table: AppearanceTable,
                                   canvas: ContrastSection.Canvas = ContrastSection.Canvas(),
                                   threshold: Double = defaultThreshold) -> [Diagnostic] {
        located(pairs: pairs, workspace: workspace, table: table, canvas: canvas, threshold: threshold).diagnostics
    }

    /// `diagnostics`, with the colorset each finding is at.
    static func located(pairs: PairList, workspace: Workspace, table: AppearanceTable,
                        canvas: ContrastSection.Canvas = ContrastSection.Canvas(),
                        threshold: Double = defaultThreshold) -> LocatedFindings {
        // Pairs, catalogs and state groups read where they lie: a loop over them copies each (its
        // strings and arrays retained), and a group's members made into locations is an array each.
        // A pair's foreground is seen over its background; two states are not (their kind, unwritten:
        // a string in each subject would be retained and released with it).
        let subjects = {
            var subjects: [(first: ColorSetLocation, second: ColorSetLocation, overBackground: Bool)] = []
            subjects.reserveCapacity(pairs.pairs.count)
            for index in pairs.pairs.indices where !pairs.pairs[index].isExempt {
                subjects.append((pairs.pairs[index].foreground, pairs.pairs[index].background, true))
            }
            for catalog in workspace.catalogs.indices {
                for group in workspace.catalogs[catalog].stateGroups.indices {
                    let members = workspace.catalogs[catalog].stateGroups[group].members
                    for first in members.indices {
                        for second in members.indices where second > first {
                            subjects.append((ColorSetLocation(catalog: catalog, colorSet: members[first].colorSet),
                                             ColorSetLocation(catalog: catalog, colorSet: members[second].colorSet), false))
                        }
                    }
                }
            }
            return subjects
        }()
        // Each colorset resolved, composited over the canvas and simulated once per appearance, not
        // once per subject it takes part in; then the subjects in chunks on every core, in order.
        var named: [ColorSetLocation] = []
        named.reserveCapacity(2 * subjects.count)
        for subject in subjects { named.append(subject.first); named.append(subject.second) }
        let table = SeenTable(workspace: workspace, resolved: table, subjects: named, canvas: canvas)
        let appearances = Appearance.allCases
        // Each subject's first indistinct appearance by vision; then the findings of the subjects
        // that have one (a list of findings for every subject would be thousands of empty arrays).
        let hits = subjects.parallelMap(minimumCount: 512) { subject -> ByVision<(appearance: Appearance, distance: Double, normal: Double)?> in
            // By vision, in `visions`' order, inline: not an array (or a dictionary) made for every subject.
            var reported = ByVision<(appearance: Appearance, distance: Double, normal: Double)?>(nil, nil, nil)
            for appearance in appearances {
                guard let a = table.seen(subject.first, appearance), let b = table.seen(subject.second, appearance) else { continue }
                let over = min(max(a.display.alpha, 0), 1)
                if subject.overBackground && over != 1 {
                    // A translucent foreground: seen over this background, so worked out for the pair.
                    let paper = table.paper(appearance)
                    let both = ContrastEvaluator.exactlySeen(foreground: a.display, background: b.display, canvas: paper)
                    let normal = distance(both.foreground, both.background)
                    guard normal >= threshold else { continue }
                    for (position, vision) in visions.enumerated() where reported[position] == nil {
                        let simulated = distance(vision.simulate(encoded: both.foreground), vision.simulate(encoded: both.background))
                        if simulated < threshold { reported[position] = (appearance, simulated, normal) }
                    }
                    continue
                }
                // An opaque foreground over its background looks as it does over the canvas, and the
                // background as it does over the canvas: both as the table has them.
                let normal = a.lab.distance(to: b.lab)
                guard normal >= threshold else { continue }
                for position in visions.indices where reported[position] == nil {
                    let simulated = a.simulated[position].distance(to: b.simulated[position])
                    if simulated < threshold { reported[position] = (appearance, simulated, normal) }
                }
            }
            return reported
        }
        let reported = subjects.indices.filter { index in visions.indices.contains { hits[index][$0] != nil } }
        let shared = SharedNameLabels(workspace: workspace)
        let found = reported.parallelMap(minimumCount: 512) { index -> [Diagnostic] in
            let subject = subjects[index], reported = hits[index]
            var found: [Diagnostic] = []
            // The names read in place (`colorSet(at:)` copies the colorset).
            let first = workspace.catalogs[subject.first.catalog].colorSets[subject.first.colorSet].qualifiedName
            let second = workspace.catalogs[subject.second.catalog].colorSets[subject.second.colorSet].qualifiedName
            let secondCatalog = shared.label(of: subject.second, in: workspace)
            for (position, vision) in visions.enumerated() {
                guard let hit = reported[position] else { continue }
                let variant = table.seen(subject.first, hit.appearance)?.variant
                found.append(ContrastChecks.diagnostic(at: subject.first, variant: variant, workspace: workspace, .visionIndistinct(
                    first: first, second: second, kind: subject.overBackground ? "pair" : "states", vision: vision.label,
                    appearance: hit.appearance.label, distance: ContrastFormat.fixed(hit.distance, decimals: 3),
                    normalDistance: ContrastFormat.fixed(hit.normal, decimals: 3), threshold: ContrastFormat.fixed(threshold, decimals: 3),
                    secondCatalog: secondCatalog)))
            }
            return found
        }
        var located = LocatedFindings()
        for (index, findings) in zip(reported, found) {
            located.append(findings, at: subjects[index].first)
        }
        return located
    }

    /// A colorset as one appearance shows it over the canvas: its slot, its color, that color
    /// composited over the canvas in OKLab, and the same as each of `visions` sees it.
    struct Seen: Sendable {
        var variant: Int?
        var display: DisplayColor
        var lab: OKLab
        /// As each of `visions` sees it, in their order: inline, so that handing a `Seen` over
        /// retains nothing.
        var simulated: ByVision<OKLab>
    }

    /// One value per vision of `visions`, in their order, kept inline: an array would be an
    /// allocation for each, and a retain for each handing over.
    struct ByVision<Value: Sendable>: Sendable {
        private var first: Value, second: Value, third: Value

        init(_ first: Value, _ second: Value, _ third: Value) {
            (self.first, self.second, self.third) = (first, second, third)
        }

        init(_ values: [Value]) {
            precondition(values.count == 3, "one value per vision of `visions`")
            self.init(values[0], values[1], values[2])
        }

        subscript(position: Int) -> Value {
            get { position == 0 ? first : position == 1 ? second : third }
            set {
                switch position {
                case 0: first = newValue
                case 1: second = newValue
                default: third = newValue
                }
            }
        }
    }

    /// `Seen` for every colorset the subjects name, in every appearance, worked out on every core.
    struct SeenTable: Sendable {
        let canvas: ContrastSection.Canvas
        /// By catalog and colorset: the position in `entries` of its four appearances, -1 when not needed.
        private var positions: [[Int]]
        /// Each colorset's slot and color in each appearance, and the number of that color in
        /// `labs`: tens of thousands of entries, each a `Seen` only when asked for (a `Seen`
        /// each, its simulations copied in, was megabytes written and read again).
        private var entries: [(variant: Int?, display: DisplayColor, color: Int)?] = []
        /// Each distinct color shown, in OKLab as seen normally and by each of `visions`.
        private var labs: [(normal: OKLab, seen: ByVision<OKLab>)] = []

        init(workspace: Workspace, resolved table: AppearanceTable, subjects: [ColorSetLocation], canvas: ContrastSection.Canvas) {
            self.canvas = canvas
            positions = workspace.catalogs.map { [Int](repeating: -1, count: $0.colorSets.count) }
            var needed: [ColorSetLocation] = []
            for location in subjects where positions[location.catalog][location.colorSet] < 0 {
                positions[location.catalog][location.colorSet] = needed.count * Appearance.allCases.count
                needed.append(location)
            }
            let appearances = Appearance.allCases
            let papers = appearances.map(Self.paper(canvas))
            // Each distinct color (over its canvas, when translucent) is simulated once, however many
            // colorsets and appearances show it: a High Contrast appearance that falls back to its
            // luminosity's slot, or a color used by several names, costs a lookup.
            var distinct = Numbering<ShownColor>()
            entries.reserveCapacity(needed.count * appearances.count)
            for location in needed {
                for appearance in appearances {
                    let resolved = table.side(location, appearance)
                    guard let display = resolved.color else { entries.append(nil); continue }
                    // An opaque color over the canvas is itself, whatever the canvas.
                    let shown = ShownColor(display: display, paper: display.alpha >= 1 ? nil : papers[appearance.position])
                    entries.append((resolved.variant, display, distinct.number(of: shown)))
                }
            }
            labs = distinct.keys.parallelMap { shown -> (normal: OKLab, seen: ByVision<OKLab>) in
                // An opaque color's channels are looked up, to the bit.
                let labs = shown.paper.map {
                    ColorVision.okLabs(encoded: ContrastEvaluator.exactlySeen(foreground: shown.display, background: $0, canvas: $0).foreground,
                                       visions: VisionChecks.visions)
                } ?? ColorVision.okLabs(linear: shown.display.linearSRGB, visions: VisionChecks.visions)
                return (labs.normal, ByVision(labs.seen))
            }
        }

        /// A color as the table shows it: itself when opaque, else over the canvas `paper`.
        private struct ShownColor: QuickHashable, Sendable {
            var display: DisplayColor
            var paper: DisplayColor?

            var quickHash: UInt64 { (display.quickHash &* 0x100_0000_01B3) ^ (paper?.quickHash ?? 0) }
        }

        func seen(_ location: ColorSetLocation, _ appearance: Appearance) -> Seen? {
            entries[positions[location.catalog][location.colorSet] + appearance.position].map {
                Seen(variant: $0.variant, display: $0.display, lab: labs[$0.color].normal, simulated: labs[$0.color].seen)
            }
        }

        func paper(_ appearance: Appearance) -> DisplayColor { Self.paper(canvas)(appearance) }

        private static func paper(_ canvas: ContrastSection.Canvas) -> @Sendable (Appearance) -> DisplayColor {
            { DisplayColor(rgb: $0.luminosity == .dark ? canvas.dark : canvas.light) }
        }
    }

    /// OKLab difference of two encoded sRGB colors.
    static func distance(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        OKLab(encodedSRGB: first).distance(to: OKLab(encodedSRGB: second))
    }
}
