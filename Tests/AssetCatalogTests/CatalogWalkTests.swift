import Foundation
import Testing
import TestSupport
@testable import AssetCatalog

/// The walks enter each folder once and stay inside the tree they were given: links that loop or
/// lead out are reported (inside a catalog) or skipped (while searching), and always finish. The
/// time limit turns a regression (a walk that loops) into a failure instead of a hang.
@Suite(.timeLimit(.minutes(1))) struct CatalogWalkTests {
    static let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])

    static func link(_ folder: TemporaryFolder, _ relative: String, to target: String) throws {
        try #require(symlink(target, folder.url(relative)) == 0, "symlink: \(String(cString: strerror(errno)))")
    }

    static func resolved(_ path: String) throws -> String {
        try FileSystem.resolved(FilePath(path)).get().description
    }

    @Test func colorsAreListedByNameAsXcodeListsThemNotByFolderName() throws {
        // By folder name `Grey 2.colorset` and `Grey-dark.colorset` sort before `Grey.colorset`.
        var files = ["A.xcassets/Contents.json": XcodeJSON.folder(), "A.xcassets/Grey 1/Contents.json": XcodeJSON.folder(),
                     "A.xcassets/Grey 1/inner.colorset/Contents.json": Self.red]
        for name in ["Grey10", "Grey-dark", "Grey 2", "Grey9", "Grey"] { files["A.xcassets/\(name).colorset/Contents.json"] = Self.red }
        let folder = try TemporaryFolder(files)
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.colorSetsInTreeOrder.map { catalog.colorSets[$0].name } == ["Grey", "Grey 1", "Grey 2", "Grey-dark", "Grey9", "Grey10"]
            .map { $0 == "Grey 1" ? "inner" : $0 })
        // The same order from memory, and after a rescan puts a kept colorset back.
        let snapshot = CatalogSnapshot(path: "A.xcassets", files: Dictionary(uniqueKeysWithValues: files.map { path, text in
            (String(path.dropFirst("A.xcassets/".count)), Array(text.utf8))
        }))
        let fromMemory = CatalogLoader.loadCatalog(snapshot)
        #expect(fromMemory.colorSetsInTreeOrder.map { fromMemory.colorSets[$0].name } == catalog.colorSetsInTreeOrder.map { catalog.colorSets[$0].name })
        let grey = try #require(catalog.colorSets.first { $0.name == "Grey" })
        try FileManager.default.removeItem(atPath: folder.url("A.xcassets/Grey.colorset"))
        let rescan = try #require(CatalogLoader.rescan(catalog, keeping: [grey.contentsFile.parent]))
        #expect(rescan.fresh == nil, "the kept colorset is put back at its place: the shape is as it was")
    }

    @Test func aLinkBackIntoTheCatalogIsReportedAndItsColorsAreListedOnce() throws {
        let folder = try TemporaryFolder(["A.xcassets/ok.colorset/Contents.json": Self.red])
        try Self.link(folder, "A.xcassets/loop", to: ".")
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogs.flatMap(\.colorSets).map(\.qualifiedName) == ["ok"])
        let diagnostics = workspace.allDiagnostics
        #expect(diagnostics.map(\.finding) == [.linkNotFollowed(.intoCatalog)])
        #expect(diagnostics.map(\.file) == [folder.url("A.xcassets/loop")])
        #expect(diagnostics.map(\.severity) == [.warning])
    }

    @Test func loopsAndLinksToParentsOrTheRootFinish() throws {
        let folder = try TemporaryFolder([
            "p/A.xcassets/ok.colorset/Contents.json": Self.red,
            "p/A.xcassets/Group/in.colorset/Contents.json": Self.red,
        ])
        try Self.link(folder, "p/A.xcassets/la", to: ".")
        try Self.link(folder, "p/A.xcassets/lb", to: ".")
        try Self.link(folder, "p/A.xcassets/Group/up", to: "../..")
        try Self.link(folder, "p/A.xcassets/everything", to: "/")
        try Self.link(folder, "p/up1", to: "..")
        try Self.link(folder, "p/up2", to: "..")
        try Self.link(folder, "root", to: "/")
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogs.map(\.path) == [folder.url("p/A.xcassets")])
        #expect(workspace.catalogs.flatMap(\.colorSets).map(\.qualifiedName) == ["in", "ok"])
        let tree = try Self.resolved(folder.path)
        let found = Dictionary(uniqueKeysWithValues: workspace.allDiagnostics.map { ($0.file, $0.finding) })
        #expect(found == [
            folder.url("p/A.xcassets/la"): .linkNotFollowed(.intoCatalog),
            folder.url("p/A.xcassets/lb"): .linkNotFollowed(.intoCatalog),
            folder.url("p/A.xcassets/Group/up"): .linkNotFollowed(.intoCatalog),
            folder.url("p/A.xcassets/everything"): .linkNotFollowed(.outsideTree(tree: tree)),
        ])
    }

    @Test func aLinkedGroupInsideTheGivenTreeIsFollowedOnce() throws {
        let folder = try TemporaryFolder([
            "Common/Colors/shared.colorset/Contents.json": Self.red,
            "App/A.xcassets/own.colorset/Contents.json": Self.red,
        ])
        try Self.link(folder, "App/A.xcassets/Linked", to: "../../Common/Colors")
        try Self.link(folder, "App/A.xcassets/Twice", to: "../../Common/Colors")
        let workspace = CatalogLoader.load(paths: [folder.path])
        let colorSets = workspace.catalogs.flatMap(\.colorSets)
        #expect(colorSets.map(\.qualifiedName) == ["shared", "own"])
        #expect(colorSets.first?.folderPath == folder.url("App/A.xcassets/Linked/shared.colorset"))
        #expect(colorSets.first?.document != nil)
        #expect(workspace.allDiagnostics.map(\.finding) == [.linkNotFollowed(.alreadyRead)])
        #expect(workspace.allDiagnostics.map(\.file) == [folder.url("App/A.xcassets/Twice")])
    }

    @Test func givenACatalogItsLinksToFoldersOutsideItAreNotFollowed() throws {
        let folder = try TemporaryFolder([
            "Common/Colors/shared.colorset/Contents.json": Self.red,
            "App/A.xcassets/own.colorset/Contents.json": Self.red,
        ])
        try Self.link(folder, "App/A.xcassets/Linked", to: "../../Common/Colors")
        try Self.link(folder, "App/A.xcassets/alias.colorset", to: "../../Common/Colors/shared.colorset")
        let workspace = CatalogLoader.load(paths: [folder.url("App/A.xcassets")])
        #expect(workspace.catalogs.flatMap(\.colorSets).map(\.qualifiedName) == ["own"])
        let tree = try Self.resolved(folder.url("App/A.xcassets"))
        #expect(workspace.allDiagnostics.map(\.finding)
                == [.linkNotFollowed(.outsideTree(tree: tree)), .linkNotFollowed(.outsideTree(tree: tree))])
        #expect(workspace.allDiagnostics.first?.message
                == "symbolic link leads outside '\(tree)', the folder palette was given; not followed")
    }

    @Test func aCatalogReachedThroughALinkTooIsLoadedOnceByItsRealPath() throws {
        let folder = try TemporaryFolder(["Real.xcassets/x.colorset/Contents.json": Self.red])
        try Self.link(folder, "Alias.xcassets", to: "Real.xcassets")
        try Self.link(folder, "alias", to: "Real.xcassets")
        try Self.link(folder, "outside", to: "/")
        let workspace = CatalogLoader.load(paths: [folder.path, folder.url("Alias.xcassets")])
        #expect(workspace.catalogs.map(\.path) == [folder.url("Real.xcassets")])
        #expect(workspace.allDiagnostics.isEmpty)
    }

    @Test func aLinkedFolderInsideTheTreeIsSearched() throws {
        let folder = try TemporaryFolder(["node_modules/kit/K.xcassets/k.colorset/Contents.json": Self.red])
        try Self.link(folder, "Kit", to: "node_modules/kit")
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogs.map(\.path) == [folder.url("Kit/K.xcassets")])
    }

    @Test func aLongSearchSaysSoOnceAndAShortOneNever() throws {
        let folder = try TemporaryFolder(["A.xcassets/ok.colorset/Contents.json": Self.red])
        var notices: [String] = []
        _ = CatalogLoader.load(paths: [folder.path]) { notices.append($0) }
        #expect(notices.isEmpty)
        for index in 0..<CatalogScanner.longSearch { try #require(mkdir(folder.url("f\(index)"), 0o755) == 0) }
        let workspace = CatalogLoader.load(paths: [folder.path]) { notices.append($0) }
        #expect(notices == [try Self.resolved(folder.path)])
        #expect(workspace.catalogs.count == 1)
    }
}
