import Foundation
import Testing
import TestSupport

/// `list`, `show` and `set` fail, naming the path, when a path cannot be opened or holds no
/// catalog (reproducer r14), and `set` then writes nothing.
@Suite struct PathValidationTests {
    static let oneColor = ["A.xcassets/c.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0")])]

    static let commands: [[String]] = [["list"], ["list", "--format", "json"], ["show", "c"], ["set", "c", "#112233"],
                                       ["set", "c", "#112233", "--dry-run"]]

    @Test(arguments: commands)
    func aMissingPathIsAnErrorThatNamesIt(_ command: [String]) throws {
        let result = try CLI.run(command + ["/nonexistent"])
        #expect(result.status == 1)
        #expect(result.output == "palette: error: cannot open '/nonexistent': no such file or directory\n")
    }

    @Test(arguments: commands)
    func aFolderWithoutACatalogIsAnErrorThatNamesIt(_ command: [String]) throws {
        let folder = try TemporaryFolder(["empty/": "", "file.txt": "x"])
        let result = try CLI.run(command + [folder.url("empty")])
        #expect(result.status == 1)
        #expect(result.output == "palette: error: no asset catalog (.xcassets folder) in '\(folder.url("empty"))'\n")
        let file = try CLI.run(command + [folder.url("file.txt")])
        #expect(file.status == 1)
        #expect(file.output == "palette: error: cannot open '\(folder.url("file.txt"))': is not a folder\n")
    }

    @Test func everyBadPathIsNamedInOrderAndNothingIsWritten() throws {
        let folder = try TemporaryFolder(Self.oneColor.merging(["empty/": ""]) { $1 })
        let before = try folder.read("A.xcassets/c.colorset/Contents.json")
        let result = try CLI.run(["set", "c", "#112233", folder.path, "/nonexistent", folder.url("empty/")])
        #expect(result.status == 1)
        #expect(result.output == "palette: error: cannot open '/nonexistent': no such file or directory\n"
                + "palette: error: no asset catalog (.xcassets folder) in '\(folder.url("empty"))'\n")
        #expect(try folder.read("A.xcassets/c.colorset/Contents.json") == before)
    }

    @Test(arguments: [[""], ["/"], ["/A.xcassets"], ["/A.xcassets/"]])
    func pathsWithACatalogStillWork(_ suffixes: [String]) throws {
        let folder = try TemporaryFolder(Self.oneColor)
        let path = suffixes[0] == "/" ? folder.path + "/" : folder.path + suffixes[0]
        let list = try CLI.run(["list", path])
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("#5B4CF0"))
        let show = try CLI.run(["show", "c", path])
        #expect(show.status == 0, "\(show.output)")
    }
}
