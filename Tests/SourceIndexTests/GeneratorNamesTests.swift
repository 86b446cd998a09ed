import Testing
@testable import SourceIndex

/// SwiftGen's names, checked against `Assets.swift` files that SwiftGen's `xcassets` `swift5`
/// template wrote in public repositories (`ColorAsset(name: "Style/Cian Light")` declared as
/// `cianLight` in `enum Style`), and against the examples StencilSwiftKit's filters document.
@Suite struct SwiftGenNamesTests {
    @Test(arguments: [
        // Written by SwiftGen.
        ("DarkGray", "darkGray"), ("Dark Gray", "darkGray"), ("darkGray", "darkGray"), ("Default", "default"),
        ("Blue/5", "Blue._5"), ("Colors/Primary/300", "Colors.Primary._300"), ("Style/Cian Light", "Style.cianLight"),
        ("Style/Gray 3", "Style.gray3"), ("Colors/Secondary/on.container", "Colors.Secondary.onContainer"),
        ("Colors/Operativita/green_007D8C", "Colors.Operativita.green007D8C"),
        ("Colors/Primary/action_bright", "Colors.Primary.actionBright"), ("Colors/Shadow/SearchCard", "Colors.Shadow.searchCard"),
        ("Accounts/premiumPlan-icon", "Accounts.premiumPlanIcon"), ("Loader/first", "Loader.first"), ("AccentColor", "accentColor"),
        // The filters' documented examples: `lowerFirstWord` keeps a capital that starts a word.
        ("URLChooser", "urlChooser"), ("PeoplePicker", "peoplePicker"),
        // Without a lower-case letter the words are cut at `_` and capitalized.
        ("DARK_GRAY", "darkGray"), ("RED", "red"), ("H1TITLE", "h1Title"),
    ])
    func symbol(name: String, symbol: String) {
        #expect(SwiftGenNames.symbol(name) == symbol)
    }
}

/// R.swift 7's names, by its `SwiftIdentifier(name:)`: checked against generated `_R.color`
/// structs (`var accentColor: RswiftResources.ColorResource { .init(name: "AccentColor", ...) }`)
/// and against what its expressions do with capitals, digits and separators.
@Suite struct RSwiftNamesTests {
    @Test(arguments: [
        // Written by R.swift.
        ("AccentColor", "accentColor"), ("grayViolet", "grayViolet"), ("c2A2A2A", "c2A2A2A"), ("blue", "blue"),
        // The run of capitals before a non-lower-case character is lowered, even at the end but one.
        ("URLColor", "urlColor"), ("DARK_GRAY", "dark_GRAY"), ("ABC", "abC"), ("A1", "a1"),
        // Cut at punctuation and spaces (not `_`), the pieces after the first raised; leading digits dropped.
        ("brand-primary", "brandPrimary"), ("light gray", "lightGray"), ("on.container", "onContainer"), ("2x-large", "xLarge"),
        // Each namespace the same way, lowered: `R.color.brand.main`.
        ("Brand/main", "brand.main"), ("Text Colors/Primary", "textColors.primary"),
    ])
    func symbol(name: String, symbol: String) {
        #expect(RSwiftNames.symbol(name) == symbol)
    }
}
