import AssetCatalog
import ColorScience
import PaletteConfig

/// The contrast policy applied to a workspace in one go: its pairs, every measurement, and the
/// findings `check` reports (near duplicates apart: `NearDuplicates`).
public struct ContrastAnalysis: Sendable {
    public var pairs: PairList
    /// Pair by pair, each in Light, Dark, HC Light and HC Dark.
    public var measurements: [ContrastMeasurement]
    public var diagnostics: [Diagnostic]

    /// `section` is the config's `contrast:` (`nil` without one), `configFile` the file its names
    /// came from; `inferring: false` is `--no-infer`.
    /// `vision` measures the pairs as a color-vision deficiency sees them (`contrast --vision`);
    /// `table`, when the caller has one, saves resolving the pairs' colorsets again.
    public init(workspace: Workspace, section: ContrastSection?, configFile: String?, inferring: Bool = true,
                vision: ColorVision = .normal, table: AppearanceTable? = nil) {
        self.init(workspace: workspace, pairs: PairList(workspace: workspace, section: section, inferring: inferring),
                  section: section, configFile: configFile, vision: vision, table: table)
    }

    /// The same for pairs already matched.
    public init(workspace: Workspace, pairs: PairList, section: ContrastSection?, configFile: String?,
                vision: ColorVision = .normal, table: AppearanceTable? = nil) {
        self.pairs = pairs
        let shared = SharedNameLabels(workspace: workspace)
        let runs = Self.judgedRuns(workspace: workspace, pairs: pairs, section: section, vision: vision, table: table, shared: shared)
        // Put together on every core as well: a measurement is copied, its pair's strings retained.
        measurements = [ContrastMeasurement](parallelRuns: runs.map(\.measurements.count)) { run, slots in
            _ = slots.initialize(fromContentsOf: runs[run].measurements)
        }
        diagnostics = ContrastChecks.diagnostics(pairs: pairs, runs: runs, workspace: workspace, shared: shared,
                                                 configFile: configFile)
    }

    /// The findings alone, as `check` reports them (the measurements are not gathered into one
    /// list), with the colorset each is at.
    static func located(workspace: Workspace, pairs: PairList, section: ContrastSection?, configFile: String?,
                        table: AppearanceTable? = nil) -> (failures: DeferredFindings, rest: LocatedFindings) {
        let shared = SharedNameLabels(workspace: workspace)
        let runs = judgedRuns(workspace: workspace, pairs: pairs, section: section, vision: .normal, table: table, shared: shared)
        return ContrastChecks.located(pairs: pairs, runs: runs, workspace: workspace, shared: shared, configFile: configFile)
    }

    /// The pairs measured and judged a run at a time, the runs spread over the cores: with a
    /// thousand pairs, one thread doing it all was the longest part of `check`'s findings.
    private static func judgedRuns(workspace: Workspace, pairs: PairList, section: ContrastSection?, vision: ColorVision,
                                   table: AppearanceTable?, shared: SharedNameLabels) -> [ContrastChecks.Judged] {
        let evaluator = ContrastEvaluator(workspace: workspace, canvas: section?.canvas ?? ContrastSection.Canvas(), vision: vision,
                                          table: table)
        return pairs.pairs.parallelRuns(minimumLength: 64) { run in
            ContrastChecks.judge(evaluator.measure(run), sites: FindingSites(workspace: workspace, shared: shared))
        }
    }
}
