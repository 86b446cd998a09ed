import AssetCatalog
import ColorScience

/// What deriving one slot of one colorset came to.
public struct DerivationResult: Sendable {
    public enum Outcome: Sendable {
        /// The slot was added (to the deriver's workspace; saving is the caller's business).
        case derived(DerivedSlot)
        /// The colorset already has the slot.
        case exists
        /// No lightness meets every target; nothing was added.
        case conflict(DerivationConflict)
        /// The colorset cannot take the slot (no color to start from, a file that could not be read).
        case failed(String)
    }

    public var location: ColorSetLocation
    public var appearance: Appearance
    /// The slot made for the appearance on the colorset's device (`traits.appearanceLabel`: `Dark`, `HC`).
    public var traits: SlotTraits
    public var outcome: Outcome
}

/// A slot the deriver added: where it started, where it ended, and how the pairs fare.
public struct DerivedSlot: Sendable {
    /// How the color was found.
    public enum Method: Hashable, Sendable {
        /// Solved against the declared pairs the colorset takes part in.
        case solved
        /// The Dark or High Contrast rule of `SlotDerivation` (no declared pairs).
        case rule
        /// The High Contrast rule moved lightness toward lower contrast with a background, so the
        /// move went the other way.
        case ruleReversed
        /// Neither direction of the rule kept contrast with every background: the lightness
        /// nearest the rule's that does.
        case ruleLimited
    }

    /// One pair the slot was held to, with the contrast before (the start color) and after.
    public struct Check: Hashable, Sendable {
        public var pair: String
        public var requirement: String
        public var before: String
        public var after: String
        public var isMet: Bool
    }

    /// The color the appearance resolved to before, which the slot starts from.
    public var start: OKLCH
    public var startDisplay: DisplayColor
    /// The new slot's color, as solved (before the slot's notation rounds it).
    public var result: OKLCH
    /// The new slot's color as a screen shows it, read back from the written slot.
    public var display: DisplayColor
    public var method: Method
    public var checks: [Check]
}
