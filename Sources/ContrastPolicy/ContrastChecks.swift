import AssetCatalog
import ColorScience
import LosslessJSON
import PaletteConfig

/// What `palette check` reports about contrast: each failing pair in each appearance
/// (`contrast.fail`, at the foreground's slot), a foreground without a Dark slot on a background
/// that has one, a pair that needs High Contrast slots to reach its increased target, and names in
/// `palette.yml` that match no color.
public enum ContrastChecks {
    public static func diagnostics(pairs: PairList, measurements: [ContrastMeasurement], workspace: Workspace,
                                   configFile: String?) -> [Diagnostic] {
        let shared = SharedNameLabels(workspace: workspace)
        let run = judge(measurements, sites: FindingSites(workspace: workspace, shared: shared))
        return diagnostics(pairs: pairs, runs: [run], workspace: workspace, shared: shared, configFile: configFile)
    }

    /// A run of measurements of whole pairs (`measure`'s order), and what it shows by itself.
    struct Judged: Sendable {
        var measurements: [ContrastMeasurement]
        /// The positions of the failing measurements to report: each pair's worst in each
        /// appearance, when it fails.
        var failing: [Int]
        /// `contrast.needs-high-contrast`: few, made here.
        var needingHighContrast: LocatedFindings
    }

    /// What `measurements` (of whole pairs) show by themselves.
    static func judge(_ measurements: [ContrastMeasurement], sites: FindingSites) -> Judged {
        let worst = worstByAppearance(measurements)
        return Judged(measurements: measurements,
                      failing: measurements.withUnsafeBufferPointer { all in worst.positions.filter { all[$0].verdict == .fail } },
                      needingHighContrast: missingHighContrastSlots(worst, of: measurements, sites: sites))
    }

    /// Every finding, given the runs of the pairs' measurements in order: the failures run by
    /// run, then the missing Dark slots, the missing High Contrast slots, and the names
    /// `configFile` gives that match no color.
    static func diagnostics(pairs: PairList, runs: [Judged], workspace: Workspace, shared: SharedNameLabels,
                            configFile: String?) -> [Diagnostic] {
        let found = located(pairs: pairs, runs: runs, workspace: workspace, shared: shared, configFile: configFile)
        return found.failures.diagnostics + found.rest.diagnostics
    }

    /// `diagnostics(pairs:runs:workspace:shared:configFile:)` with the colorset each is at: the
    /// failures (thousands when a policy meets a catalog it was not made for) made when read,
    /// and the rest.
    static func located(pairs: PairList, runs: [Judged], workspace: Workspace, shared: SharedNameLabels,
                        configFile: String?) -> (failures: DeferredFindings, rest: LocatedFindings) {
        var rest = missingDarkSlots(pairs.pairs, sites: FindingSites(workspace: workspace, shared: shared))
        for run in runs { rest.append(run.needingHighContrast) }
        if let configFile {
            for name in pairs.unmatched {
                rest.append(Diagnostic(file: configFile, line: name.name.line, column: name.name.column,
                                       .contrastUnknownColor(name: name.name.text, role: name.role.rawValue, suggestion: name.suggestion)),
                            at: nil)
            }
        }
        return (failures(runs, workspace: workspace, shared: shared), rest)
    }

