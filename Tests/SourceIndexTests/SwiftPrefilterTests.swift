import AssetCatalog
import Foundation
import Testing
import TestSupport
@testable import SourceIndex

/// The byte-level prefilter never drops a file with a reference the full parse finds.
@Suite struct SwiftPrefilterTests {
    static let fixture = SharedFolder.fixtures.appendingPathComponent("sources").path

    /// Every reference and literal a full parse of `files` finds, with and without the prefilter.
    static func compare(_ tree: SourceTree, table: ColorNameTable) -> (all: SourceIndex, filtered: SourceIndex) {
        (SourceIndex.scan(tree, table: table, parseEverything: true), SourceIndex.scan(tree, table: table))
    }

    @Test func theFixturesLoseNothing() {
        let workspace = CatalogLoader.load(paths: [Self.fixture + "/App.xcassets"])
        let table = ColorNameTable(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
        let (all, filtered) = Self.compare(SourceTree.find(roots: [Self.fixture]), table: table)
        #expect(!all.references.isEmpty && !all.literals.isEmpty)
        #expect(filtered.references == all.references)
        #expect(filtered.literals == all.literals)
    }

    @Test func theScannerTablesLoseNothing() throws {
        let folder = try TemporaryFolder()
        for (index, test) in SwiftScannerTests.cases.enumerated() { try folder.write(test.source, to: "Case\(index).swift") }
        for (index, test) in ColorLiteralTests.cases.enumerated() { try folder.write("let c = " + test.source, to: "Literal\(index).swift") }
        let (all, filtered) = Self.compare(SourceTree.find(roots: [folder.path]), table: SwiftScannerTests.table)
        #expect(all.references.count == SwiftScannerTests.cases.map(\.expected.count).reduce(0, +))
        #expect(filtered.references == all.references)
        #expect(filtered.literals == all.literals)
    }

    @Test func theBenchmarkWorkloadLosesNothingAndSkipsTheFilesWithoutColors() throws {
        let names = (0..<400).map { "Group\($0 % 20)/token\($0 / 20)" }
        let folder = try TemporaryFolder()
        for index in 0..<80 { try folder.write(SyntheticSources.swiftFile(index, names: names), to: "Sources/File\(index).swift") }
        let (all, filtered) = Self.compare(SourceTree.find(roots: [folder.path]), table: ColorNameTable(names: names))
        #expect(all.references.count == 20 * 7)
        #expect(filtered.references == all.references)
        #expect(filtered.literals == all.literals)
        #expect(filtered.parsedSwiftFiles == 20)
    }
}

/// The same comparison over a real app's sources, when `PALETTE_SOURCES_TREE` names a folder
/// holding one and its catalogs (a checkout fetched for the purpose; none is in the project).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PALETTE_SOURCES_TREE"] != nil,
                "skipped: set PALETTE_SOURCES_TREE to an app's source folder to compare the prefilter with the full parse there"))
struct RealSourcesPrefilterTests {
    @Test func aRealAppLosesNothing() throws {
        let root = try #require(ProcessInfo.processInfo.environment["PALETTE_SOURCES_TREE"])
        let workspace = CatalogLoader.load(paths: [root])
        let table = ColorNameTable(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
        let (all, filtered) = SwiftPrefilterTests.compare(SourceTree.find(roots: [root]), table: table)
        #expect(filtered.references == all.references)
        #expect(filtered.literals == all.literals)
        print("real sources: \(all.swiftFileCount) Swift files, \(all.references.count) references, "
              + "\(all.literals.count) literals, \(filtered.parsedSwiftFiles) parsed after the prefilter")
    }
}

/// Which files are scanned: skipped folders and catalogs, `sources.include` and `exclude`.
@Suite struct SourceTreeTests {
    static let files = [
        "App/A.swift": "", "App/Generated/G.swift": "", "App/B.m": "", "App/Main.storyboard": "", "App/V.xib": "",
        "App/Info.plist": "", "App/App.xcconfig": "", "App.xcodeproj/project.pbxproj": "", "App/readme.md": "",
        "Pods/P/P.swift": "", "Carthage/C.swift": "", ".build/x.swift": "", "DerivedData/D.swift": "",
        "SourcePackages/S.swift": "", "App/Colors.xcassets/X.swift": "", "Shared/S.swift": "",
    ]

