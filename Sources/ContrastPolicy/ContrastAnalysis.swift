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
    /// `vision` measures the pairs as a color-vision deficiency sees them (`contrast --vision`).
    public init(workspace: Workspace, section: ContrastSection?, configFile: String?, inferring: Bool = true,
                vision: ColorVision = .normal) {
        pairs = PairList(workspace: workspace, section: section, inferring: inferring)
        measurements = ContrastEvaluator(workspace: workspace, canvas: section?.canvas ?? ContrastSection.Canvas(), vision: vision)
            .measure(pairs.pairs)
        diagnostics = ContrastChecks.diagnostics(pairs: pairs, measurements: measurements, workspace: workspace, configFile: configFile)
    }
}
