import AssetCatalog
import PaletteUI
import TerminalCore
import TestSupport
import Testing

@Suite struct OutlineTests {
    @Test func foldersInsideAStateFolderStillHaveRows() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Button/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Button/normal.colorset/Contents.json": color,
            "A.xcassets/Button/disabled.colorset/Contents.json": color,
            "A.xcassets/Button/Icon/Contents.json": XcodeJSON.folder(namespace: true),
            "A.xcassets/Button/Icon/tint.colorset/Contents.json": color,
        ])
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 30))
        let text = Screen.render(state).lines.joined(separator: "\n")
        #expect(text.contains("Button"))
        #expect(text.contains("Icon/"))
        #expect(text.contains("tint"))
    }
}

@Suite struct TreeMarkerTests {
    @Test func theErrorMarkFollowsEditsOfTheColorset() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/dup.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00"),
                XcodeJSON.entry(red: "0x10", green: "0x00", blue: "0x00", luminosity: "dark"),
                XcodeJSON.entry(red: "0x20", green: "0x00", blue: "0x00", luminosity: "dark"),
            ]),
        ])
        var state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 30))
        state.select(1)
        _ = state.send(.key(.character("2")))
        let row = { (state: AppState) in
            Screen.render(state).lines.map { String($0.prefix { $0 != "│" }) }.first { $0.contains("dup") } ?? ""
        }
        #expect(row(state).contains("!"), "a duplicate Dark slot is an error")
        _ = state.send(.key(.character("x")), .key(.character("y")))
        #expect(state.colorSet(at: ColorSetLocation(catalog: 0, colorSet: 0)).variants.count == 2)
        #expect(!row(state).contains("!"), "removing the duplicate clears the mark")
    }
}

/// Catalogs that share a name are told apart in the tree and the status bar.
@Suite struct CatalogLabelRowTests {
    @Test func twoAssetsCatalogsShowTheirDistinguishingPaths() throws {
        let folder = try TemporaryFolder([
            "App/Assets.xcassets/red.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
            "Widget/Assets.xcassets/blue.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x00", green: "0x00", blue: "0xFF")]),
        ])
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 40))
        let catalogRows = state.outline.nodes.filter { if case .catalog = $0.item { true } else { false } }.map(\.label)
        #expect(catalogRows == ["App/Assets.xcassets", "Widget/Assets.xcassets"])
        let screen = Screen.render(state).lines
        #expect(screen.last { $0.contains("│ Light │") }?.hasPrefix(" App/Assets.xcassets │") == true)
    }
}
