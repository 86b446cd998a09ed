import AssetCatalog
import CatalogDiff
import ContrastPolicy
import PaletteConfig

/// `palette diff`'s contrast seam (`CatalogDiff.ContrastEvaluator`) filled by the contrast policy.
///
/// Both sides are judged by one policy, the `contrast` section of the work tree's `palette.yml`
/// (or `--config`), so that a pass that turns to fail is the colors' doing, never the policy's.
/// Each side's catalogs become a workspace; the policy's pairs are matched there by name (globs,
/// state groups and inference as `check` does) and measured in every appearance, state and idiom.
/// A measurement is identified by catalog, foreground, background, state, idiom, gamut and appearance;
/// it is listed when it passes on one side and fails on the other, or exists on one side only
/// and fails there. Exempt (disabled) and unmeasured ones are not judged.
struct PolicyContrastEvaluator: CatalogDiff.ContrastEvaluator {
    var section: ContrastSection
    /// The config's state words; the sides were loaded with the built-in ones.
    var vocabulary: StateVocabulary
    var addsStateWords: Bool

    init(config: ProjectConfig, section: ContrastSection) {
        self.section = section
        vocabulary = StateVocabulary(config: config)
        addsStateWords = !config.states.isEmpty
    }

    func pairChanges(old: [RevisionCatalog], new: [RevisionCatalog]) -> [ContrastPairChange] {
        let before = outcomes(old), after = outcomes(new)
        var changes: [ContrastPairChange] = []
        for key in Set(before.keys).union(after.keys) {
            let was = before[key], now = after[key]
            switch (was?.measurement.passes, now?.measurement.passes) {
            case (true, false), (false, true), (nil, false), (false, nil): break
            default: continue
            }
            changes.append(ContrastPairChange(catalog: key.catalog, foreground: key.foreground, background: key.background,
                                              appearance: key.appearance, context: key.context,
                                              requirement: (now ?? was)!.requirement,
                                              old: was?.measurement, new: now?.measurement))
        }
        return changes.sorted {
            ($0.catalog, $0.foreground, $0.background, $0.context ?? "", $0.appearance.order)
                < ($1.catalog, $1.foreground, $1.background, $1.context ?? "", $1.appearance.order)
        }
    }

    /// What identifies a measurement on both sides.
    struct Key: Hashable {
        var catalog: String
        var foreground: String
        var background: String
        var appearance: Appearance
        /// The state, idiom and gamut, e.g. `pressed ipad Display P3`; `nil` when none.
        var context: String?
    }

    struct Outcome {
        var measurement: CatalogDiff.ContrastMeasurement
        var requirement: String
    }

    /// Every judged measurement of one side, by key.
    func outcomes(_ side: [RevisionCatalog]) -> [Key: Outcome] {
        let catalogs = side.map { addsStateWords ? Self.regrouped($0.catalog, vocabulary) : $0.catalog }
        let workspace = Workspace(catalogs: catalogs, diagnostics: [], vocabulary: vocabulary)
        let pairs = PairList(workspace: workspace, section: section)
        let measured = ContrastPolicy.ContrastEvaluator(workspace: workspace, canvas: section.canvas).measure(pairs.pairs)
        var outcomes: [Key: Outcome] = [:]
        for measurement in measured {
            guard let target = measurement.target, let ratio = measurement.ratio, let lc = measurement.lc else { continue }
            let pair = measurement.pair
            let context = [pair.state?.rawValue, measurement.deviceLabel].compactMap { $0 }.joined(separator: " ")
            let key = Key(catalog: side[pair.foreground.catalog].key,
                          foreground: workspace.colorSet(at: pair.foreground).qualifiedName,
                          background: workspace.colorSet(at: pair.background).qualifiedName,
                          appearance: measurement.appearance, context: context.isEmpty ? nil : context)
            outcomes[key] = Outcome(
                measurement: CatalogDiff.ContrastMeasurement(ratio: target.value(ratio: ratio, lc: lc),
                                                             passes: measurement.verdict == .pass),
                requirement: target.detailedLabel)
        }
        return outcomes
    }

    /// `catalog` built again from its documents with `vocabulary`'s state words, so that the
    /// config's `states` group colors on both sides as `check` groups them.
    static func regrouped(_ catalog: Catalog, _ vocabulary: StateVocabulary) -> Catalog {
        var files: [String: [UInt8]] = [:]
        func relative(_ folder: String) -> String {
            folder == catalog.path ? "Contents.json" : String(folder.dropFirst(catalog.path.count + 1)) + "/Contents.json"
        }
        for folder in catalog.folders {
            if let bytes = folder.document?.bytes { files[relative(folder.path)] = bytes }
        }
        for colorSet in catalog.colorSets {
            if let bytes = colorSet.document?.bytes { files[relative(colorSet.folderPath)] = bytes }
        }
        return CatalogLoader.loadCatalog(CatalogSnapshot(path: catalog.path, files: files), vocabulary: vocabulary)
    }
}

extension Appearance {
    /// The index in `allCases`: Light, Dark, HC Light, HC Dark.
    fileprivate var order: Int { Appearance.allCases.firstIndex(of: self) ?? 0 }
}
