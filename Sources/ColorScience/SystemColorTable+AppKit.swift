/// AppKit colors seen in catalogs (macOS 10.14+ Aqua and Dark Aqua, as NSColor reports them in
/// sRGB). AppKit's `systemRedColor` and friends share UIKit's values and fall back to that table.
extension SystemColorTable {
    static let appKit: [SystemColor] = [
        SystemColor("labelColor", .appKit, light: 0x000000, 0.85, dark: 0xFFFFFF, 0.85),
        SystemColor("secondaryLabelColor", .appKit, light: 0x000000, 0.5, dark: 0xFFFFFF, 0.55),
        SystemColor("tertiaryLabelColor", .appKit, light: 0x000000, 0.26, dark: 0xFFFFFF, 0.25),
        SystemColor("quaternaryLabelColor", .appKit, light: 0x000000, 0.1, dark: 0xFFFFFF, 0.1),
        SystemColor("placeholderTextColor", .appKit, light: 0x000000, 0.25, dark: 0xFFFFFF, 0.25),
        SystemColor("textColor", .appKit, light: 0x000000, dark: 0xFFFFFF),
        SystemColor("textBackgroundColor", .appKit, light: 0xFFFFFF, dark: 0x1E1E1E),
        SystemColor("controlTextColor", .appKit, light: 0x000000, 0.85, dark: 0xFFFFFF, 0.85),
        SystemColor("windowBackgroundColor", .appKit, light: 0xECECEC, dark: 0x323232),
        SystemColor("controlBackgroundColor", .appKit, light: 0xFFFFFF, dark: 0x1E1E1E),
        SystemColor("separatorColor", .appKit, light: 0x000000, 0.1, dark: 0xFFFFFF, 0.1),
        SystemColor("linkColor", .appKit, light: 0x0068DA, dark: 0x419CFF),
        // Follows the user's accent color; the default accent is system blue.
        SystemColor("controlAccentColor", .appKit, light: 0x007AFF, dark: 0x0A84FF),
    ]
}
