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