    /// Each failure of `runs`, run after run (numbered as `ListNumbering` numbers them), made when read.
    private static func failures(_ runs: [Judged], workspace: Workspace, shared: SharedNameLabels) -> DeferredFindings {
        let numbering = ListNumbering(counts: runs.map(\.failing.count))
        var inferred: [Bool] = [], subjects: [ColorSetLocation] = [], places: [JSONLocation?] = []
        inferred.reserveCapacity(numbering.total); subjects.reserveCapacity(numbering.total); places.reserveCapacity(numbering.total)
        for run in runs {
            // Each measurement read where it lies: one copied out of the array retains its pair's strings.
            run.measurements.withUnsafeBufferPointer { all in
                for index in run.failing {
                    inferred.append(all[index].pair.isInferred)
                    subjects.append(all[index].pair.foreground)
                    places.append(all[index].foreground.location)
                }
            }
        }
        // The code and the two severities as `Finding` spells them, read from findings without parts.
        let kind = { (inferred: Bool) in
            Finding.contrastFail(foreground: "", background: "", appearance: "", state: nil,
                                 measured: ContrastReading(ratio: 0, lc: 0, lcFirst: false), target: "", inferred: inferred)
        }
        let declaredSeverity = kind(false).severity, inferredSeverity = kind(true).severity
        return DeferredFindings(subjects: subjects, places: places, code: kind(false).code,
                                severity: { [inferred] in inferred[$0] ? inferredSeverity : declaredSeverity },
                                make: { index in
                                    var sites = FindingSites(workspace: workspace, shared: shared)
                                    let (run, position) = numbering.locate(index), measurement = runs[run].failing[position]
                                    return runs[run].measurements.withUnsafeBufferPointer { failure($0[measurement], sites: &sites) }
                                })
    }

    /// The position of the measurement furthest below (or least above) its target for each pair
    /// and appearance: the idioms and gamuts of one pair and appearance come together in
    /// `measure`'s order. Positions, not copies: a measurement holds its pair. The measurements
    /// are read where they lie, as `missingHighContrastSlots` reads them.
    static func worstByAppearance(_ measurements: [ContrastMeasurement]) -> WorstMeasurements {
        measurements.withUnsafeBufferPointer { all in
            var worst: [Int] = [], starts: [Int] = []
            worst.reserveCapacity(all.count)
            // One pair's measurements come together, and pairs differ in their colorsets
            // (`PairList` keeps one pair per foreground, background and state, and a colorset's
            // state is its own): compared by those alone, as a whole pair compared is copied out,
            // its strings retained.
            func samePair(_ a: Int, _ b: Int) -> Bool {
                all[a].pair.foreground == all[b].pair.foreground && all[a].pair.background == all[b].pair.background
            }
            for index in all.indices {
                if let last = worst.last, samePair(last, index) {
                    if all[last].appearance != all[index].appearance {
                        worst.append(index)
                    } else if rank(all[index]) < rank(all[last]) {
                        worst[worst.count - 1] = index
                    }
                } else {
                    starts.append(worst.count)
                    worst.append(index)
                }
            }
            return WorstMeasurements(positions: worst, pairStarts: starts)
        }
    }

    /// Each pair's worst measurement in each appearance, pair after pair (`worstByAppearance`).
    struct WorstMeasurements {
        /// Positions in the measurements.
        var positions: [Int]
        /// Where each pair's positions start in `positions`.
        var pairStarts: [Int]

        /// Each pair's positions.
        var byPair: some Sequence<ArraySlice<Int>> {
            pairStarts.indices.lazy.map { pair in
                positions[pairStarts[pair]..<(pair + 1 < pairStarts.count ? pairStarts[pair + 1] : positions.count)]
            }
        }
    }

    /// Failing first, then by margin.
    private static func rank(_ measurement: ContrastMeasurement) -> (Int, Double) {
        (measurement.verdict == .fail ? 0 : 1, measurement.margin)
    }

    private static func failure(_ measurement: ContrastMeasurement, sites: inout FindingSites) -> Diagnostic {
        let pair = measurement.pair
        let target = measurement.target ?? pair.minimum
        let finding = Finding.contrastFail(
            foreground: sites.name(pair.foreground), background: sites.name(pair.background),
            appearance: measurement.placeLabel, state: pair.state?.rawValue,
            measured: measured(measurement, target: target), target: sites.label(target), inferred: pair.isInferred,
            backgroundCatalog: sites.catalogLabel(pair.background))
        return sites.diagnostic(at: pair.foreground, slot: measurement.foreground.location, finding)
    }

