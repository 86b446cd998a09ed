import Foundation
import Testing
import TestSupport
@testable import CatalogDiff

/// The work tree's untracked catalog files, found without git's walk of every folder, against
/// what that walk (`git ls-files --others --exclude-standard`) lists of them.
@Suite struct UntrackedCatalogFilesTests {
    static let color = GitReaderTests.red

    /// A committed catalog, then every kind of file git may or may not list as untracked.
    static func repository() throws -> (TemporaryRepository, GitRepository) {
        let repository = try TemporaryRepository([
            "App/A.xcassets/Contents.json": XcodeJSON.folder(),
            "App/A.xcassets/Brand/Contents.json": XcodeJSON.folder(namespace: true),
            "App/A.xcassets/Brand/red.colorset/Contents.json": color,
            "App/A.xcassets/Brand/red.colorset/notes.txt": "tracked beside it\n",
            "App/A.xcassets/image.imageset/Contents.json": "{}\n",
            "App/A.xcassets/only-notes.colorset/notes.txt": "a colorset folder git holds without its Contents.json\n",
            "README.md": "colors\n",
        ])
        try repository.commitAll("first")
        let untracked: [String: String] = [
            "App/A.xcassets/Brand/new.colorset/Contents.json": color,         // a new colorset
            "App/A.xcassets/Brand/red.colorset/extra.txt": "not a catalog file\n",
            "App/A.xcassets/only-notes.colorset/Contents.json": color,        // in a folder git holds
            "App/A.xcassets/Fresh/Contents.json": XcodeJSON.folder(),         // a new group
            "App/A.xcassets/Fresh/teal.colorset/Contents.json": color,
            "App/A.xcassets/new.imageset/Contents.json": "{}\n",              // not a color
            "App/New.xcassets/Contents.json": XcodeJSON.folder(),             // a new catalog
            "App/New.xcassets/blue.colorset/Contents.json": color,
            "App/Ignored.xcassets/x.colorset/Contents.json": color,           // ignored below
            "App/A.xcassets/Brand/skip.colorset/Contents.json": color,        // ignored by name
            "Pods/Lib.xcassets/c.colorset/Contents.json": color,              // never searched
            "Nested/N.xcassets/n.colorset/Contents.json": color,
            "Sources/main.swift": "print(1)\n",
            "vendor/bundle/gems/kit/lib/Assets.xcassets/v.colorset/Contents.json": color, // ignored at the top
        ]
        for (path, contents) in untracked { try repository.write(contents, to: path) }
        // A repository of its own inside this one: git lists its folder, never its files.
        _ = try repository.git("init", "-q", repository.folder.url("Nested"))
        try repository.write("Ignored.xcassets/\nskip.colorset/\n", to: "App/.gitignore")
        try repository.write("vendor/\n", to: ".gitignore")
        // A link to a catalog folder and one to a colorset: git lists links, never what they lead to.
        try FileManager.default.createSymbolicLink(atPath: repository.folder.url("App/Linked.xcassets"),
                                                   withDestinationPath: "New.xcassets")
        try FileManager.default.createSymbolicLink(atPath: repository.folder.url("App/A.xcassets/link.colorset"),
                                                   withDestinationPath: "Brand/new.colorset")
        return (repository, try #require(GitRepository.containing(repository.path)?.repository))
    }

    /// `git ls-files --others --exclude-standard` below `folder`, only the catalog files.
    static func gitsOwnWalk(_ repository: TemporaryRepository, below folder: String) throws -> Set<String> {
        let listed = try repository.git("ls-files", "-z", "--others", "--exclude-standard", "--", folder.isEmpty ? "." : folder)
        return Set(listed.split(separator: "\0").map(String.init).filter { CatalogFile($0) != nil })
    }

    @Test(arguments: ["", "App", "App/A.xcassets", "App/A.xcassets/Brand", "App/A.xcassets/Brand/new.colorset"])
    func theUntrackedCatalogFilesAreThoseGitsWalkFinds(_ folder: String) throws {
        let (repository, git) = try Self.repository()
        let expected = try Self.gitsOwnWalk(repository, below: folder)
        let tracked = try repository.git("ls-files", "-z", "--cached").split(separator: "\0").map(String.init)
        let found = try git.untrackedCatalogFiles(under: [folder], tracked: Set(tracked))
        #expect(Set(found) == expected)
        #expect(found.count == Set(found).count)
        if folder.isEmpty {
            // Not vacuous: the new colorsets, group and catalog are there; ignored, skipped,
            // nested and linked ones are not.
            #expect(expected.contains("App/A.xcassets/only-notes.colorset/Contents.json"))
            #expect(expected.contains("App/New.xcassets/blue.colorset/Contents.json"))
            #expect(expected.contains("App/A.xcassets/Fresh/teal.colorset/Contents.json"))
            #expect(!expected.contains {
                $0.contains("Ignored") || $0.contains("skip") || $0.contains("Nested") || $0.contains("Link") || $0.contains("vendor")
            })
        }
    }

    /// The folders the search meets first are asked about before it starts, and those git
    /// ignores are not read: `vendor/` (which can hold thousands of folders) and an ignored
    /// catalog. One ignored deeper down (`skip.colorset/`) is read, its file left out by the
    /// question asked of the files found.
    @Test func aFolderGitIgnoresNearTheTopIsNotRead() throws {
        let (repository, git) = try Self.repository()
        let shallow = UntrackedCatalogFiles.shallowFolders(below: [""], root: git.root)
        #expect(shallow.contains("vendor") && shallow.contains("App/Ignored.xcassets") && shallow.contains("App/A.xcassets"))
        #expect(!shallow.contains { $0.hasPrefix("Pods") || $0.hasPrefix("Nested/") || $0.hasPrefix("App/A.xcassets/") })
        let input = Array(shallow.map { $0 + "\0" }.joined().utf8)
        let ignored = Set(GitRepository.fields(try git.run(["check-ignore", "-z", "--stdin"], input: input, success: 0...1)))
        #expect(ignored == ["vendor", "vendor/bundle", "App/Ignored.xcassets"])
        let tracked = Set(try repository.git("ls-files", "-z", "--cached").split(separator: "\0").map(String.init))
        var walk = UntrackedCatalogFiles(root: git.root, tracked: tracked, ignoredFolders: ignored)
        walk.collect(below: "")
        #expect(walk.listed.contains("App/A.xcassets/Brand"))
        #expect(!walk.listed.contains { $0.hasPrefix("vendor") || $0 == "App/Ignored.xcassets" })
        #expect(walk.found.contains("App/A.xcassets/Brand/skip.colorset/Contents.json"))
        let found = try git.untrackedCatalogFiles(under: [""], tracked: tracked, ignoredFolders: ignored)
        #expect(Set(found) == (try Self.gitsOwnWalk(repository, below: "")))
    }

    @Test func theWorkTreesChangesListThemAsAdded() throws {
        let (repository, git) = try Self.repository()
        // The repository kept to the end: its folder goes with it.
        let changes = try withExtendedLifetime(repository) {
            try git.changes(from: try #require(git.commit("HEAD")), to: nil, under: ["App/New.xcassets"])
        }
        #expect(Set(changes) == [
            FileChange(oldPath: nil, newPath: "App/New.xcassets/Contents.json"),
            FileChange(oldPath: nil, newPath: "App/New.xcassets/blue.colorset/Contents.json"),
        ])
    }
}
