import AssetCatalog
import ColorScience
import DesignTokens

/// What `y` copies of the selected color (issue 13); `Y` cycles through them.
public enum CopyFormat: String, CaseIterable, Sendable {
    /// `#5B4CF0`: the hex in the slot's own space, as Xcode's hex field and `set` read it (the
    /// display sRGB hex for gray and extended spaces and system colors).
    case hex
    /// `UIColor(red: 0.357, green: 0.298, blue: 0.941, alpha: 1.000)`, `UIColor(displayP3Red: …)`,
    /// `UIColor(white: …)`, `UIColor.systemBlue`.
    case uiColor
    /// `Color(.sRGB, red: 0.357, green: 0.298, blue: 0.941, opacity: 1.000)`, `Color(.displayP3, …)`,
    /// `Color(white: …)`, `Color(uiColor: .systemBlue)`.
    case swiftUI
    /// `Palette.Brand.accent.color`: the accessor `palette generate swift` writes for it, named as
    /// palette.yml's first Swift target names it (what `S` shows).
    case generated
    /// The W3C Design Tokens (DTCG 2025.10) color value: `{"colorSpace": "srgb", "components": […], "alpha": 1, "hex": "#5B4CF0"}`.
    case dtcg

    /// How the status bar names it.
    public var label: String {
        switch self {
        case .hex: "hex"
        case .uiColor: "UIColor"
        case .swiftUI: "SwiftUI Color"
        case .generated: "generated accessor"
        case .dtcg: "DTCG value"
        }
    }

    public var next: CopyFormat {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The text for `resolved` (a slot as an appearance resolves it); `nil` for a system color palette
    /// does not know, and for `generated`, which names the color rather than its value.
    public func text(for resolved: ResolvedColor, appearance: Appearance) -> String? {
        guard let variant = resolved.resolution.variant.color else { return nil }
        if let reference = resolved.reference {
            let name = Self.swiftName(of: reference.name)
            switch self {
            case .uiColor: return "UIColor.\(name)"
            case .swiftUI: return "Color(uiColor: .\(name))"
            case .hex, .dtcg, .generated: break
            }
        }
        guard let color = variant.spaceColor(for: appearance), let display = resolved.display else { return nil }
        switch self {
        case .hex:
            return resolved.reference == nil ? color.hexInOwnSpace ?? display.hexWithAlpha : display.hexWithAlpha
        case .uiColor:
            let alpha = Self.number(color.alpha)
            if color.space.isGray { return "UIColor(white: \(Self.number(color.channels.first ?? 0)), alpha: \(alpha))" }
            let rgb = Self.encodedRGB(color)
            let first = color.space == .displayP3 ? "displayP3Red" : "red"
            return "UIColor(\(first): \(Self.number(rgb[0])), green: \(Self.number(rgb[1])), blue: \(Self.number(rgb[2])), alpha: \(alpha))"
        case .swiftUI:
            let opacity = Self.number(color.alpha)
            if color.space.isGray { return "Color(white: \(Self.number(color.channels.first ?? 0)), opacity: \(opacity))" }
            let space = switch color.space {
            case .displayP3: ".displayP3"
            case .extendedLinearSRGB: ".sRGBLinear"
            default: ".sRGB"
            }
            let channels = color.space == .extendedLinearSRGB ? color.channels : Self.encodedRGB(color)
            return "Color(\(space), red: \(Self.number(channels[0])), green: \(Self.number(channels[1])), "
                + "blue: \(Self.number(channels[2])), opacity: \(opacity))"
        case .dtcg:
            return TokenColor(slot: color).valueText
        case .generated:
            return nil
        }
    }

    /// Red, green and blue encoded in the color's own RGB space (extended linear sRGB as extended sRGB).
    private static func encodedRGB(_ color: SpaceColor) -> [Double] {
        let rgb = color.space == .extendedLinearSRGB ? color.converted(to: .extendedSRGB) : color
        return (0..<3).map { rgb.channels.indices.contains($0) ? rgb.channels[$0] : 0 }
    }

    /// `systemGroupedBackgroundColor` → `systemGroupedBackground`, as Swift names UIKit's colors.
    static func swiftName(of name: String) -> String {
        name.hasSuffix("Color") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// `0.357`: three fixed decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (abs(value) * 1000).rounded()
        let whole = Int(scaled / 1000), fraction = Int(scaled.truncatingRemainder(dividingBy: 1000))
        let digits = String(repeating: "0", count: max(0, 3 - String(fraction).count)) + String(fraction)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return sign + String(whole) + "." + digits
    }
}
