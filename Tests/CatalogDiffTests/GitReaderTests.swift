import Foundation
import Testing
import TestSupport
@testable import CatalogDiff

/// The git reader against real `git` in temporary repositories.
@Suite struct GitReaderTests {
    static let red = DiffFixture.colorSet(DiffFixture.hex(0xFF, 0x3B, 0x30))
    static let blue = DiffFixture.colorSet(DiffFixture.hex(0x00, 0x7A, 0xFF))
    static let green = DiffFixture.colorSet(DiffFixture.hex(0x34, 0xC7, 0x59))

    /// A repository with one commit: a catalog with a namespaced group and three colors.
    static func repository() throws -> (TemporaryRepository, GitRepository) {
        let repository = try TemporaryRepository([
            "App/A.xcassets/Contents.json": XcodeJSON.folder(),
            "App/A.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "App/A.xcassets/Brand/red.colorset/Contents.json": red,
            "App/A.xcassets/Brand/blue.colorset/Contents.json": blue,
            "App/A.xcassets/green.colorset/Contents.json": green,
            "README.md": "colors\n",
        ])
        try repository.commitAll("first")
        let git = try #require(GitRepository.containing(repository.path)?.repository)
        return (repository, git)
    }

    @Test func theRepositoryIsFoundFromAFolderInsideItWithThatFoldersPath() throws {
        let (repository, git) = try Self.repository()
        let found = try #require(GitRepository.containing(repository.folder.url("App/A.xcassets/Brand")))
        #expect(found.prefix == "App/A.xcassets/Brand")
        #expect(RepositoryRoot.same(found.repository.root, git.root))
        let outside = try TemporaryFolder()
        #expect(GitRepository.containing(outside.path) == nil)
    }

    @Test func changesBetweenCommitsPairRenamesAndNameDeletionsAndNewCatalogs() throws {
        let (repository, git) = try Self.repository()
        let first = try #require(git.commit("HEAD"))
        try repository.git("mv", "App/A.xcassets/Brand/red.colorset", "App/A.xcassets/Brand/crimson.colorset")
        try repository.remove("App/A.xcassets/green.colorset")
        try repository.write(Self.red, to: "App/A.xcassets/Brand/blue.colorset/Contents.json")
        try repository.write(Self.green, to: "App/New.xcassets/green.colorset/Contents.json")
        try repository.commitAll("second")
        let second = try #require(git.commit("HEAD"))
        #expect(git.commit("HEAD~1") == first)
        #expect(git.commit("no-such-branch") == nil)
        let changes = try git.changes(from: first, to: second, under: [""])
        // The moved green is identical to its deleted twin: git pairs them as a rename.
        #expect(Set(changes) == [
            FileChange(oldPath: "App/A.xcassets/Brand/red.colorset/Contents.json", newPath: "App/A.xcassets/Brand/crimson.colorset/Contents.json"),
            FileChange(oldPath: "App/A.xcassets/green.colorset/Contents.json", newPath: "App/New.xcassets/green.colorset/Contents.json"),
            FileChange(oldPath: "App/A.xcassets/Brand/blue.colorset/Contents.json", newPath: "App/A.xcassets/Brand/blue.colorset/Contents.json"),
        ], "\(changes)")
        #expect(try git.changes(from: first, to: second, under: ["App/New.xcassets"]).map(\.newPath)
                == ["App/New.xcassets/green.colorset/Contents.json"])
    }

    @Test func theWorkTreeCountsUntrackedFilesAsAddedButNotIgnoredOnes() throws {
        let (repository, git) = try Self.repository()
        try repository.write(Self.blue, to: "App/A.xcassets/Brand/red.colorset/Contents.json")
        try repository.write(Self.green, to: "App/A.xcassets/teal.colorset/Contents.json")
        try repository.write("Ignored.xcassets/\n", to: ".gitignore")
        try repository.write(Self.green, to: "Ignored.xcassets/x.colorset/Contents.json")
        let changes = try git.changes(from: try #require(git.commit("HEAD")), to: nil, under: ["App"])
        #expect(Set(changes) == [
            FileChange(oldPath: "App/A.xcassets/Brand/red.colorset/Contents.json", newPath: "App/A.xcassets/Brand/red.colorset/Contents.json"),
            FileChange(oldPath: nil, newPath: "App/A.xcassets/teal.colorset/Contents.json"),
        ])
    }

    @Test func filesAreReadAtACommitInOneBatchAndMissingOnesLeftOut() throws {
        let (repository, git) = try Self.repository()
        let commit = try #require(git.commit("HEAD"))
        try repository.write(Self.green, to: "App/A.xcassets/Brand/red.colorset/Contents.json")
        let tree = GitRevisionTree(repository: git, label: "HEAD", commit: commit)
        let contents = try tree.contents(of: ["App/A.xcassets/Brand/red.colorset/Contents.json", "App/A.xcassets/none/Contents.json",
                                              "App/A.xcassets/Brand", "README.md"])
        #expect(contents == ["App/A.xcassets/Brand/red.colorset/Contents.json": Array(Self.red.utf8), "README.md": Array("colors\n".utf8)])
        #expect(try tree.existingFolders(["App/A.xcassets", "App/New.xcassets", "README.md"]) == ["App/A.xcassets"])
        #expect(try tree.files(under: ["App/A.xcassets/Brand"]).sorted() == [
            "App/A.xcassets/Brand/Contents.json", "App/A.xcassets/Brand/blue.colorset/Contents.json",
            "App/A.xcassets/Brand/red.colorset/Contents.json",
        ])
    }

    @Test func pathsWithGlobCharactersAndSpacesAreTakenLiterally() throws {
        let repository = try TemporaryRepository([
            "My [Colors]*.xcassets/a b.colorset/Contents.json": Self.red,
            "My Colors.xcassets/a b.colorset/Contents.json": Self.red,
        ])
        try repository.commitAll("first")
        let git = try #require(GitRepository.containing(repository.path)?.repository)
        try repository.write(Self.blue, to: "My [Colors]*.xcassets/a b.colorset/Contents.json")
        try repository.write(Self.blue, to: "My Colors.xcassets/a b.colorset/Contents.json")
        let changes = try git.changes(from: try #require(git.commit("HEAD")), to: nil, under: ["My [Colors]*.xcassets"])
        #expect(changes.map(\.newPath) == ["My [Colors]*.xcassets/a b.colorset/Contents.json"])
        let tree = GitRevisionTree(repository: git, label: "HEAD", commit: try #require(git.commit("HEAD")))
        #expect(try tree.contents(of: ["My [Colors]*.xcassets/a b.colorset/Contents.json"]).values.first == Array(Self.red.utf8))
    }
}

/// Compares repository roots as the file system sees them (`/tmp` may be a link).
enum RepositoryRoot {
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        URL(fileURLWithPath: lhs).resolvingSymlinksInPath().path == URL(fileURLWithPath: rhs).resolvingSymlinksInPath().path
    }
}
