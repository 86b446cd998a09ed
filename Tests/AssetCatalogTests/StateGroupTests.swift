import Testing
import TestSupport
@testable import AssetCatalog

@Suite struct StateGroupTests {
    struct Split: Sendable, CustomTestStringConvertible {
        var name: String
        var stem: String?
        var state: ViewState?
        var testDescription: String { name }
    }

    @Test(arguments: [
        Split(name: "title.highlighted", stem: "title", state: .highlighted),
        Split(name: "title-disabled", stem: "title", state: .disabled),
        Split(name: "title_selected", stem: "title", state: .selected),
        Split(name: "titleSelected", stem: "title", state: .selected),
        Split(name: "title2Pressed", stem: "title2", state: .pressed),
        Split(name: "Button.FOCUSED", stem: "Button", state: .focused),
        Split(name: "linkText-hovered", stem: "linkText", state: .hovered),
        Split(name: "title.normal", stem: "title", state: .normal),
        Split(name: "highlighted", stem: nil, state: nil),
        Split(name: "unpressed", stem: nil, state: nil),
        Split(name: "TITLESELECTED", stem: nil, state: nil),
        Split(name: ".disabled", stem: nil, state: nil),
    ])
    func splitsAStateSuffix(_ example: Split) {
        let split = StateVocabulary.builtIn.split(example.name)
        #expect(split?.stem == example.stem)
        #expect(split?.state == example.state)
    }

    @Test func findsBothConventionsInOneCatalog() throws {
        let twoSlots = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Button/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Button/normal.colorset/Contents.json": twoSlots,
            "A.xcassets/Button/Highlighted.colorset/Contents.json": twoSlots,
            "A.xcassets/Button/disabled.colorset/Contents.json": twoSlots,
            "A.xcassets/title.colorset/Contents.json": twoSlots,
            "A.xcassets/title.disabled.colorset/Contents.json": twoSlots,
            "A.xcassets/titleSelected.colorset/Contents.json": twoSlots,
            "A.xcassets/lonely-pressed.colorset/Contents.json": twoSlots,
        ])
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(StateGroupTests.describe(catalog) == [
            "Button folder normal=normal highlighted=Highlighted disabled=disabled",
            "title suffix normal=title disabled=title.disabled selected=titleSelected",
        ])
    }

    @Test func stateWordsMatchIgnoringCaseAndNothingElse() {
        #expect(["normal", "Highlighted", "DISABLED", "pressed", "Selected", "focused", "hoVered"].map { StateVocabulary.builtIn.state(named: $0) }
            == [.normal, .highlighted, .disabled, .pressed, .selected, .focused, .hovered])
        for word in ["", "normals", "highlight", "h\u{131}ghlighted", "disabled ", "t\u{212A}", "n0rmal"] {
            #expect(StateVocabulary.builtIn.state(named: word) == nil, "\(word)")
        }
    }

    /// `name kind state=colorset ...` for every group, sorted.
    static func describe(_ catalog: Catalog) -> [String] {
        catalog.stateGroups.map { group in
            "\(group.name) \(group.convention) " + group.members.map {
                "\($0.state.rawValue)=\(catalog.colorSets[$0.colorSet].name)"
            }.joined(separator: " ")
        }.sorted()
    }
}
