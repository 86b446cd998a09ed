import ColorScience

/// `contrast:` in `palette.yml`: who sits on whom, and how much contrast each pair needs.
///
/// ```yaml
/// contrast:
///   canvas: {light: "#FFFFFF", dark: "#000000"}   # under translucent backgrounds
///   infer: false                                   # default: infer pairs only when none are declared
///   near-duplicates: 0.02                          # OKLab distance for colorset.near-duplicate
///   pairs:
///     - foreground: Text/primary
///       background: [Background/primary, Background/elevated]
///       minimum: AA
///       increased: AAA
///       disabled: AA-large                         # check the disabled state too (default: exempt)
/// ```
public struct ContrastSection: Sendable, Equatable {
    /// The OKLab distance below which two colors count as near duplicates, unless the file says.
    public static let defaultNearDuplicateDistance = 0.02

    /// What a translucent background is composited over, per luminosity.
    public var canvas = Canvas()
    /// The declared pairs, in file order.
    public var pairs: [ContrastPairRule] = []
    /// `infer:` as written; `nil` infers pairs from names only when none are declared.
    public var infer: Bool?
    /// `near-duplicates:` the OKLab distance under which two colors are reported as near duplicates.
    public var nearDuplicateDistance = ContrastSection.defaultNearDuplicateDistance

    public init(canvas: Canvas = Canvas(), pairs: [ContrastPairRule] = [], infer: Bool? = nil,
                nearDuplicateDistance: Double = ContrastSection.defaultNearDuplicateDistance) {
        self.canvas = canvas
        self.pairs = pairs
        self.infer = infer
        self.nearDuplicateDistance = nearDuplicateDistance
    }

    /// Whether pairs are inferred from names: as `infer:` says, else only when none are declared.
    public var infersPairs: Bool { infer ?? pairs.isEmpty }

    /// `canvas: {light: "#FFFFFF", dark: "#000000"}`: white and black unless the file says.
    public struct Canvas: Sendable, Equatable {
        public var light: RGB8
        public var dark: RGB8

        public init(light: RGB8 = RGB8(red: 255, green: 255, blue: 255), dark: RGB8 = RGB8(red: 0, green: 0, blue: 0)) {
            self.light = light
            self.dark = dark
        }
    }
}

/// One entry of `contrast.pairs`.
public struct ContrastPairRule: Sendable, Equatable {
    /// A color or state-group name, or a glob (`Chart/*`), as written.
    public var foreground: ConfigName
    /// One or more names or globs, as written.
    public var backgrounds: [ConfigName]
    /// The target in Light and Dark (`AA` unless the file says).
    public var minimum: ContrastTarget
    /// `increased:` the target in the two High Contrast appearances; `nil` means `minimum`.
    public var increased: ContrastTarget?
    /// How the disabled state is checked: exempt unless the pair opts in.
    public var disabled: DisabledRule
    /// Where the entry starts.
    public var line: Int
    public var column: Int

    public init(foreground: ConfigName, backgrounds: [ConfigName], minimum: ContrastTarget = .level(.aa),
                increased: ContrastTarget? = nil, disabled: DisabledRule = .exempt, line: Int = 1, column: Int = 1) {
        self.foreground = foreground
        self.backgrounds = backgrounds
        self.minimum = minimum
        self.increased = increased
        self.disabled = disabled
        self.line = line
        self.column = column
    }

    /// `disabled:` `false` (the default) exempts the disabled state, as WCAG exempts inactive
    /// controls; `true` holds it to the pair's targets; a target holds it to that target.
    public enum DisabledRule: Sendable, Hashable {
        case exempt
        case sameTargets
        case target(ContrastTarget)
    }
}

/// A name from the file and where it is written, for diagnostics that point at it.
public struct ConfigName: Sendable, Hashable {
    public var text: String
    public var line: Int
    public var column: Int

    public init(_ text: String, line: Int = 1, column: Int = 1) {
        self.text = text
        self.line = line
        self.column = column
    }
}
