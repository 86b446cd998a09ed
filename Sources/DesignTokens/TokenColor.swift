import AssetCatalog
import ColorScience
import LosslessJSON

/// A color token's value: a color in one of the catalog's spaces, and the format's name for the
/// space it was given in.
///
/// Export writes a slot in its own space: `srgb` (sRGB and extended sRGB, whose components may
/// lie outside 0...1), `display-p3`, `srgb-linear` (extended linear sRGB); gray spaces as `srgb`
/// with three equal components. Import reads those spaces exactly and converts `oklch`, `oklab`
/// and `hsl` into extended sRGB.
public struct TokenColor: Hashable, Sendable {
    public var color: SpaceColor
    /// The format's name of the space the value was written in (`srgb`, `oklch`, ...).
    public var spaceName: String

    public init(color: SpaceColor, spaceName: String) {
        self.color = color
        self.spaceName = spaceName
    }

    /// A slot's color as a token value, in the slot's own space (gray as sRGB).
    public init(slot color: SpaceColor) {
        switch color.space {
        case .srgb, .extendedSRGB: self.init(color: color, spaceName: "srgb")
        case .displayP3: self.init(color: color, spaceName: "display-p3")
        case .extendedLinearSRGB: self.init(color: color, spaceName: "srgb-linear")
        case .grayGamma22, .extendedGray:
            var converted = SpaceColor(linearSRGB: color.linearSRGB, alpha: color.alpha, in: .extendedSRGB)
            // Equal linear channels encode alike; keep them identical whatever the rounding.
            converted.channels = Array(repeating: converted.channels[0], count: 3)
            self.init(color: converted, spaceName: "srgb")
        }
    }

    /// Whether the two colors look the same to within `tolerance` per linear channel and alpha:
    /// import leaves a slot alone when its color equals the token's.
    public func matches(_ other: SpaceColor, tolerance: Double = 1e-9) -> Bool {
        if color.space == other.space { return zip(color.channels, other.channels).allSatisfy { abs($0 - $1) <= tolerance }
            && abs(color.alpha - other.alpha) <= tolerance }
        let mine = color.linearSRGB, theirs = other.linearSRGB
        return abs(mine.red - theirs.red) <= tolerance && abs(mine.green - theirs.green) <= tolerance
            && abs(mine.blue - theirs.blue) <= tolerance && abs(color.alpha - other.alpha) <= tolerance
    }

    /// `matches` for a slot's color as `appearance` shows it, comparing components in place
    /// when the slot is written in this color's space (import compares every slot it reads).
    func matches(_ variant: VariantColor, in appearance: Appearance, tolerance: Double = 1e-9) -> Bool {
        if case .components(let components) = variant, components.colorSpace == color.space,
           components.channels.count == color.channels.count {
            for (channel, value) in zip(components.channels, color.channels) where abs(channel.value - value) > tolerance {
                return false
            }
            return abs((components.alpha?.value ?? 1) - color.alpha) <= tolerance
        }
        return variant.spaceColor(for: appearance).map { matches($0, tolerance: tolerance) } ?? false
    }

    /// The space a new colorset holds this color in: the value's own, or extended sRGB when it
    /// lies outside its (non-extended) space.
    public var catalogSpace: ColorSpace {
        switch color.space {
        case .srgb: color.channels.allSatisfy { (0...1).contains($0) } ? .srgb : .extendedSRGB
        case .displayP3:
            color.channels.allSatisfy { (0...1).contains($0) } ? .displayP3 : .extendedSRGB
        default: color.space
        }
    }

    /// Whether a slot in `space` holds this value's components as they are: never for a value
    /// given in OKLCH or OKLab, which is converted whatever the slot.
    public func isHeld(by space: ColorSpace) -> Bool {
        guard spaceName != "oklch", spaceName != "oklab" else { return false }
        return switch (color.space, space) {
        case (.srgb, .srgb), (.srgb, .extendedSRGB), (.extendedSRGB, .extendedSRGB): true
        case (.extendedSRGB, .srgb): color.channels.allSatisfy { (0...1).contains($0) }
        case (.displayP3, .displayP3), (.extendedLinearSRGB, .extendedLinearSRGB): true
        default: false
        }
    }
}

extension TokenColor {
    /// The token's `$value` exactly as `palette export` writes it:
    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}` on one line.
    public var valueText: String { TokenWriter.value(self) }
}
