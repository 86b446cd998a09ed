import AssetCatalog
import ColorScience
import ContrastPolicy

/// The color editor's state: which slot is edited, the colorset before editing began (Esc puts
/// it back, Enter records it for undo), and the new color, kept unrounded so OKLCH steps add up.
///
/// Fields are the slot's channels (R, G, B or W, in its own color space), A, then OKLCH L, C, H.
/// Steps (small / large):
/// - a channel or alpha written as 8-bit hex or integer: 1/255 and 16/255;
/// - a channel or alpha written as a decimal or a raw number: 0.01 and 0.1;
/// - L 0.01 / 0.05, C 0.005 / 0.02, H 1° / 10°.
/// A channel step starts from the value as written (so `0x5B` + 1 is exactly `0x5C`). An OKLCH
/// step converts back to the slot's space; a non-extended space clips the result to its range
/// and `clipped` is set until the next channel step.
public struct ColorEditor: Equatable, Sendable {
    public enum Field: Equatable, Sendable {
        case channel(Int)
        case alpha
        case lightness, chroma, hue
    }

    public var location: ColorSetLocation
    /// The edited entry's index in the `colors` array.
    public var variant: Int
    /// `Any`, `Dark`, `HC`, ... and the device, for the title.
    public var slotLabel: String
    /// The colorset when editing began, before any slot was created or replaced for it.
    public var before: ColorSet
    /// What the undo step is called: `edit Any`, `add Dark`, ...
    public var undoLabel: String
    public var space: ColorSpace
    /// The component keys: `red`, `green`, `blue` (or `white`), then `alpha`.
    public var keys: [String]
    /// The notation of each component in `keys`.
    public var notations: [ComponentNotation]
    /// What the slot's appearance showed before editing began: the slot's color, or for a new or
    /// replaced slot the color it fell back to (a system color's value). The "original" swatch.
    public var original: SpaceColor
    /// The new color, unrounded.
    public var color: SpaceColor
    public var oklch: OKLCH
    public var fields: [Field]
    public var focus = 0
    /// Text typed after `#`, while typing a hex value.
    public var hexInput: String?
    /// Whether the user changed alpha (only then is its token written).
    public var alphaEdited = false
    /// True when the last OKLCH step had to clip the color to the space's range.
    public var clipped = false

    /// An editor over entry `variant` of `colorSet`, which must have explicit components;
    /// `original` defaults to them.
    init?(location: ColorSetLocation, colorSet: ColorSet, variant: Int, before: ColorSet, original: SpaceColor? = nil,
          undoLabel: String) {
        guard let entry = colorSet.variants.first(where: { $0.index == variant }),
              case .components(let components)? = entry.color else { return nil }
        self.location = location
        self.variant = variant
        self.before = before
        self.undoLabel = undoLabel
        slotLabel = entry.traits.appearanceLabel + (entry.traits.deviceLabel == "universal" ? "" : " " + entry.traits.deviceLabel)
        space = components.colorSpace
        keys = components.channels.map(\.key) + ["alpha"]
        let alphaNotation = components.alpha?.notation ?? .float(decimals: 3)
        notations = components.channels.map(\.notation) + [alphaNotation]
        color = components.spaceColor
        self.original = original ?? color
        oklch = Self.oklch(of: color)
        fields = components.channels.indices.map(Field.channel) + [.alpha, .lightness, .chroma, .hue]
    }

    public var focusedField: Field { fields[focus] }

    mutating func moveFocus(by delta: Int) {
        focus = ((focus + delta) % fields.count + fields.count) % fields.count
    }

    /// Changes the focused field by one small or large step in `direction` (+1 or -1).
    mutating func step(_ direction: Int, large: Bool) {
        let sign = Double(direction)
        switch focusedField {
        case .channel(let index):
            let notation = notations[index]
            var value = Self.asWritten(color.channels[index], notation) + sign * Self.step(notation, large: large)
            if !space.isExtended { value = min(max(value, 0), 1) }
            color.channels[index] = value
            clipped = false
            let hue = oklch.hue
            oklch = Self.oklch(of: color)
            if oklch.chroma == 0 { oklch.hue = hue }
        case .alpha:
            let notation = notations[notations.count - 1]
            color.alpha = min(max(Self.asWritten(color.alpha, notation) + sign * Self.step(notation, large: large), 0), 1)
            alphaEdited = true
        case .lightness:
            oklch.lightness = min(max(oklch.lightness + sign * (large ? 0.05 : 0.01), 0), 1)
            applyOKLCH()
        case .chroma:
            oklch.chroma = min(max(oklch.chroma + sign * (large ? 0.02 : 0.005), 0), OKLCH.chromaLimit)
            applyOKLCH()
        case .hue:
            oklch.hue = OKLCH.normalized(hue: oklch.hue + sign * (large ? 10 : 1))
            applyOKLCH()
        }
    }

    /// Sets the color from typed input (hex in the slot's space, or `oklch(...)`).
    mutating func apply(_ input: ColorInput) {
        let target = input.spaceColor(in: space, defaultAlpha: color.alpha)
        color.channels = target.channels
        if input.alpha != nil {
            color.alpha = target.alpha
            alphaEdited = true
        }
        clipped = false
        oklch = Self.oklch(of: color)
    }

    /// The OKLCH form of `color` for the L, C and H fields. A hostile extended value (`1e300`)
    /// overflows on the way (to infinity, then NaN) or lands far outside anything shown: then
    /// the form of what the display shows (clamped to sRGB) stands in, so the fields stay finite.
    static func oklch(of color: SpaceColor) -> OKLCH {
        let exact = OKLCH(linearSRGB: color.linearSRGB)
        let plausible = 0...1e6
        guard plausible.contains(abs(exact.lightness)), plausible.contains(exact.chroma), exact.hue.isFinite else {
            return OKLCH(linearSRGB: color.display.linearSRGB)
        }
        return exact
    }

    private mutating func applyOKLCH() {
        let converted = SlotDerivation.spaceColor(oklch, alpha: color.alpha, in: space)
        color.channels = converted.color.channels
        clipped = converted.clipped
    }

    /// The alpha to write, `nil` while the user has not touched it.
    var alphaToWrite: Double? { alphaEdited ? color.alpha : nil }

    /// The component text as it would be written for the value of `keys[index]` in `color`.
    public func text(ofComponent index: Int) -> String {
        let value = index < color.channels.count ? color.channels[index] : color.alpha
        let token = notations[index].token(for: value)
        return token.hasPrefix("\"") ? String(token.dropFirst().dropLast()) : token
    }

    static func step(_ notation: ComponentNotation, large: Bool) -> Double {
        switch notation {
        case .hex, .integer: large ? 16.0 / 255 : 1.0 / 255
        case .float, .number: large ? 0.1 : 0.01
        }
    }

    /// `value` as its notation writes it: 8-bit notations round to n/255, decimals to their places.
    static func asWritten(_ value: Double, _ notation: ComponentNotation) -> Double {
        let scale: Double
        switch notation {
        case .hex, .integer: scale = 255
        case .float(let decimals):
            var power = 1.0
            for _ in 0..<min(decimals, ComponentNotation.maximumLength) { power *= 10 }
            scale = power
        case .number: return value
        }
        let rounded = (value * scale).rounded() / scale
        // A huge extended value overflows when scaled: it is as written already.
        return rounded.isFinite ? rounded : value
    }
}
