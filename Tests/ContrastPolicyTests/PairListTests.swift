import AssetCatalog
import PaletteConfig
import Testing
@testable import ContrastPolicy

/// Which pairs a config declares, state by state, and which the names imply without one.
@Suite struct PairListTests {
    static let colors: [String: [String: String]] = [
        "Text/textPrimary": ["any": "#1C1C1E", "dark": "#F2F2F7"],
        "Text/textOnAccent": ["any": "#FFFFFF"],
        "Text/secondaryLabel": ["any": "#3C3C43"],
        "Background/backgroundPrimary": ["any": "#FFFFFF", "dark": "#000000"],
        "Background/surfaceRaised": ["any": "#F2F2F7", "dark": "#1C1C1E"],
        "Brand/accent": ["any": "#5B4CF0"],
        "Controls/buttonTitle": ["any": "#FFFFFF"],
        "Controls/buttonTitle.highlighted": ["any": "#E9E6FF"],
        "Controls/buttonTitle.disabled": ["any": "#FFFFFF99"],
        "Controls/PrimaryButton/normal": ["any": "#5B4CF0"],
        "Controls/PrimaryButton/highlighted": ["any": "#4536D6"],
        "Controls/PrimaryButton/disabled": ["any": "#5B4CF066"],
        "Controls/PrimaryButton/selected": ["any": "#3A2CB8"],
        "Chart/chart1": ["any": "#4E79A7"],
        "Chart/chart2": ["any": "#F28E2B"],
    ]

    static func rule(_ foreground: String, _ backgrounds: [String], minimum: ContrastTarget = .level(.aa),
                     increased: ContrastTarget? = nil, disabled: ContrastPairRule.DisabledRule = .exempt) -> ContrastPairRule {
        ContrastPairRule(foreground: ConfigName(foreground, line: 3, column: 7), backgrounds: backgrounds.map { ConfigName($0, line: 4, column: 9) },
                         minimum: minimum, increased: increased, disabled: disabled)
    }

