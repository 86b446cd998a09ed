import Foundation
import Testing
import TestSupport
@testable import CatalogDiff

/// Reading only what changed must report what reading everything reports.
@Suite struct RevisionLoadingTests {
    /// One description per listed color: kind, names, and each row's status and values.
    static func details(_ report: DiffReport) -> [String] {
        report.colors.map { color in
            "\(color.kind.rawValue) \(color.catalog) \(color.oldName ?? "-") \(color.name) "
                + color.rows.map { "\($0.idiom) \($0.appearance.rawValue) \($0.status.rawValue) \($0.old?.hex ?? "-") \($0.new?.hex ?? "-")" }
                .joined(separator: "; ")
                + " +\(color.slotsAdded.map(\.appearanceLabel)) -\(color.slotsRemoved.map(\.appearanceLabel))"
        } + report.catalogs.map { "\($0.kind.rawValue) catalog \($0.catalog)" }
    }

    /// The report read with each scope; `new == nil` compares with the work tree.
    static func reports(_ git: GitRepository, root: String, old: String, new: String?, under folders: [String] = [""])
        throws -> (changes: DiffReport, catalogs: DiffReport, everything: DiffReport) {
        let oldCommit = try #require(git.commit(old))
        let newCommit = try new.map { try #require(git.commit($0)) }
        let oldTree = GitRevisionTree(repository: git, label: old, commit: oldCommit)
        let newTree: any CatalogTree = newCommit.map { GitRevisionTree(repository: git, label: new!, commit: $0) }
            ?? FolderTree(root: root, label: "work tree")
        let lister = GitChangeLister(repository: git, oldCommit: oldCommit, newCommit: newCommit)
        func report(_ scope: DiffScope) throws -> DiffReport {
            CatalogComparison.compare(try CatalogRevisions.load(old: oldTree, new: newTree, changes: lister, under: folders, scope: scope))
        }
        return (try report(.changes), try report(.changedCatalogs), try report(.everything))
    }

    /// Two commits with every kind of change: edits, a slot added, a rename, a deletion, a group
    /// whose namespace was switched off, a catalog only the new commit has, one only the old has.
    static func repository() throws -> TemporaryRepository {
        let repository = try TemporaryRepository([
            "App/A.xcassets/Contents.json": XcodeJSON.folder(),
            "App/A.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "App/A.xcassets/Brand/red.colorset/Contents.json": GitReaderTests.red,
            "App/A.xcassets/Brand/blue.colorset/Contents.json": GitReaderTests.blue,
            "App/A.xcassets/Text/Contents.json": XcodeJSON.folder(namespace: true),
            "App/A.xcassets/Text/label.colorset/Contents.json": GitReaderTests.green,
            "App/A.xcassets/Text/caption.colorset/Contents.json": GitReaderTests.red,
            "App/A.xcassets/green.colorset/Contents.json": GitReaderTests.green,
            "App/A.xcassets/gone.colorset/Contents.json": DiffFixture.colorSet(DiffFixture.hex(1, 2, 3)),
            "App/Old.xcassets/x.colorset/Contents.json": GitReaderTests.blue,
            "Other/B.xcassets/y.colorset/Contents.json": GitReaderTests.red,
        ])
        try repository.commitAll("first")
        try repository.write(DiffFixture.colorSet(DiffFixture.hex(0xFF, 0x3B, 0x30), DiffFixture.hex(0xFF, 0x45, 0x3A, luminosity: "dark")),
                             to: "App/A.xcassets/Brand/red.colorset/Contents.json")
        try repository.write(DiffFixture.colorSet(DiffFixture.hex(0x00, 0x7B, 0xFF)), to: "App/A.xcassets/Brand/blue.colorset/Contents.json")
        try repository.git("mv", "App/A.xcassets/green.colorset", "App/A.xcassets/lime.colorset")
        try repository.remove("App/A.xcassets/gone.colorset")
        try repository.write(XcodeJSON.folder(namespace: false), to: "App/A.xcassets/Text/Contents.json")
        try repository.remove("App/Old.xcassets")
        try repository.write(GitReaderTests.green, to: "App/New.xcassets/z.colorset/Contents.json")
        try repository.commitAll("second")
        return repository
    }

    @Test func betweenTwoCommitsTheChangedFilesTellTheWholeStory() throws {
        let repository = try Self.repository()
        let git = try #require(GitRepository.containing(repository.path)?.repository)
        let (changes, catalogs, everything) = try Self.reports(git, root: repository.path, old: "HEAD~1", new: "HEAD")
        #expect(Self.details(changes) == Self.details(everything))
        #expect(Self.details(catalogs) == Self.details(everything))
        // By catalog, then by name.
        #expect(DiffFixture.summary(changes) == [
            "modified App/A.xcassets: Brand/blue",
            "modified App/A.xcassets: Brand/red",
            "renamed App/A.xcassets: Text/caption -> caption",
            "removed App/A.xcassets: gone",
            "renamed App/A.xcassets: Text/label -> label",
            "renamed App/A.xcassets: green -> lime",
            "added App/New.xcassets: z",
            "removed App/Old.xcassets: x",
        ])
        #expect(changes.catalogs == [CatalogChange(catalog: "App/New.xcassets", kind: .added),
                                     CatalogChange(catalog: "App/Old.xcassets", kind: .removed)])
    }

    @Test func againstTheWorkTreeUntrackedAndUnstagedChangesCount() throws {
        let repository = try Self.repository()
        try repository.write(DiffFixture.colorSet(DiffFixture.hex(9, 9, 9)), to: "App/A.xcassets/Brand/blue.colorset/Contents.json")
        try repository.write(GitReaderTests.blue, to: "App/A.xcassets/Brand/fresh.colorset/Contents.json")
        try FileManager.default.moveItem(atPath: repository.folder.url("App/A.xcassets/lime.colorset"),
                                         toPath: repository.folder.url("App/A.xcassets/olive.colorset"))
        let git = try #require(GitRepository.containing(repository.path)?.repository)
        let (changes, catalogs, everything) = try Self.reports(git, root: repository.path, old: "HEAD", new: nil)
        #expect(Self.details(changes) == Self.details(everything))
        #expect(Self.details(catalogs) == Self.details(everything))
        #expect(DiffFixture.summary(changes) == [
            "modified App/A.xcassets: Brand/blue",
            "added App/A.xcassets: Brand/fresh",
            "renamed App/A.xcassets: lime -> olive",
        ])
    }

    @Test func onlyTheGivenFoldersAreCompared() throws {
        let repository = try Self.repository()
        try repository.write(GitReaderTests.blue, to: "Other/B.xcassets/y.colorset/Contents.json")
        let git = try #require(GitRepository.containing(repository.path)?.repository)
        let (changes, _, everything) = try Self.reports(git, root: repository.path, old: "HEAD~1", new: nil, under: ["Other"])
        #expect(DiffFixture.summary(changes) == ["modified Other/B.xcassets: y"])
        #expect(Self.details(changes) == Self.details(everything))
        // A group inside a catalog: its colors only, read the same way on both sides.
        let (group, _, wholeGroup) = try Self.reports(git, root: repository.path, old: "HEAD~1", new: nil,
                                                      under: ["App/A.xcassets/Brand"])
        #expect(DiffFixture.summary(group) == ["modified App/A.xcassets: Brand/blue", "modified App/A.xcassets: Brand/red"])
        #expect(Self.details(group) == Self.details(wholeGroup))
    }
}
