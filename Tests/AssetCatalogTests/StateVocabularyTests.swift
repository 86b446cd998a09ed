import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// The open state vocabulary on names real catalogs use (the DuckDuckGo macOS browser's, named in
/// issue 15, and Mastodon's from the corpus) and on names that must stay single colors.
@Suite struct StateVocabularyTests {
    struct Split: Sendable, CustomTestStringConvertible {
        var name: String
        var stem: String?
        var state: String?
        var testDescription: String { name }

        init(_ name: String, _ stem: String? = nil, _ state: String? = nil) {
            self.name = name
            self.stem = stem
            self.state = state
        }
    }

    @Test(arguments: [
        Split("AlertRedHover", "AlertRed", "hovered"),
        Split("AlertRedPressed", "AlertRed", "pressed"),
        Split("PrimaryButtonRest", "PrimaryButton", "normal"),
        Split("FireButtonRedHoverColor", "FireButtonRed", "hovered"),
        Split("FireButtonRedPressedColor", "FireButtonRed", "pressed"),
        Split("ButtonMouseOverColor", "Button", "hovered"),
        Split("ButtonMouseDownColor", "Button", "pressed"),
        Split("PWMButtonBackground-Pressed", "PWMButtonBackground", "pressed"),
        Split("InfoHoverButtonHovered", "InfoHoverButton", "hovered"),
        Split("OnboardingActionButtonPressedColor", "OnboardingActionButton", "pressed"),
        Split("DuckPlayerOnboardingPrimaryButtonPressed", "DuckPlayerOnboardingPrimaryButton", "pressed"),
        Split("navigation.back.button.background.highlighted", "navigation.back.button.background", "highlighted"),
        Split("title-hover-colour", "title", "hovered"),
        Split("row_IDLE", "row", "normal"),
        Split("itemDefault", "item", "normal"),
        Split("buttonEnabled", "button", "normal"),
        Split("cellChecked", "cell", "selected"),
        Split("switchOn", "switch", "selected"),
        Split("menuUnavailable", "menu", "disabled"),
        Split("fieldFocus", "field", "focused"),
        Split("windowInactive", "window", "inactive"),
        Split("tabRollover", "tab", "hovered"),
        Split("tabRollOver", "tab", "hovered"),
        Split("linkTapped", "link", "pressed"),
        Split("key.down", "key", "pressed"),
        Split("cardMouseover", "card", "hovered"),
    ])
    func realAndInventedNamesSplitAtTheirLastStateWord(_ example: Split) {
        let split = StateVocabulary.builtIn.split(example.name)
        #expect(split?.stem == example.stem)
        #expect(split?.state.rawValue == example.state)
    }

    @Test(arguments: [
        "InactiveSearchBarBackground", "SelectedSuggestionTintColor", "AddressBarFocusedBackgroundColor",
        "HomeFeedItemHoverShadow1Color", "ButtonMouseDownColorLight", "AlertRedLightDefaultText",
        "PopoverBackgroundColor", "Button", "Popover", "Icon", "mention", "Countdown", "dropdown", "Forest",
        "tab.bar.item.inactive.icon.color", "HoverColor", "Color", "hover", "Hovered", "-pressed", "ONHOVER",
    ])
    func aStateWordInsideANameOrAloneDoesNotSplitIt(_ name: String) {
        #expect(StateVocabulary.builtIn.split(name) == nil)
    }