    /// `fg on bg [state]` for each pair, with `!exempt` marks, in list order.
    static func described(_ list: PairList, _ catalog: TestCatalog) -> [String] {
        list.pairs.map { pair in
            "\(catalog.name(pair.foreground)) on \(catalog.name(pair.background))"
                + (pair.state.map { " [\($0.rawValue)]" } ?? "") + (pair.isExempt ? " exempt" : "")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var rules: [ContrastPairRule]
        var expected: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "a qualified name on two backgrounds",
             rules: [rule("Text/textPrimary", ["Background/backgroundPrimary", "Background/surfaceRaised"])],
             expected: ["Text/textPrimary on Background/backgroundPrimary", "Text/textPrimary on Background/surfaceRaised"]),
        Case(name: "a trailing part of a name, in any case",
             rules: [rule("textprimary", ["backgroundPrimary"])],
             expected: ["Text/textPrimary on Background/backgroundPrimary"]),
        Case(name: "two state groups pair state by state, the title's normal on the button's selected",
             rules: [rule("Controls/buttonTitle", ["Controls/PrimaryButton"])],
             expected: ["Controls/buttonTitle on Controls/PrimaryButton/normal [normal]",
                        "Controls/buttonTitle.highlighted on Controls/PrimaryButton/highlighted [highlighted]",
                        "Controls/buttonTitle.disabled on Controls/PrimaryButton/disabled [disabled] exempt",
                        "Controls/buttonTitle on Controls/PrimaryButton/selected [selected]"]),
        Case(name: "a checked disabled state",
             rules: [rule("Controls/buttonTitle", ["Controls/PrimaryButton/disabled"], disabled: .sameTargets)],
             expected: ["Controls/buttonTitle.disabled on Controls/PrimaryButton/disabled [disabled]"]),
        Case(name: "a group on a plain color pairs each state with it",
             rules: [rule("Controls/buttonTitle", ["Brand/accent"])],
             expected: ["Controls/buttonTitle on Brand/accent [normal]", "Controls/buttonTitle.highlighted on Brand/accent [highlighted]",
                        "Controls/buttonTitle.disabled on Brand/accent [disabled] exempt"]),
        Case(name: "a glob matches within a folder",
             rules: [rule("Chart/*", ["Background/backgroundPrimary"])],
             expected: ["Chart/chart1 on Background/backgroundPrimary", "Chart/chart2 on Background/backgroundPrimary"]),
        Case(name: "a glob over group members pairs them as a group",
             rules: [rule("Controls/buttonTitle*", ["Controls/PrimaryButton/highlighted"])],
             expected: ["Controls/buttonTitle.highlighted on Controls/PrimaryButton/highlighted [highlighted]"]),
        Case(name: "the same pair twice is checked once, by the first rule",
             rules: [rule("Text/textPrimary", ["Background/backgroundPrimary"]), rule("textPrimary", ["Background/*"])],
             expected: ["Text/textPrimary on Background/backgroundPrimary", "Text/textPrimary on Background/surfaceRaised"]),
        Case(name: "a color is never its own background",
             rules: [rule("Background/*", ["Background/backgroundPrimary"])],
             expected: ["Background/surfaceRaised on Background/backgroundPrimary"]),
    ])
    func declaredPairs(_ testCase: Case) throws {
        let catalog = try TestCatalog(Self.colors)
        let list = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: testCase.rules))
        #expect(Self.described(list, catalog) == testCase.expected)
        #expect(list.unmatched.isEmpty)
        #expect(list.pairs.allSatisfy { !$0.isInferred })
    }

    @Test func targetsFollowTheRuleAndTheAppearance() throws {
        let catalog = try TestCatalog(Self.colors)
        let rules = [Self.rule("Controls/buttonTitle", ["Controls/PrimaryButton"], minimum: .ratio(3), increased: .level(.aaa),
                          disabled: .target(.level(.aaLarge)))]
        let pairs = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: rules)).pairs
        let normal = try #require(pairs.first { $0.state == .normal })
        #expect(normal.target(in: .dark) == .ratio(3) && normal.target(in: .highContrastDark) == .level(.aaa))
        #expect(normal.hasIncreasedTarget && normal.origin == .declared(rule: 0))
        let disabled = try #require(pairs.first { $0.state == .disabled })
        #expect(!disabled.isExempt && disabled.target(in: .highContrastLight) == .level(.aaLarge))
    }

    @Test func aNameThatMatchesNothingIsReportedWithTheNearestName() throws {
        let catalog = try TestCatalog(Self.colors)
        let list = PairList(workspace: catalog.workspace,
                            section: ContrastSection(pairs: [Self.rule("Text/textPrimry", ["Background/nothing*"])]))
        #expect(list.pairs.isEmpty)
        #expect(list.unmatched.map(\.name.text) == ["Text/textPrimry", "Background/nothing*"])
        #expect(list.unmatched.map(\.role) == [.foreground, .background])
        #expect(list.unmatched.first?.suggestion == "Text/textPrimary")
        #expect(list.unmatched.first?.name.line == 3)
    }

    @Test func withoutDeclaredPairsTheNamesImplyThem() throws {
        let catalog = try TestCatalog(Self.colors)
        let list = PairList(workspace: catalog.workspace, section: nil)
        #expect(list.pairs.allSatisfy { $0.isInferred })
        #expect(Set(Self.described(list, catalog)) == [
            "Text/textPrimary on Background/backgroundPrimary", "Text/textPrimary on Background/surfaceRaised",
            "Text/secondaryLabel on Background/backgroundPrimary", "Text/secondaryLabel on Background/surfaceRaised",
            "Text/textOnAccent on Brand/accent",
        ])
        #expect(list.pairs.allSatisfy { $0.minimum == .level(.aa) && $0.increased == .level(.aa) && !$0.hasIncreasedTarget })
    }

    @Test func aTextColorSitsOnTheBackgroundsOfItsFamilyTheOthersOnTheRest() throws {
        let catalog = try TestCatalog([
            "SidebarUnreadCountText": ["any": "#FFFFFF"], "SidebarUnreadCountBackground": ["any": "#000000"],
            "Toolbar/text": ["any": "#FFFFFF"], "Toolbar/background": ["any": "#000000"],
            "textPrimary": ["any": "#000000"], "backgroundPrimary": ["any": "#FFFFFF"],
            "vibrantTextColor": ["any": "#000000"], "WidgetBackground": ["any": "#FFFFFF"],
        ])
        let list = PairList(workspace: catalog.workspace, section: nil)
        #expect(Set(Self.described(list, catalog)) == [
            "SidebarUnreadCountText on SidebarUnreadCountBackground", "Toolbar/text on Toolbar/background",
            // No family (`primary` is a style), or one without backgrounds (`vibrant`) or text (`widget`): the rest.
            "textPrimary on backgroundPrimary", "textPrimary on WidgetBackground",
            "vibrantTextColor on backgroundPrimary", "vibrantTextColor on WidgetBackground",
        ])
    }

    @Test func aColorPairsWithItsOwnCatalogsBackgroundsAndWithOthersOnlyWhenItHasNone() throws {
        // Three targets: an app and a helper with their own backgrounds, and a widget with text only.
        let catalog = try TestCatalog(catalogs: [
            "App/Assets.xcassets": ["Text": ["any": "#FFFFFF"], "Background": ["any": "#003040"]],
            "Helper/Assets.xcassets": ["Background": ["any": "#FFFFFF"]],
            "Widget/Colors.xcassets": ["WidgetText": ["any": "#000000"]],
        ])
        let list = PairList(workspace: catalog.workspace, section: nil)
        let labels = catalog.workspace.catalogLabels
        let described = Set(list.pairs.map { pair in
            "\(catalog.name(pair.foreground)) (\(labels[pair.foreground.catalog])) on "
                + "\(catalog.name(pair.background)) (\(labels[pair.background.catalog]))"
        })
        #expect(described == [
            "Text (App/Assets.xcassets) on Background (App/Assets.xcassets)",
            "WidgetText (Colors) on Background (App/Assets.xcassets)", "WidgetText (Colors) on Background (Helper/Assets.xcassets)",
        ])
    }

    @Test(arguments: [
        ("SidebarUnreadCountText", "sidebar"), ("WaitlistBackgroundColor", "waitlist"), ("Scene/Onboarding/background", "onboarding"),
        ("Toolbar/text", "toolbar"), ("textPrimary", nil), ("secondaryLabel", nil), ("systemGroupedBackground", nil),
        ("Text/textPrimary", nil), ("Background/surfaceRaised", nil), ("Colors/TextColor", nil), ("onPrimary", nil),
    ] as [(String, String?)])
    func aFamilyIsTheFirstWordThatNamesAFeature(_ name: String, _ family: String?) {
        #expect(PairInference.family(of: name) == family)
    }

    @Test func inferenceIsOffWithDeclaredPairsOrNoInferAndOnWhenAskedFor() throws {
        let catalog = try TestCatalog(Self.colors)
        let declared = [Self.rule("Chart/chart1", ["Background/backgroundPrimary"])]
        #expect(PairList(workspace: catalog.workspace, section: ContrastSection(pairs: declared)).pairs.count == 1)
        #expect(PairList(workspace: catalog.workspace, section: nil, inferring: false).pairs.isEmpty)
        let both = PairList(workspace: catalog.workspace, section: ContrastSection(pairs: declared, infer: true))
        #expect(both.pairs.count == 6 && both.pairs.filter(\.isInferred).count == 5)
    }

    struct RoleCase: Sendable, CustomTestStringConvertible {
        var name: String
        var role: PairInference.Role?
        var testDescription: String { name }
    }

    @Test(arguments: [
        RoleCase(name: "Text/textPrimary", role: .foreground), RoleCase(name: "Text/primary", role: .foreground),
        RoleCase(name: "labelColor", role: .foreground), RoleCase(name: "Controls/linkText", role: .foreground),
        RoleCase(name: "secondaryLabelColor", role: .foreground), RoleCase(name: "text_muted", role: .foreground),
        RoleCase(name: "Background/backgroundElevated", role: .background), RoleCase(name: "Background/primary", role: .background),
        RoleCase(name: "surface-container", role: .background), RoleCase(name: "systemGroupedBackground", role: .background),
        RoleCase(name: "textBackground", role: .background),
        RoleCase(name: "onPrimary", role: .on(["primary"])), RoleCase(name: "Text/textOnAccent", role: .on(["accent"])),
        RoleCase(name: "on-surface-variant", role: .on(["surface", "variant"])),
        RoleCase(name: "Brand/accent", role: nil), RoleCase(name: "textures", role: nil), RoleCase(name: "toggleOn", role: nil),
        RoleCase(name: "Controls/buttonTitle", role: nil), RoleCase(name: "labelled", role: nil),
    ])
    func namesSayWhatRoleAColorPlays(_ testCase: RoleCase) {
        #expect(PairInference.role(of: testCase.name) == testCase.role)
    }

    @Test func onAColorThatDoesNotExistFallsBackToTextOnBackgrounds() throws {
        let catalog = try TestCatalog(["Text/textOnBrand": ["any": "#FFFFFF"], "Background/backgroundPrimary": ["any": "#000000"]])
        let list = PairList(workspace: catalog.workspace, section: nil)
        #expect(Self.described(list, catalog) == ["Text/textOnBrand on Background/backgroundPrimary"])
    }

    @Test(arguments: [
        ("Chart/*", "Chart/chart1", true), ("Chart/*", "Chart/Sub/chart1", false), ("Chart/**", "Chart/Sub/chart1", true),
        ("*/chart?", "Chart/chart1", true), ("*/chart?", "Chart/chart12", false), ("text*", "textPrimary", true),
        ("text*", "Text/textPrimary", false), ("**Primary", "Text/textPrimary", true), ("chart1", "Chart/chart1", false),
    ])
    func globsMatchWithinAndAcrossComponents(_ pattern: String, _ name: String, _ matches: Bool) {
        #expect(Glob(pattern).matches(name) == matches)
    }
}