    private static func missingDarkSlots(_ pairs: [ContrastPair], sites: FindingSites) -> LocatedFindings {
        let workspace = sites.workspace
        var found = LocatedFindings()
        var seen = Set<SIMD4<Int>>()
        // The slots are asked about first, where they lie: the answer is the same each time a
        // foreground and background come together, so only those reported need remembering.
        for pair in pairs where !pair.isExempt {
            let catalogs = workspace.catalogs
            guard !catalogs[pair.foreground.catalog].colorSets[pair.foreground.colorSet].variants.hasSlot(luminosity: .dark),
                  catalogs[pair.background.catalog].colorSets[pair.background.colorSet].variants.hasSlot(luminosity: .dark),
                  seen.insert(SIMD4(pair.foreground.catalog, pair.foreground.colorSet,
                                    pair.background.catalog, pair.background.colorSet)).inserted else { continue }
            let foreground = workspace.colorSet(at: pair.foreground), background = workspace.colorSet(at: pair.background)
            guard !foreground.adaptsBySystemReference else { continue }
            let anySlot = foreground.resolve(TraitRequest(appearance: .light))?.variant.index
            found.append(diagnostic(at: pair.foreground, variant: anySlot, workspace: workspace,
                                    .contrastMissingVariant(foreground: foreground.qualifiedName, background: background.qualifiedName,
                                                            backgroundCatalog: sites.catalogLabel(pair.background))),
                         at: pair.foreground)
        }
        return found
    }

    /// `contrast.needs-high-contrast`: a pair that passes in Light (Dark) but misses its increased
    /// target in HC Light (HC Dark), where neither color has a High Contrast slot.
    private static func missingHighContrastSlots(_ worst: WorstMeasurements, of measurements: [ContrastMeasurement],
                                                 sites: FindingSites) -> LocatedFindings {
        let workspace = sites.workspace, catalogs = workspace.catalogs
        var found = LocatedFindings()
        // Each measurement and its pair read where they lie: one copied out of the array retains
        // the pair's strings, to look at a flag.
        measurements.withUnsafeBufferPointer { all in
            for group in worst.byPair {
                guard let first = group.first, all[first].pair.hasIncreasedTarget, !all[first].pair.isExempt else { continue }
                for index in group where all[index].appearance.isHighContrast && all[index].verdict == .fail {
                    let normal: Appearance = all[index].appearance.luminosity == .dark ? .dark : .light
                    let foreground = all[index].pair.foreground, background = all[index].pair.background
                    guard group.contains(where: { all[$0].appearance == normal && all[$0].verdict == .pass }),
                          !catalogs[foreground.catalog].colorSets[foreground.colorSet].variants.hasHighContrastSlot,
                          !catalogs[background.catalog].colorSets[background.colorSet].variants.hasHighContrastSlot
                    else { continue }
                    let increased = all[index].pair.increased
                    let finding = Finding.contrastNeedsHighContrast(
                        foreground: name(foreground, workspace), background: name(background, workspace),
                        appearance: all[index].placeLabel, normal: normal.label,
                        measured: measured(all[index], target: increased), target: increased.detailedLabel,
                        backgroundCatalog: sites.catalogLabel(background))
                    found.append(sites.diagnostic(at: foreground, slot: all[index].foreground.location, finding), at: foreground)
                }
            }
        }
        return found
    }

    /// The ratio and Lc, the Lc written first for an APCA target.
    static func measured(_ measurement: ContrastMeasurement, target: ContrastTarget) -> ContrastReading {
        ContrastReading(ratio: measurement.ratio ?? 0, lc: measurement.lc ?? 0, lcFirst: target.minimumLc != nil)
    }

    /// A finding at a slot of a colorset's `Contents.json` (the file alone when the slot is
    /// unknown), where the load found the slot. The colorset's parts are read where they lie:
    /// `workspace.colorSet(at:)` copies it whole, and a slot read out of its array is a copy too.
    static func diagnostic(at location: ColorSetLocation, variant: Int?, workspace: Workspace,
                           _ finding: consuming Finding) -> Diagnostic {
        let slots = workspace.catalogs[location.catalog].colorSets[location.colorSet].variants
        return diagnostic(at: location, slot: variant.flatMap { slots.location(ofSlot: $0) }, workspace: workspace, finding)
    }

