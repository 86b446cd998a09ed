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

    public static func diagnostics(pairs: PairList, workspace: Workspace, canvas: ContrastSection.Canvas = ContrastSection.Canvas(),
                                   threshold: Double = defaultThreshold) -> [Diagnostic] {
        var subjects: [(first: ColorSetLocation, second: ColorSetLocation, kind: String, overBackground: Bool)] = []
        for pair in pairs.pairs where !pair.isExempt {
            subjects.append((pair.foreground, pair.background, "pair", true))
        }
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            for group in catalog.stateGroups {
                let members = group.members.map { ColorSetLocation(catalog: catalogIndex, colorSet: $0.colorSet) }
                for first in members.indices {
                    for second in members.indices where second > first {
                        subjects.append((members[first], members[second], "states", false))
                    }
                }
            }
        }
        var found: [Diagnostic] = []
        for subject in subjects {
            let first = workspace.colorSet(at: subject.first), second = workspace.colorSet(at: subject.second)
            var reported: [ColorVision: (appearance: Appearance, variant: Int?, distance: Double, normal: Double)] = [:]
            for appearance in Appearance.allCases {
                let request = TraitRequest(appearance: appearance)
                let resolved = first.resolvedColor(request)
                guard let a = resolved?.display, let b = second.resolvedColor(request)?.display else { continue }
                let paper = DisplayColor(rgb: appearance.luminosity == .dark ? canvas.dark : canvas.light)
                let seen: (SIMD3<Double>, SIMD3<Double>)
                if subject.overBackground {
                    let both = ContrastEvaluator.exactlySeen(foreground: a, background: b, canvas: paper)
                    seen = (both.foreground, both.background)
                } else {
                    seen = (ContrastEvaluator.exactlySeen(foreground: a, background: paper, canvas: paper).foreground,
                            ContrastEvaluator.exactlySeen(foreground: b, background: paper, canvas: paper).foreground)
                }
                let normal = distance(seen.0, seen.1)
                guard normal >= threshold else { continue }
                for vision in visions where reported[vision] == nil {
                    let simulated = distance(vision.simulate(encoded: seen.0), vision.simulate(encoded: seen.1))
                    if simulated < threshold { reported[vision] = (appearance, resolved?.resolution.variant.index, simulated, normal) }
                }
            }
            for vision in visions {
                guard let hit = reported[vision] else { continue }
                found.append(ContrastChecks.diagnostic(at: subject.first, variant: hit.variant, workspace: workspace, .visionIndistinct(
                    first: first.qualifiedName, second: second.qualifiedName, kind: subject.kind, vision: vision.label,
                    appearance: hit.appearance.label, distance: ContrastFormat.fixed(hit.distance, decimals: 3),
                    normalDistance: ContrastFormat.fixed(hit.normal, decimals: 3), threshold: ContrastFormat.fixed(threshold, decimals: 3))))
            }
        }
        return found
    }

    /// OKLab difference of two encoded sRGB colors.
    static func distance(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        OKLab(encodedSRGB: first).distance(to: OKLab(encodedSRGB: second))
    }
}
