import AssetCatalog
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// Names come from the file system and files: they are drawn escaped, and broken files are flagged.
@Suite struct UntrustedCatalogTests {
    private func state(_ folder: TemporaryFolder) -> AppState {
        AppState(workspace: CatalogLoader.load(paths: [folder.path]), size: TerminalSize(width: 120, height: 30))
    }

    @Test func controlCharactersInNamesAreDrawnVisiblyEscaped() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/evil\u{1B}[31mred.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
        ])
        let buffer = Screen.render(state(folder))
        let text = buffer.lines.joined(separator: "\n")
        #expect(text.contains("evil\\u{1B}[31mred"))
        #expect(!buffer.cells.contains { $0.character.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func aBrokenColorsetIsMarkedInTheTreeAndExplainedInTheDetail() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/broken.colorset/Contents.json": "{ \"colors\" : [ ",
            "A.xcassets/fine.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
        ])
        var state = state(folder)
        state.select(1)
        let buffer = Screen.render(state)
        let y = try #require(buffer.lines.firstIndex { $0.hasPrefix("   ▶ broken") })
        #expect(buffer.lines[y].prefix(state.layout.tree.width).hasSuffix("!    none       "))
        #expect(buffer[state.layout.tree.width - 16, y].style.foreground == .rgb(0xFF, 0x5F, 0x5F))
        #expect(buffer.lines.contains { $0.dropFirst(state.layout.detail.x + 1).hasPrefix("error:1:") })
    }

    @Test func anEmptyWorkspaceSaysNoCatalogsWereFound() throws {
        let folder = try TemporaryFolder(["empty/": ""])
        let lines = Screen.render(state(folder)).lines
        #expect(lines.contains { $0.contains("no catalogs found") })
    }
}
