import CodeGeneration
import PaletteConfig
import Testing

/// The identifier rules: words, camel case, digits, keywords, reserved names, Xcode's naming.
struct SwiftIdentifierTests {
    @Test(arguments: [
        ("accent", "accent"), ("accentSoft", "accentSoft"), ("accent soft", "accentSoft"), ("accent-soft", "accentSoft"),
        ("accent_soft", "accentSoft"), ("accent.soft", "accentSoft"), ("Brand Main", "brandMain"), ("URLColor", "urlColor"),
        ("HTTPStatusCode", "httpStatusCode"), ("chart1", "chart1"), ("1up", "_1up"), ("2024 Blue", "_2024Blue"),
        ("default", "`default`"), ("class", "`class`"), ("self", "self_"), ("rawValue", "rawValue_"), ("allCases", "allCases_"),
        ("color", "color_"), ("in", "`in`"), ("🎨 paint", "🎨Paint"), ("a+b", "aB"), ("---", "_u2D_2D_2D"),
    ])
    func memberNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.member(name) == expected)
    }

    @Test func xcodeNamingDropsATrailingColorWord() {
        #expect(SwiftIdentifier.member("brandColor", naming: .xcode) == "brand")
        #expect(SwiftIdentifier.member("brand color", naming: .xcode) == "brand")
        #expect(SwiftIdentifier.member("Color", naming: .xcode) == "color_")
        #expect(SwiftIdentifier.member("brandColor") == "brandColor")
        #expect(SwiftIdentifier.member("colorful", naming: .xcode) == "colorful")
    }

    @Test(arguments: [
        ("Brand", "Brand"), ("text styles", "TextStyles"), ("primary-button", "PrimaryButton"), ("2x", "_2x"),
        ("Type", "Type_"), ("Protocol", "Protocol_"),
    ])
    func typeNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.type(name) == expected)
    }

    @Test(arguments: [
        ("Palette", "Palette", "Palette_"), ("palette", "Palette", "Palette_"), ("Colors", "Colors", "Colors_"),
        ("Colors", "Palette", "Colors"), ("Palette", "Colors", "Palette"), ("Palette color", "Palette", "PaletteColor_"),
        ("PaletteState", "Palette", "PaletteState_"), ("PaletteStateValue", "Palette", "PaletteStateValue_"),
        ("ColorsStateValue", "Colors", "ColorsStateValue_"), ("Swift", "Palette", "Swift_"),
        ("Foundation", "Colors", "Foundation_"), ("SwiftUI", "Palette", "SwiftUI_"), ("UIKit", "Palette", "UIKit_"),
        ("AppKit", "Palette", "AppKit_"), ("UIColor", "Palette", "UIColor"),
    ])
    func aNamespaceNamedLikeWhatTheCodeReachesGetsATrailingUnderscore(_ name: String, _ root: String, _ expected: String) {
        #expect(SwiftIdentifier.type(name, outer: SwiftIdentifier.outerNames(root: root)) == expected)
    }

    /// A type name may start in lower case (`--type colors`): a color or state group of that name
    /// would hide it as well.
    @Test func aMemberNamedLikeALowerCaseRootGetsATrailingUnderscore() {
        let outer = SwiftIdentifier.outerNames(root: "colors")
        #expect(SwiftIdentifier.member("Colors", outer: outer) == "colors_")
        #expect(SwiftIdentifier.member("colors state value", outer: outer) == "colorsStateValue_")
        #expect(SwiftIdentifier.member("colors", outer: SwiftIdentifier.outerNames(root: "Palette")) == "colors")
    }

    @Test func controlsNeverEnterAnIdentifier() {
        #expect(SwiftIdentifier.member("red\u{202E}evil") == "redEvil")
        #expect(SwiftIdentifier.member("line\nbreak") == "lineBreak")
    }
}