    /// A finding at a slot found where it lies (`slot`, `nil` for the file alone) in the
    /// `Contents.json` of the colorset at `location`.
    static func diagnostic(at location: ColorSetLocation, slot: JSONLocation?, workspace: Workspace,
                           _ finding: consuming Finding) -> Diagnostic {
        Diagnostic(file: workspace.catalogs[location.catalog].colorSets[location.colorSet].contentsPath,
                   line: slot?.line, column: slot?.column, finding)
    }

    private static func name(_ location: ColorSetLocation, _ workspace: Workspace) -> String {
        workspace.catalogs[location.catalog].colorSets[location.colorSet].qualifiedName
    }
}

extension ContrastMeasurement {
    /// `Light`, or `Light (ipad Display P3)` where the slots differ by idiom or gamut: the
    /// worst of them is the one reported.
    var placeLabel: String {
        guard let device = deviceLabel else { return appearance.label }
        return appearance.label + " (" + device + ")"
    }
}

extension ColorSet {
    /// Whether a slot with a color is made for `luminosity`.
    func hasSlot(luminosity: Luminosity) -> Bool { variants.hasSlot(luminosity: luminosity) }

    /// Whether the Any slot refers to a system color, which brings its own Dark and High Contrast forms.
    var adaptsBySystemReference: Bool {
        if case .reference? = resolve(TraitRequest(appearance: .light))?.variant.color { return true }
        return false
    }
}

/// The same questions asked of a colorset's slots alone (`colorSets[i].variants` copies the array,
/// not the whole colorset), each slot read in place by index rather than copied.
extension [ColorVariant] {
    /// Whether a slot with a color is made for `luminosity`.
    func hasSlot(luminosity: Luminosity) -> Bool {
        indices.contains { self[$0].traits.luminosity == luminosity && self[$0].hasColor }
    }

    /// Whether a slot with a color is made for High Contrast.
    var hasHighContrastSlot: Bool { indices.contains { self[$0].traits.highContrast && self[$0].hasColor } }
}

/// Names and target labels for findings, worked out once for the findings that follow one
/// another on the same colors (a pair's states and appearances come together), and once for
/// all of them (the targets). One per thread: it remembers what it was asked.
struct FindingSites {
    let workspace: Workspace
    /// The names asked for last, newest first: a name asked for again is not read from its
    /// colorset (which is far from the last one asked about, in memory).
    private var recentNames: [(location: ColorSetLocation, name: String)] = []
    private var labels: [(target: ContrastTarget, label: String)] = []
    private let shared: SharedNameLabels

    /// `shared` is made once for the workspace and handed to each thread's sites.
    init(workspace: Workspace, shared: SharedNameLabels) {
        self.workspace = workspace
        self.shared = shared
    }

    mutating func name(_ location: ColorSetLocation) -> String {
        if let known = recentNames.first(where: { $0.location == location }) { return known.name }
        let name = workspace.catalogs[location.catalog].colorSets[location.colorSet].qualifiedName
        if recentNames.count == 4 { recentNames.removeLast() }
        recentNames.insert((location, name), at: 0)
        return name
    }

    /// The label of the color's catalog when another catalog has a color of its name.
    func catalogLabel(_ location: ColorSetLocation) -> String? { shared.label(of: location, in: workspace) }

    mutating func label(_ target: ContrastTarget) -> String {
        if let known = labels.first(where: { $0.target == target }) { return known.label }
        labels.append((target, target.detailedLabel))
        return labels[labels.count - 1].label
    }

    func diagnostic(at location: ColorSetLocation, slot: JSONLocation?, _ finding: consuming Finding) -> Diagnostic {
        ContrastChecks.diagnostic(at: location, slot: slot, workspace: workspace, finding)
    }
}
