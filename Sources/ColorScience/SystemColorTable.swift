/// Lookup of Apple's system colors by the names catalogs and code use.
///
/// Values come from Apple's documentation: the Human Interface Guidelines "Color" page (iOS
/// 15–18 edition: system colors, grays, and their Increase Contrast values) and the UIKit/AppKit
/// dynamic color values (labels, backgrounds, fills, separators) of the same releases. They were
/// transcribed, not measured on a device. iOS 26 retuned some system colors; this table keeps the
/// long-standing values. AppKit's `controlAccentColor` follows the user's accent; the table gives
/// the default (blue).
public enum SystemColorTable {
    /// Every color in the table, UIKit first, in a stable order.
    public static let all: [SystemColor] = uiKit + appKit

    /// The color named `reference`, preferring UIKit values. Accepts the selector spelling
    /// (`systemRedColor`, `labelColor`) and the short one (`systemRed`, `label`), in any case.
    public static func color(named reference: String) -> SystemColor? {
        color(named: reference, framework: .uiKit)
    }

    /// The color named `reference` for a catalog `platform` value: `osx`/`macos`/`mac` prefer AppKit,
    /// anything else (`ios`, `universal`, unknown) prefers UIKit; either falls back to the other.
    public static func color(named reference: String, platform: String) -> SystemColor? {
        let isMac = ["osx", "macos", "mac"].contains(platform.lowercased())
        return color(named: reference, framework: isMac ? .appKit : .uiKit)
    }

    /// The color named `reference` from `framework`, or from the other framework when absent there.
    public static func color(named reference: String, framework: SystemColor.Framework) -> SystemColor? {
        let key = lookupKey(reference)
        switch framework {
        case .uiKit: return uiKitByKey[key] ?? appKitByKey[key]
        case .appKit: return appKitByKey[key] ?? uiKitByKey[key]
        }
    }

    /// Lower-cased, without a trailing `color`: `systemRedColor` and `systemRed` meet at `systemred`.
    static func lookupKey(_ name: String) -> String {
        let lower = name.lowercased()
        return lower.hasSuffix("color") && lower.count > 5 ? String(lower.dropLast(5)) : lower
    }

    private static let uiKitByKey = index(uiKit)
    private static let appKitByKey = index(appKit)

    private static func index(_ colors: [SystemColor]) -> [String: SystemColor] {
        Dictionary(colors.map { (lookupKey($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension SystemColor {
    /// A table entry from packed `0xRRGGBB` values with alphas.
    init(
        _ name: String, _ framework: Framework,
        light: UInt32, _ lightAlpha: Double = 1, dark: UInt32, _ darkAlpha: Double = 1,
        highContrast: (light: UInt32, dark: UInt32)? = nil
    ) {
        self.init(
            name: name, framework: framework,
            light: SpaceColor(RGB8(packed: light), alpha: lightAlpha),
            dark: SpaceColor(RGB8(packed: dark), alpha: darkAlpha),
            highContrastLight: highContrast.map { SpaceColor(RGB8(packed: $0.light)) },
            highContrastDark: highContrast.map { SpaceColor(RGB8(packed: $0.dark)) }
        )
    }
}