    @Test func theIssuesRealGroupsComeOutWithCanonicalStates() throws {
        let names = [
            "AlertRed", "AlertRedHover", "AlertRedPressed", "AlertRedLightDefaultText",
            "PrimaryButtonRest", "PrimaryButtonHover", "PrimaryButtonPressed",
            "FireButtonRedHoverColor", "FireButtonRedPressedColor", "FireButtonRedBackgroundColor",
            "DuckPlayerOnboardingPrimaryButton", "DuckPlayerOnboardingPrimaryButtonPressed",
            "OnboardingActionButtonColor", "OnboardingActionButtonPressedColor",
            "PWMButtonBackground", "PWMButtonBackground-Pressed",
            "InfoHoverButton", "InfoHoverButtonHovered",
            "ButtonMouseOverColor", "ButtonMouseDownColor", "ButtonMouseDownColorLight",
            "InactiveSearchBarBackground", "SelectedSuggestionTintColor", "RowHoverColor",
        ]
        let catalog = try Self.catalog(names)
        #expect(StateGroupTests.describe(catalog) == [
            "AlertRed suffix normal=AlertRed pressed=AlertRedPressed hovered=AlertRedHover",
            "Button suffix pressed=ButtonMouseDownColor hovered=ButtonMouseOverColor",
            "DuckPlayerOnboardingPrimaryButton suffix normal=DuckPlayerOnboardingPrimaryButton "
                + "pressed=DuckPlayerOnboardingPrimaryButtonPressed",
            "FireButtonRed suffix pressed=FireButtonRedPressedColor hovered=FireButtonRedHoverColor",
            "InfoHoverButton suffix normal=InfoHoverButton hovered=InfoHoverButtonHovered",
            "OnboardingActionButton suffix normal=OnboardingActionButtonColor pressed=OnboardingActionButtonPressedColor",
            "PWMButtonBackground suffix normal=PWMButtonBackground pressed=PWMButtonBackground-Pressed",
            "PrimaryButton suffix normal=PrimaryButtonRest pressed=PrimaryButtonPressed hovered=PrimaryButtonHover",
        ])
    }

    @Test func aFolderOfSynonymsIsAGroupButTwoWordsForOneStateAreNot() throws {
        let catalog = try Self.catalog(["Toggle/rest", "Toggle/hover", "Toggle/down", "Chip/normal", "Chip/default",
                                        "Tag", "TagHover", "TagHovered"])
        #expect(StateGroupTests.describe(catalog) == ["Toggle folder normal=rest pressed=down hovered=hover"])
    }

    @Test func aProjectAddsWordsToAStateAndNewStates() throws {
        let vocabulary = StateVocabulary.builtIn
            .adding(["drag", "dragged"], to: "dragging")
            .adding(["push"], to: "pressed")
            .adding(["hot"], to: "hover")
            .adding(["on"], to: "active")
        #expect(vocabulary.states.suffix(2) == [ViewState(rawValue: "dragging"), ViewState(rawValue: "active")])
        #expect(vocabulary.split("CardDrag")?.state.rawValue == "dragging")
        #expect(vocabulary.split("CardDragging")?.state.rawValue == "dragging")
        #expect(vocabulary.split("KeyPush")?.state == .pressed)
        #expect(vocabulary.split("LinkHot")?.state == .hovered)
        #expect(vocabulary.split("SwitchOn")?.state.rawValue == "active", "a word moves to the project's state")
        #expect(vocabulary.split("SwitchChecked")?.state == .selected)
        #expect(StateVocabulary.builtIn.split("CardDrag") == nil)

        let catalog = try Self.catalog(["Card", "CardDrag", "CardHot"], vocabulary: vocabulary)
        #expect(StateGroupTests.describe(catalog) == ["Card suffix normal=Card hovered=CardHot dragging=CardDrag"])
    }

    @Test func builtInStatesSortFirstThenOthersByName() {
        let states = [ViewState(rawValue: "zooming"), .hovered, ViewState(rawValue: "dragging"), .normal, .inactive, .pressed]
        #expect(states.sorted().map(\.rawValue) == ["normal", "pressed", "hovered", "inactive", "dragging", "zooming"])
    }

    /// A catalog holding one colorset per name (`Folder/name` makes a plain group folder).
    static func catalog(_ names: [String], vocabulary: StateVocabulary = .builtIn) throws -> Catalog {
        let colorSet = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        var files = ["A.xcassets/Contents.json": XcodeJSON.folder()]
        for name in names { files["A.xcassets/\(name).colorset/Contents.json"] = colorSet }
        let folder = try TemporaryFolder(files)
        return CatalogLoader.loadCatalog(at: folder.url("A.xcassets"), vocabulary: vocabulary)
    }
}

/// Over every catalog of the corpus, the groups found are the real ones: no name is split on a
/// word inside it, and synonyms add no false group.
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct CorpusStateGroupTests {
    @Test func theCorpusGroupsAreMastodonsHighlightedButtons() throws {
        let corpus = try #require(SharedFolder.corpus)
        let workspace = CatalogLoader.load(paths: [corpus.path])
        let groups = workspace.catalogs.flatMap { catalog in
            catalog.stateGroups.map { "\($0.name): " + $0.states.map(\.rawValue).joined(separator: ", ") }
        }
        #expect(groups.sorted() == [
            "Scene/Onboarding/navigation.back.button.background: normal, highlighted",
            "Scene/Onboarding/navigation.next.button.background: normal, highlighted",
            "Scene/Profile/RelationshipButton/background: normal, highlighted",
        ])
    }
}
