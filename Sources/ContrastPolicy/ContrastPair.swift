import AssetCatalog
import ColorScience
import PaletteConfig

/// Two colors the policy holds to a contrast target: a foreground on a background, in one view
/// state when they belong to state groups.
public struct ContrastPair: Hashable, Sendable {
    /// Where the pair comes from.
    public enum Origin: Hashable, Sendable {
        /// `contrast.pairs[rule]` in `palette.yml`.
        case declared(rule: Int)
        /// Guessed from the colors' names (`text*` over `background*`, `on<X>` over `<X>`).
        case inferred
    }

    public var foreground: ColorSetLocation
    public var background: ColorSetLocation
    /// The view state both sides are in; `nil` when neither belongs to a state group.
    public var state: ViewState?
    /// The target in Light and Dark.
    public var minimum: ContrastTarget
    /// The target in HC Light and HC Dark (`minimum` unless the rule sets `increased`).
    public var increased: ContrastTarget
    /// Whether the rule wrote `increased` itself: only then is a missing High Contrast slot a finding.
    public var hasIncreasedTarget: Bool
    /// A disabled state the rule does not check (WCAG exempts inactive controls).
    public var isExempt: Bool
    public var origin: Origin

    public init(foreground: ColorSetLocation, background: ColorSetLocation, state: ViewState? = nil,
                minimum: ContrastTarget = .level(.aa), increased: ContrastTarget? = nil, isExempt: Bool = false,
                origin: Origin = .inferred) {
        self.foreground = foreground
        self.background = background
        self.state = state
        self.minimum = minimum
        self.increased = increased ?? minimum
        self.hasIncreasedTarget = increased != nil
        self.isExempt = isExempt
        self.origin = origin
    }

    public var isInferred: Bool { origin == .inferred }

    /// The target in `appearance`; `nil` for an exempt pair.
    public func target(in appearance: Appearance) -> ContrastTarget? {
        isExempt ? nil : appearance.isHighContrast ? increased : minimum
    }

    /// Whether `location` is either side of the pair.
    public func involves(_ location: ColorSetLocation) -> Bool {
        foreground == location || background == location
    }
}