    static func found(_ selection: (TemporaryFolder) -> SourceTree.Selection) throws -> [String] {
        let folder = try TemporaryFolder(files)
        return SourceTree.find(roots: [folder.path], selection: selection(folder)).files.map {
            String($0.path.dropFirst(folder.path.count + 1))
        }.sorted()
    }

    @Test func vendoredAndBuildFoldersAreSkipped() throws {
        #expect(try Self.found { _ in .init() } == [
            "App.xcodeproj/project.pbxproj", "App/A.swift", "App/App.xcconfig", "App/B.m", "App/Generated/G.swift",
            "App/Info.plist", "App/Main.storyboard", "App/V.xib", "Shared/S.swift",
        ])
    }

    @Test func excludePatternsSkipMore() throws {
        #expect(try Self.found { .init(exclude: ["**/Generated", "*.xib", "Shared/"], base: $0.path) } == [
            "App.xcodeproj/project.pbxproj", "App/A.swift", "App/App.xcconfig", "App/B.m", "App/Info.plist", "App/Main.storyboard",
        ])
    }

    @Test func includeNamesTheFoldersEvenVendoredOnes() throws {
        #expect(try Self.found { .init(include: ["Shared", "Pods/P"], base: $0.path) } == ["Pods/P/P.swift", "Shared/S.swift"])
    }

    /// `palette check App/Colors.xcassets` walks no catalog: it holds no sources.
    @Test func aRootInACatalogIsNotWalked() throws {
        let folder = try TemporaryFolder(Self.files)
        for root in ["App/Colors.xcassets", "App/Colors.xcassets/", "App/Colors.xcassets/X.swift"] {
            #expect(SourceTree.find(roots: [folder.url(root)]).files.isEmpty, "\(root)")
        }
        let beside = SourceTree.find(roots: [folder.url("App/Colors.xcassets"), folder.url("Shared")])
        #expect(beside.files.map(\.path) == [folder.url("Shared/S.swift")])
    }

    /// The name table (every name's symbols: a real cost for a large catalog) is made only when
    /// there are files to match it against.
    @Test func theNameTableIsMadeOnlyForFiles() throws {
        let folder = try TemporaryFolder(["App/A.swift": "let c = UIColor(named: \"accent\")\n", "App/Colors.xcassets/Contents.json": "{}"])
        var made = 0
        func table() -> ColorNameTable {
            made += 1
            return ColorNameTable(names: ["accent"])
        }
        let none = SourceIndex.scan(SourceTree.find(roots: [folder.url("App/Colors.xcassets")]), table: table())
        #expect(made == 0 && !none.hasSources)
        let some = SourceIndex.scan(SourceTree.find(roots: [folder.url("App")]), table: table())
        #expect(made == 1 && some.hasSources && some.references.map(\.name) == ["accent"])
    }
}

/// palette's own generated code: its cases are read as symbols, the file itself is no use.
@Suite struct GeneratedPaletteCodeTests {
    @Test func usesOfTheGeneratedTypeCountAndItsDefinitionsDoNot() {
        let fixture = SwiftPrefilterTests.fixture
        let workspace = CatalogLoader.load(paths: [fixture + "/App.xcassets"])
        let table = ColorNameTable(names: workspace.catalogs.flatMap { $0.colorSets.map(\.qualifiedName) })
        let index = SourceIndex.scan(SourceTree.find(roots: [fixture]), table: table)
        #expect(index.references(to: "LaunchBackground").map { "\($0.kind.rawValue) \($0.line)" }.sorted()
                == ["palette-generated 45", "plist 12"])
        #expect(index.references(to: "Unused").isEmpty)
        #expect(!index.references.contains { $0.file.hasSuffix("Generated/Palette.swift") })
    }
}
