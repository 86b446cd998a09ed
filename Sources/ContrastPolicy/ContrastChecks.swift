import AssetCatalog
import PaletteConfig

/// What `palette check` reports about contrast: each failing pair in each appearance
/// (`contrast.fail`, at the foreground's slot), a foreground without a Dark slot on a background
/// that has one, a pair that needs High Contrast slots to reach its increased target, and names in
/// `palette.yml` that match no color.
public enum ContrastChecks {
    public static func diagnostics(pairs: PairList, measurements: [ContrastMeasurement], workspace: Workspace,
                                   configFile: String?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let worst = worstByAppearance(measurements)
        for entry in worst where entry.measurement.verdict == .fail {
            found.append(failure(entry.measurement, workspace: workspace))
        }
        found += missingDarkSlots(pairs.pairs, workspace: workspace)
        found += missingHighContrastSlots(worst, workspace: workspace)
        if let configFile {
            for name in pairs.unmatched {
                found.append(Diagnostic(file: configFile, line: name.name.line, column: name.name.column,
                                        .contrastUnknownColor(name: name.name.text, role: name.role.rawValue, suggestion: name.suggestion)))
            }
        }
        return found
    }

    /// The measurement furthest below (or least above) its target for each pair and appearance:
    /// the idioms of one pair and appearance come together in `measure`'s order.
    static func worstByAppearance(_ measurements: [ContrastMeasurement]) -> [(pair: ContrastPair, measurement: ContrastMeasurement)] {
        var worst: [(pair: ContrastPair, measurement: ContrastMeasurement)] = []
        for measurement in measurements {
            if let last = worst.last, last.pair == measurement.pair, last.measurement.appearance == measurement.appearance {
                if rank(measurement) < rank(last.measurement) { worst[worst.count - 1].measurement = measurement }
            } else {
                worst.append((measurement.pair, measurement))
            }
        }
        return worst
    }

    /// Failing first, then by margin.
    private static func rank(_ measurement: ContrastMeasurement) -> (Int, Double) {
        (measurement.verdict == .fail ? 0 : 1, measurement.margin)
    }

    private static func failure(_ measurement: ContrastMeasurement, workspace: Workspace) -> Diagnostic {
        let pair = measurement.pair
        let target = measurement.target ?? pair.minimum
        let finding = Finding.contrastFail(
            foreground: name(pair.foreground, workspace), background: name(pair.background, workspace),
            appearance: measurement.appearance.label, state: pair.state?.rawValue,
            measured: measured(measurement, target: target), target: target.detailedLabel, inferred: pair.isInferred)
        return diagnostic(at: pair.foreground, variant: measurement.foreground.variant, workspace: workspace, finding)
    }

    private static func missingDarkSlots(_ pairs: [ContrastPair], workspace: Workspace) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen = Set<[ColorSetLocation]>()
        for pair in pairs where !pair.isExempt && seen.insert([pair.foreground, pair.background]).inserted {
            let foreground = workspace.colorSet(at: pair.foreground), background = workspace.colorSet(at: pair.background)
            guard !foreground.hasSlot(luminosity: .dark), !foreground.adaptsBySystemReference,
                  background.hasSlot(luminosity: .dark) else { continue }
            let anySlot = foreground.resolve(TraitRequest(appearance: .light))?.variant.index
            found.append(diagnostic(at: pair.foreground, variant: anySlot, workspace: workspace,
                                    .contrastMissingVariant(foreground: foreground.qualifiedName, background: background.qualifiedName)))
        }
        return found
    }

    private static func missingHighContrastSlots(_ worst: [(pair: ContrastPair, measurement: ContrastMeasurement)],
                                                 workspace: Workspace) -> [Diagnostic] {
        var verdicts: [ContrastPair: [Appearance: ContrastMeasurement]] = [:]
        for entry in worst where entry.pair.hasIncreasedTarget && !entry.pair.isExempt {
            verdicts[entry.pair, default: [:]][entry.measurement.appearance] = entry.measurement
        }
        var found: [Diagnostic] = []
        for entry in worst where entry.measurement.appearance.isHighContrast {
            let pair = entry.pair, measurement = entry.measurement
            let normal: Appearance = measurement.appearance.luminosity == .dark ? .dark : .light
            guard measurement.verdict == .fail, verdicts[pair]?[normal]?.verdict == .pass,
                  !workspace.colorSet(at: pair.foreground).hasHighContrastSlot,
                  !workspace.colorSet(at: pair.background).hasHighContrastSlot else { continue }
            let finding = Finding.contrastNeedsHighContrast(
                foreground: name(pair.foreground, workspace), background: name(pair.background, workspace),
                appearance: measurement.appearance.label, normal: normal.label,
                measured: measured(measurement, target: pair.increased), target: pair.increased.detailedLabel)
            found.append(diagnostic(at: pair.foreground, variant: measurement.foreground.variant, workspace: workspace, finding))
        }
        return found
    }

    /// `3.21:1 (Lc -45.2)`, or `Lc -45.2 (3.21:1)` for an APCA target.
    static func measured(_ measurement: ContrastMeasurement, target: ContrastTarget) -> String {
        let ratio = ContrastFormat.ratio(measurement.ratio ?? 0), lc = "Lc " + ContrastFormat.lc(measurement.lc ?? 0)
        return target.minimumLc == nil ? "\(ratio) (\(lc))" : "\(lc) (\(ratio))"
    }

    /// A finding at a slot of a colorset's `Contents.json` (the file alone when the slot is unknown).
    static func diagnostic(at location: ColorSetLocation, variant: Int?, workspace: Workspace, _ finding: Finding) -> Diagnostic {
        let colorSet = workspace.colorSet(at: location)
        let path = colorSet.variants.first { $0.index == variant }?.path
        return Diagnostic(file: colorSet.contentsPath, at: path.flatMap { colorSet.document?[$0]?.location }, finding)
    }

    private static func name(_ location: ColorSetLocation, _ workspace: Workspace) -> String {
        workspace.colorSet(at: location).qualifiedName
    }
}

extension ColorSet {
    /// Whether a slot with a color is made for `luminosity`.
    func hasSlot(luminosity: Luminosity) -> Bool {
        variants.contains { $0.hasColor && $0.traits.luminosity == luminosity }
    }

    /// Whether a slot with a color is made for High Contrast.
    var hasHighContrastSlot: Bool { variants.contains { $0.hasColor && $0.traits.highContrast } }

    /// Whether the Any slot refers to a system color, which brings its own Dark and High Contrast forms.
    var adaptsBySystemReference: Bool {
        if case .reference? = resolve(TraitRequest(appearance: .light))?.variant.color { return true }
        return false
    }
}
