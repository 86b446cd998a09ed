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

    @Test func catalogsWithoutColorsHaveNoRowsUnlessSomethingIsWrongWithThem() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
        let folder = try TemporaryFolder([
            "Colors.xcassets/Contents.json": XcodeJSON.folder(),
            "Colors.xcassets/Icons/Contents.json": XcodeJSON.folder(),
            "Colors.xcassets/Icons/star.imageset/Contents.json": "{}",
            "Colors.xcassets/Icons/Empty/Contents.json": XcodeJSON.folder(),
            "Colors.xcassets/Text/Contents.json": XcodeJSON.folder(),
            "Colors.xcassets/Text/title.colorset/Contents.json": color,
            "Images.xcassets/Contents.json": XcodeJSON.folder(),
            "Images.xcassets/logo.imageset/Contents.json": "{}",
            "Broken.xcassets/Contents.json": "{",
        ])
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 30))
        let labels = state.outline.nodes.map(\.label)
        #expect(labels.contains("Colors (1)") || labels.contains("Colors"), "\(labels)")
        #expect(labels.contains("Text") && labels.contains("title"), "\(labels)")
        #expect(!labels.contains("Icons") && !labels.contains("Empty") && !labels.contains { $0.hasPrefix("Images") }, "\(labels)")
        // A catalog with a problem (here its broken Contents.json) keeps its row, marked, to show it.
        let broken = try #require(state.outline.nodes.first { $0.label.hasPrefix("Broken") })
        #expect(broken.worstSeverity == .error)
    }

    @Test func catalogsWithoutColorsAreSaidToHaveNone() throws {
        let folder = try TemporaryFolder([
            "Images.xcassets/Contents.json": XcodeJSON.folder(),
            "Images.xcassets/logo.imageset/Contents.json": "{}",
        ])
        let state = AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 30))
        let text = Screen.render(state).lines.joined(separator: "\n")
        #expect(state.outline.nodes.isEmpty)
        #expect(text.contains("no colors in 1 catalog") && !text.contains("no catalogs found"), "\(text)")
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
