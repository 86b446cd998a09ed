import AssetCatalog
import ColorScience

/// A colorset's values in one line for a doc comment, so Quick Help shows them:
/// `Any #5B4CF0 · Dark #7D70FF · HC #3A2DD0`, with the alpha and the color space when a value is
/// not opaque sRGB (`Any #000000 alpha 0.3 · Dark #FFFFFF alpha 0.3`, `Any #6431FF display-p3`)
/// and the device when a slot is not universal (`Any (ipad) #...`).
enum ColorSummary {
    static func of(_ colorSet: ColorSet) -> String {
        let slots = colorSet.variants.compactMap { variant -> (rank: (Int, String, Int), text: String)? in
            guard let color = variant.color else { return nil }
            let device = variant.traits.deviceLabel
            let label = variant.traits.appearanceLabel + (device == "universal" ? "" : " (\(device))")
            let rank = (device == "universal" ? 0 : 1, device, appearanceRank(variant.traits))
            return (rank, label + " " + value(color))
        }
        guard !slots.isEmpty else { return "no value palette can read (see `palette check`)" }
        return slots.sorted { $0.rank < $1.rank }.map(\.text).joined(separator: " · ")
    }

    /// Any, Light, Dark, HC, HC Light, HC Dark.
    private static func appearanceRank(_ traits: SlotTraits) -> Int {
        let luminosity = traits.luminosity.map { $0 == .light ? 1 : 2 } ?? 0
        return (traits.highContrast ? 3 : 0) + luminosity
    }

    static func value(_ color: VariantColor) -> String {
        switch color {
        case .reference(let reference):
            return reference.name + " (system" + (reference.platform.map { ", \($0)" } ?? "") + ")"
        case .components(let components):
            let values = components.channels.map(\.value)
            var text: String
            if components.colorSpace.isGray, let white = values.first {
                text = "white " + shortest(white)
            } else if !components.colorSpace.isExtended, values.count == 3,
                      values.allSatisfy({ $0.isFinite && (0...1).contains($0) }) {
                text = RGB8(rounding: SIMD3(values[0], values[1], values[2])).hex
            } else {
                text = values.map(shortest).joined(separator: " ")
            }
            if let alpha = components.alpha?.value, alpha != 1 { text += " alpha " + shortest(alpha) }
            if components.colorSpace != .srgb { text += " " + (components.colorSpaceName ?? components.colorSpace.rawValue) }
            return text
        }
    }

    /// At most three decimals, without trailing zeros (`0.5`, `1`).
    static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = abs(thousandths % 1000)
        var decimals = fraction == 0 ? "" : String(1000 + fraction).dropFirst().description
        while decimals.hasSuffix("0") { decimals.removeLast() }
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + (decimals.isEmpty ? "" : "." + decimals)
    }
}
