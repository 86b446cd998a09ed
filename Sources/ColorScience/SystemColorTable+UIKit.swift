/// UIKit's system colors (iOS 15–18). Columns: light, dark, then the HIG's Increase Contrast
/// light and dark values where it documents them.
extension SystemColorTable {
    static let uiKit: [SystemColor] = [
        // System colors, HIG "Color" (iOS): default and accessible (Increase Contrast) values.
        SystemColor("systemRedColor", .uiKit, light: 0xFF3B30, dark: 0xFF453A, highContrast: (0xD70015, 0xFF6961)),
        SystemColor("systemOrangeColor", .uiKit, light: 0xFF9500, dark: 0xFF9F0A, highContrast: (0xC93400, 0xFFB340)),
        SystemColor("systemYellowColor", .uiKit, light: 0xFFCC00, dark: 0xFFD60A, highContrast: (0xB25000, 0xFFD426)),
        SystemColor("systemGreenColor", .uiKit, light: 0x34C759, dark: 0x30D158, highContrast: (0x248A3D, 0x30DB5B)),
        SystemColor("systemMintColor", .uiKit, light: 0x00C7BE, dark: 0x63E6E2, highContrast: (0x0C817B, 0x66D4CF)),
        SystemColor("systemTealColor", .uiKit, light: 0x30B0C7, dark: 0x40C8E0, highContrast: (0x008299, 0x5DE6FF)),
        SystemColor("systemCyanColor", .uiKit, light: 0x32ADE6, dark: 0x64D2FF, highContrast: (0x0071A4, 0x70D7FF)),
        SystemColor("systemBlueColor", .uiKit, light: 0x007AFF, dark: 0x0A84FF, highContrast: (0x0040DD, 0x409CFF)),
        SystemColor("systemIndigoColor", .uiKit, light: 0x5856D6, dark: 0x5E5CE6, highContrast: (0x3634A3, 0x7D7AFF)),
        SystemColor("systemPurpleColor", .uiKit, light: 0xAF52DE, dark: 0xBF5AF2, highContrast: (0x8944AB, 0xDA8FFF)),
        SystemColor("systemPinkColor", .uiKit, light: 0xFF2D55, dark: 0xFF375F, highContrast: (0xD30F45, 0xFF6482)),
        SystemColor("systemBrownColor", .uiKit, light: 0xA2845E, dark: 0xAC8E68, highContrast: (0x7F6545, 0xB59469)),
        // Grays, HIG "Color" (iOS).
        SystemColor("systemGrayColor", .uiKit, light: 0x8E8E93, dark: 0x8E8E93, highContrast: (0x6C6C70, 0xAEAEB2)),
        SystemColor("systemGray2Color", .uiKit, light: 0xAEAEB2, dark: 0x636366, highContrast: (0x8E8E93, 0x7C7C80)),
        SystemColor("systemGray3Color", .uiKit, light: 0xC7C7CC, dark: 0x48484A, highContrast: (0xAEAEB2, 0x545456)),
        SystemColor("systemGray4Color", .uiKit, light: 0xD1D1D6, dark: 0x3A3A3C, highContrast: (0xBCBCC0, 0x444446)),
        SystemColor("systemGray5Color", .uiKit, light: 0xE5E5EA, dark: 0x2C2C2E, highContrast: (0xD8D8DC, 0x363638)),
        SystemColor("systemGray6Color", .uiKit, light: 0xF2F2F7, dark: 0x1C1C1E, highContrast: (0xEBEBF0, 0x242426)),
        // Labels and text (UIKit "UI element colors").
        SystemColor("labelColor", .uiKit, light: 0x000000, dark: 0xFFFFFF),
        SystemColor("secondaryLabelColor", .uiKit, light: 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6),
        SystemColor("tertiaryLabelColor", .uiKit, light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        SystemColor("quaternaryLabelColor", .uiKit, light: 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16),
        SystemColor("placeholderTextColor", .uiKit, light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        SystemColor("linkColor", .uiKit, light: 0x007AFF, dark: 0x0984FF),
        SystemColor("lightTextColor", .uiKit, light: 0xFFFFFF, 0.6, dark: 0xFFFFFF, 0.6),
        SystemColor("darkTextColor", .uiKit, light: 0x000000, dark: 0x000000),
        // Separators.
        SystemColor("separatorColor", .uiKit, light: 0x3C3C43, 0.29, dark: 0x545458, 0.6),
        SystemColor("opaqueSeparatorColor", .uiKit, light: 0xC6C6C8, dark: 0x38383A),
        // Backgrounds.
        SystemColor("systemBackgroundColor", .uiKit, light: 0xFFFFFF, dark: 0x000000),
        SystemColor("secondarySystemBackgroundColor", .uiKit, light: 0xF2F2F7, dark: 0x1C1C1E),
        SystemColor("tertiarySystemBackgroundColor", .uiKit, light: 0xFFFFFF, dark: 0x2C2C2E),
        SystemColor("systemGroupedBackgroundColor", .uiKit, light: 0xF2F2F7, dark: 0x000000),
        SystemColor("secondarySystemGroupedBackgroundColor", .uiKit, light: 0xFFFFFF, dark: 0x1C1C1E),
        SystemColor("tertiarySystemGroupedBackgroundColor", .uiKit, light: 0xF2F2F7, dark: 0x2C2C2E),
        // Deprecated in iOS 13; now the same as systemGroupedBackground.
        SystemColor("groupTableViewBackgroundColor", .uiKit, light: 0xF2F2F7, dark: 0x000000),
        // Fills.
        SystemColor("systemFillColor", .uiKit, light: 0x787880, 0.2, dark: 0x787880, 0.36),
        SystemColor("secondarySystemFillColor", .uiKit, light: 0x787880, 0.16, dark: 0x787880, 0.32),
        SystemColor("tertiarySystemFillColor", .uiKit, light: 0x767680, 0.12, dark: 0x767680, 0.24),
        SystemColor("quaternarySystemFillColor", .uiKit, light: 0x747480, 0.08, dark: 0x767680, 0.18),
        // Fixed colors.
        SystemColor("whiteColor", .uiKit, light: 0xFFFFFF, dark: 0xFFFFFF),
        SystemColor("blackColor", .uiKit, light: 0x000000, dark: 0x000000),
        SystemColor("clearColor", .uiKit, light: 0x000000, 0, dark: 0x000000, 0),
    ]
}
