import Foundation
import Testing
import TestSupport

/// `--idiom` takes only the idioms Xcode writes, and `set` never writes another (reproducer r15).
@Suite struct IdiomValidationTests {
    static let file = "A.xcassets/c.colorset/Contents.json"

    static func folder(idioms: [String] = ["universal"]) throws -> TemporaryFolder {
        try TemporaryFolder([file: XcodeJSON.colorSet(idioms.map { XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0", idiom: $0) })])
    }

    @Test(arguments: ["bogus", "iPhone", "-marketing", "mac-catalyst"])
    func anUnknownIdiomIsAUsageErrorAndWritesNothing(_ idiom: String) throws {
        let folder = try Self.folder()
        let before = try folder.read(Self.file)
        for command in [["set", "c", "#112233"], ["list"]] {
            let result = try CLI.run(command + ["--idiom=\(idiom)", folder.path])
            #expect(result.status == 64, "\(command[0])")
            #expect(result.output.hasPrefix("palette: error: unknown idiom '\(idiom)'; use one of 'universal', 'iphone', "), "\(result.output)")
        }
        #expect(try folder.read(Self.file) == before)
    }

    @Test(arguments: ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "marketing"])
    func everyXcodeIdiomIsWritten(_ idiom: String) throws {
        let folder = try Self.folder()
        let result = try CLI.run(["set", "c", "#112233", "--idiom", idiom, folder.path])
        #expect(result.status == 0, "\(result.output)")
        let text = String(decoding: try folder.read(Self.file), as: UTF8.self)
        #expect(text.contains("\"idiom\" : \"\(idiom)\""))
    }

    @Test func aMarketingIdiomIsWrittenOnlyWhereTheFileHasOne() throws {
        let without = try Self.folder()
        let before = try without.read(Self.file)
        let refused = try CLI.run(["set", "c", "#112233", "--idiom", "ios-marketing", without.path])
        #expect(refused.status == 1)
        #expect(refused.output == "palette: error: no slot in '\(without.url(Self.file))' has the idiom 'ios-marketing'; "
                + "use a known idiom, or a '-marketing' idiom that is already there\n")
        #expect(try without.read(Self.file) == before)

        let with = try Self.folder(idioms: ["universal", "ios-marketing"])
        let written = try CLI.run(["set", "c", "#112233", "--idiom", "ios-marketing", with.path])
        #expect(written.status == 0, "\(written.output)")
        let rows = try #require(try CLI.json(["list", "--format", "json", "--idiom", "ios-marketing", with.path]) as? [[String: Any]])
        #expect(rows.first?["hex"] as? String == "#112233")
        let universal = try #require(try CLI.json(["list", "--format", "json", with.path]) as? [[String: Any]])
        #expect(universal.first?["hex"] as? String == "#5B4CF0")
    }
}
