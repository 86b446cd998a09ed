import AssetCatalog
import ColorScience

extension SlotDeriver {
    /// What `derive` would write for `appearance` on `device` (a slot's idiom, subtype, gamut and
    /// locale), without writing it: the color in the new slot's color space, or why there is none.
    /// The browser's `D` and `H` write it themselves, beside the slots Xcode adds with it.
    public func proposal(for location: ColorSetLocation, appearance: Appearance, device: SlotTraits) -> Proposal {
        switch plan(location, appearance: appearance, device: device) {
        case .plan(let plan):
            let converted = SlotDerivation.spaceColor(plan.solved, alpha: plan.solver.alpha, in: plan.solver.space)
            return Proposal(traits: plan.traits, outcome: .color(converted.color, method: plan.method, clipped: converted.clipped))
        case .done(let traits, let outcome):
            let mapped: Proposal.Outcome = switch outcome {
            case .conflict(let conflict): .conflict(conflict)
            case .failed(let reason): .failed(reason)
            case .exists, .derived: .exists
            }
            return Proposal(traits: traits, outcome: mapped)
        }
    }

    /// A slot `derive` would add, not yet written.
    public struct Proposal: Sendable {
        public enum Outcome: Sendable {
            /// The color for the slot, in its color space, and whether a non-extended space clipped it.
            case color(SpaceColor, method: DerivedSlot.Method, clipped: Bool)
            case exists
            case conflict(DerivationConflict)
            case failed(String)
        }

        public var traits: SlotTraits
        public var outcome: Outcome
    }
}
