import ColorScience
import PaletteConfig

/// What a derived color must do against one counterpart: reach a pair's target, and (for High
/// Contrast) not fall below the contrast the color had there before.
public struct DerivationConstraint: Hashable, Sendable {
    /// The derived color's side of the pair.
    public enum Role: Hashable, Sendable {
        case foreground, background
    }

    /// The other color of the pair, as the appearance resolves it (alpha kept).
    public var counterpart: DisplayColor
    public var role: Role
    /// Under a translucent background.
    public var canvas: DisplayColor
    /// The pair's target in the appearance; `nil` when only `floor` counts.
    public var target: ContrastTarget?
    /// A WCAG ratio the result must reach: the start color's, so High Contrast never lowers contrast.
    public var floor: Double?
    /// The pair, for a conflict: `'Text/primary' on 'Background/primary'`.
    public var label: String

    public init(counterpart: DisplayColor, role: Role, canvas: DisplayColor, target: ContrastTarget?, floor: Double? = nil,
                label: String) {
        self.counterpart = counterpart
        self.role = role
        self.canvas = canvas
        self.target = target
        self.floor = floor
        self.label = label
    }

    /// WCAG ratio and APCA Lc with `candidate` on its side of the pair, flattened as measured.
    public func contrast(of candidate: DisplayColor) -> (ratio: Double, lc: Double) {
        let (text, page) = role == .foreground ? (candidate, counterpart) : (counterpart, candidate)
        return ContrastEvaluator.contrast(foreground: text, background: page, canvas: canvas)
    }

    /// How far past (above 1) or short of (below 1) the target and the floor `candidate` is.
    public func margin(of candidate: DisplayColor) -> Double {
        let (ratio, lc) = contrast(of: candidate)
        var margin = target?.margin(ratio: ratio, lc: lc) ?? .infinity
        if let floor, floor > 0 { margin = min(margin, ratio / floor) }
        return margin.isFinite ? margin : 1
    }

    public func isMet(by candidate: DisplayColor) -> Bool {
        let (ratio, lc) = contrast(of: candidate)
        return (target?.isMet(ratio: ratio, lc: lc) ?? true) && ratio >= (floor ?? 0)
    }

    /// The value the conflict message names: the target's metric, or the ratio for a floor.
    func value(of candidate: DisplayColor) -> Double {
        let (ratio, lc) = contrast(of: candidate)
        return target?.value(ratio: ratio, lc: lc) ?? ratio
    }

    /// What the constraint asks, as a message says it: `AA (4.5:1)`, or `at least 5.62:1` for a floor.
    var requirement: String {
        if let target, let floor, floor > (target.minimumRatio ?? 0) {
            return "\(target.detailedLabel) and at least \(ContrastFormat.ratio(floor))"
        }
        return target?.detailedLabel ?? "at least " + ContrastFormat.ratio(floor ?? 1)
    }

    /// A value in the constraint's metric as a message writes it.
    func formatted(_ value: Double) -> String {
        target?.minimumLc == nil ? ContrastFormat.ratio(value) : "Lc " + ContrastFormat.lc(value)
    }
}
