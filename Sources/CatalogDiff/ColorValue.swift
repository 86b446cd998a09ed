import AssetCatalog
import ColorScience

/// What one side resolves to for one appearance: the slot used, the color as written, and the
/// color as shown.
public struct ColorValue: Hashable, Sendable {
    /// The slot the resolution picked.
    public var slot: SlotTraits
    /// True when the slot was not made for the appearance (Any shown for Dark).
    public var isFallback: Bool
    /// The `color-space` as written (`srgb` when the file has none), or `reference`.
    public var space: String
    /// The channels then the alpha, as written; empty for a system color.
    public var components: [ColorComponent]
    public var reference: SystemReference?
    /// The numeric color; `nil` for a system color palette does not know.
    public var color: SpaceColor?

    public init(_ resolution: Resolution, appearance: Appearance) {
        slot = resolution.variant.traits
        isFallback = resolution.isFallback
        switch resolution.variant.color {
        case .components(let components)?:
            space = components.colorSpaceName ?? ColorSpace.srgb.rawValue
            self.components = components.channels + [components.alpha].compactMap { $0 }
            color = components.spaceColor
        case .reference(let reference)?:
            space = "reference"
            components = []
            self.reference = reference
            color = VariantColor.reference(reference).spaceColor(for: appearance)
        case nil:
            space = "empty"
            components = []
        }
    }

    /// The color on an 8-bit sRGB display.
    public var display: DisplayColor? { color?.display }

    /// `#RRGGBB`, or `#RRGGBBAA` when the color is translucent; `nil` for an unknown system color.
    public var hex: String? { display?.hexWithAlpha }

    /// The components' text as written (`0x5B 0x4C 0xF0 1.000`), or the system color's name.
    public var writtenText: String {
        reference?.name ?? components.map { $0.isMissing ? "-" : $0.text }.joined(separator: " ")
    }

    /// OKLab ΔE to `other`, alpha aside; `nil` when either color is unknown.
    func distance(to other: ColorValue) -> Double? {
        guard let color, let otherColor = other.color else { return nil }
        return OKLab(linearSRGB: color.linearSRGB).distance(to: OKLab(linearSRGB: otherColor.linearSRGB))
    }

    /// True when both are the same color: equal in linear light and alpha (so `"0x43"` and
    /// `"67"`, or an sRGB color and the same one in extended sRGB), or the same unknown system color.
    func isSameColor(as other: ColorValue) -> Bool {
        guard let color, let otherColor = other.color else {
            return self.color == nil && other.color == nil && reference == other.reference
        }
        let tolerance = 1e-12
        let lhs = color.linearSRGB, rhs = otherColor.linearSRGB
        return abs(lhs.red - rhs.red) <= tolerance && abs(lhs.green - rhs.green) <= tolerance
            && abs(lhs.blue - rhs.blue) <= tolerance && abs(color.alpha - otherColor.alpha) <= tolerance
    }

    /// True when both are written identically: same space, same component tokens, same reference.
    func isWrittenAlike(_ other: ColorValue) -> Bool {
        space == other.space && reference == other.reference
            && components.map { [$0.key, $0.token] } == other.components.map { [$0.key, $0.token] }
    }
}
