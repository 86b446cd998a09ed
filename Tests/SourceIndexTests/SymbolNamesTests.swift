import Testing
@testable import SourceIndex

/// Xcode's asset symbols, checked against `GeneratedAssetSymbols.swift` files that Xcode wrote
/// (committed in public repositories): the color resource declared for each name, e.g.
/// `static let _292_C_38 = ColorResource(name: "Colors/292C38", ...)` in `enum Colors`.
@Suite struct SymbolNamesTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("errorColor", "error"), ("hint_text_color", "hintText"), ("card-number-color", "cardNumber"),
        ("Color", "color"), ("accent_color1", "accentColor1"), ("BackgroundColour", "backgroundColour"),
        ("Launch_screen_colour", "launchScreenColour"), ("UIColour", "uiColour"), ("UIAccent", "uiAccent"), ("TBlack", "tBlack"),
        ("BGLighGray", "bgLighGray"), ("Dark Gray", "darkGray"), ("Blue Theme", "blueTheme"), ("button_disabled_tertiary", "buttonDisabledTertiary"),
        ("CLR_LAUNCH_SCREEN_COLOR", "CLR_LAUNCH_SCREEN"), ("CLR_APPBAR_BCKGRND", "CLR_APPBAR_BCKGRND"),
        ("Colors/121212", "Colors._121212"), ("Colors/292C38", "Colors._292_C_38"), ("Colors/2B3041", "Colors._2_B_3041"),
        ("Colors/A2D8FF", "Colors.A_2_D_8_FF"), ("Colors/DCAC00", "Colors.DCAC_00"), ("Colors/ECEAFB", "Colors.ECEAFB"),
        ("Colors/c50000", "Colors.c50000"), ("Gray200", "gray200"), ("grayCaption00", "grayCaption00"),
    ])
    func colorSymbols(name: String, symbol: String) {
        #expect(SymbolNames.assetSymbol(name) == symbol)
    }

    /// Names Xcode gave image symbols by the same word rules (images drop `Image` where colors drop
    /// `Color`): digits, capitals, separators and namespaces.
    @Test(arguments: [
        ("10d", "_10D"), ("2x2", "_2X2"), ("40k-border", "_40KBorder"), ("16_9", "_16_9"), ("3D", "_3_D"), ("3d", "_3D"),
        ("B2", "B_2"), ("ID", "ID"), ("1_back_arm", "_1BackArm"), ("iconPreviews/TLS2016", "IconPreviews.TLS_2016"),
        ("iconPreviews/TLSold", "IconPreviews.tlSold"), ("iconPreviews/M-stadt", "IconPreviews.mStadt"), ("Poses/A-1-1-0", "Poses.A_1_1_0"),
        ("QRpedia_QR-Code Blue", "qRpediaQRCodeBlue"), ("Locate me OFF", "locateMeOFF"), ("FTU-screen1", "ftuScreen1"),
        ("iPhone_Card_Failure", "iPhoneCardFailure"), ("AM-AI-iOS-ClearDark-1024x1024", "amAIIOSClearDark1024X1024"),
        ("sy_head_10@2x", "syHead102X"), ("CristoPose2 (1)", "cristoPose21"), ("Connecting0_", "connecting0"),
        ("icon_ID ", "iconID"), ("Default", "default"), ("App Icon/Front/Content", "AppIcon.Front.content"),
    ])
    func sharedWordRules(name: String, symbol: String) {
        #expect(SymbolNames.assetSymbol(name) == symbol)
    }
}
