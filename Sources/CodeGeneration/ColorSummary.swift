import AssetCatalog
import ColorScience

/// A colorset's values in one line for a doc comment, so Quick Help shows them:
/// `Any #5B4CF0 · Dark #7D70FF · HC #3A2DD0`, with the alpha and the color space when a value is
/// not opaque sRGB (`Any #000000 alpha 0.3 · Dark #FFFFFF alpha 0.3`, `Any #6431FF display-p3`)
/// and the device when a slot is not universal (`Any (ipad) #...`). Text from the file (system
/// color and space names) passes `SourceText.comment`, so the line is safe in any comment.
enum ColorSummary {
    static func of(_ colorSet: ColorSet) -> String { of(colorSet.variants) }

    static func of(_ variants: [ColorVariant]) -> String {
        // Ranks without building labels: device-specific slots after universal ones, then by
        // device, then Any, Light, Dark, HC, HC Light, HC Dark.
        var order: [(universal: Bool, device: String, appearance: Int, index: Int)] = []
        order.reserveCapacity(variants.count)
        for index in variants.indices where variants[index].hasColor {
            let traits = variants[index].traits
            let universal = traits.idiom == "universal" && traits.subtype == nil && traits.displayGamut == nil && traits.locale == nil
            order.append((universal, universal ? "" : traits.deviceLabel, appearanceRank(traits), index))
        }
        guard !order.isEmpty else {
            // Slots without a color are how Xcode leaves an unset color (a new project's AccentColor).
            return variants.isEmpty ? "no value palette can read (see `palette check`)" : "no color: its slots are empty"
        }
        if order.count > 1 {
            order.sort { ($0.universal ? 0 : 1, $0.device, $0.appearance, $0.index) < ($1.universal ? 0 : 1, $1.device, $1.appearance, $1.index) }
        }
        var text = ""
        for (position, slot) in order.enumerated() {
            if position > 0 { text += " · " }
            let variant = variants[slot.index]
            text += variant.traits.appearanceLabel
            if !slot.universal {
                text += " ("
                text += SourceText.comment(slot.device)
                text += ")"
            }
            text += " "
            if let color = variant.color { append(color, to: &text) }
        }
        return text
    }

    /// Any, Light, Dark, HC, HC Light, HC Dark.
    private static func appearanceRank(_ traits: SlotTraits) -> Int {
        let luminosity = traits.luminosity.map { $0 == .light ? 1 : 2 } ?? 0
        return (traits.highContrast ? 3 : 0) + luminosity
    }

    static func value(_ color: VariantColor) -> String {
        var text = ""
        append(color, to: &text)
        return text
    }

    private static func append(_ color: VariantColor, to text: inout String) {
        switch color {
        case .reference(let reference):
            text += SourceText.comment(reference.name)
            text += " (system"
            if let platform = reference.platform { text += ", " + SourceText.comment(platform) }
            text += ")"
        case .components(let components):
            let channels = components.channels
            if components.colorSpace.isGray, let white = channels.first {
                text += "white " + shortest(white.value)
            } else if !components.colorSpace.isExtended, channels.count == 3,
                      channels.allSatisfy({ $0.value.isFinite && $0.value >= 0 && $0.value <= 1 }) {
                appendHex(channels[0].value, channels[1].value, channels[2].value, to: &text)
            } else {
                text += channels.map { shortest($0.value) }.joined(separator: " ")
            }
            if let alpha = components.alpha?.value, alpha != 1 { text += " alpha " + shortest(alpha) }
            if components.colorSpace != .srgb { text += " " + SourceText.comment(components.colorSpaceName ?? components.colorSpace.rawValue) }
        }
    }

    /// `#RRGGBB` of channels in 0...1, rounded as `RGB8(rounding:)` rounds them.
    private static func appendHex(_ red: Double, _ green: Double, _ blue: Double, to text: inout String) {
        let rgb = RGB8(rounding: SIMD3(red, green, blue))
        let hex = String(unsafeUninitializedCapacity: 7) { buffer in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x37 + value }
            buffer[0] = UInt8(ascii: "#")
            buffer[1] = digit(rgb.red >> 4)
            buffer[2] = digit(rgb.red & 15)
            buffer[3] = digit(rgb.green >> 4)
            buffer[4] = digit(rgb.green & 15)
            buffer[5] = digit(rgb.blue >> 4)
            buffer[6] = digit(rgb.blue & 15)
            return 7
        }
        text += hex
    }

    /// At most three decimals, without trailing zeros (`0.5`, `1`); a number too large for
    /// that (a broken file's `1e20`) as Swift writes it.
    static func shortest(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = abs(thousandths % 1000)
        var decimals = fraction == 0 ? "" : String(1000 + fraction).dropFirst().description
        while decimals.hasSuffix("0") { decimals.removeLast() }
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + (decimals.isEmpty ? "" : "." + decimals)
    }
}
