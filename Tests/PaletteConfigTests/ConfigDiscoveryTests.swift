import Testing
import TestSupport
@testable import PaletteConfig

/// Where palette finds `palette.yml`: the first path's folder, the nearest folder above it, or
/// `--config FILE`.
@Suite struct ConfigDiscoveryTests {
    static func project() throws -> TemporaryFolder {
        try TemporaryFolder([
            "App/palette.yml": "states:\n  hovered: [hot]\n",
            "App/Sources/Colors.xcassets/Contents.json": "{}\n",
            "App/Sources/notes.txt": "",
            "Other/": "",
            "other.yml": "catalogs: [App]\n",
        ])
    }

    @Test func theFirstPathsOwnFolderComesFirst() throws {
        let folder = try Self.project()
        #expect(ConfigLoader.locate(from: folder.url("App")) == folder.url("App/palette.yml"))
    }

    @Test(arguments: ["App/Sources/Colors.xcassets", "App/Sources", "App/Sources/notes.txt", "App/Sources/missing.xcassets"])
    func theNearestFolderAboveIsFound(_ start: String) throws {
        let folder = try Self.project()
        #expect(ConfigLoader.locate(from: folder.url(start)) == folder.url("App/palette.yml"))
    }

    @Test func aFolderWithNoConfigAboveItHasNone() throws {
        let folder = try Self.project()
        // Unless a palette.yml sits in the temporary folder or above it on this machine.
        let outside = ConfigLoader.locate(from: folder.path)
        #expect(ConfigLoader.locate(from: folder.url("Other")) == outside)
        #expect(outside.map { !$0.hasPrefix(folder.path) } ?? true)
    }

    @Test func anExplicitFileWinsOverTheOneThatWouldBeFound() throws {
        let folder = try Self.project()
        let loaded = try #require(ConfigLoader.load(explicit: folder.url("other.yml"), searchingFrom: folder.url("App")))
        #expect(loaded.config.file == folder.url("other.yml"))
        #expect(loaded.config.catalogs == ["App"])
        #expect(loaded.config.folder == folder.path)
        #expect(loaded.config.resolve("App") == folder.url("App"))
        #expect(loaded.config.resolve("/abs/A.xcassets") == "/abs/A.xcassets")
        let found = try #require(ConfigLoader.load(explicit: nil, searchingFrom: folder.url("App/Sources")))
        #expect(found.config.states == [ProjectConfig.StateWords(state: "hovered", words: ["hot"])])
    }

    @Test func anExplicitFileThatCannotBeReadIsAnError() throws {
        let folder = try Self.project()
        for (path, reason) in [(folder.url("missing.yml"), "no such file or directory"), (folder.url("Other"), "is a folder")] {
            let loaded = ConfigLoader.load(file: path)
            #expect(loaded.hasErrors)
            #expect(loaded.diagnostics.map(\.finding) == [.unreadable(reason: reason)])
            #expect(loaded.diagnostics.first?.line == nil)
        }
    }
}
