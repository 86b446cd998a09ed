import Foundation
import Testing
import TestSupport

/// `set` refuses every color that is not finite, in range and exactly spelled, with a message and
/// exit status 64 (never a crash), and repairs an alpha its file cannot use.
@Suite struct SetColorInputTests {
    static func folder(alpha: String = "1.000") throws -> TemporaryFolder {
        try TemporaryFolder([
            "A.xcassets/c.colorset/Contents.json":
                XcodeJSON.colorSet([XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0", alpha: alpha)]),
        ])
    }

    @Test(arguments: [
        ("oklch(nan 0 0)", "lightness 'nan' is not a number"),
        ("oklch(0.5 nan 0)", "chroma 'nan' is not a number"),
        ("oklch(inf 0 0)", "lightness 'inf' is not a number"),
        ("oklch(0.5 0.1 10 / nan)", "alpha 'nan' is not a number"),
        ("oklch(0.5 0.1 10 / 5)", "alpha '5' is outside 0...1 or 0%...100%"),
        ("oklch(2 0 0)", "lightness '2' is outside 0...1 or 0%...100%"),
        ("oklch(-5 -5 -5)", "lightness '-5' is outside 0...1 or 0%...100%"),
        ("#112233+F", "a hex color has exactly 6 or 8 hex digits"),
    ])
    func aBadColorIsRefusedWithItsReasonAndNothingIsWritten(_ color: String, _ reason: String) throws {
        let folder = try Self.folder()
        let file = "A.xcassets/c.colorset/Contents.json"
        let before = try folder.read(file)
        for dryRun in [[], ["--dry-run"]] {
            let result = try CLI.run(["set", "c", color, folder.path] + dryRun)
            #expect(result.status == 64, "\(result.output)")
            #expect(result.output.contains("'\(color)' is not a color: \(reason)"), "\(result.output)")
        }
        #expect(try folder.read(file) == before)
    }

    /// The diff keeps the lines both versions start and end with out of its quadratic part: it
    /// used to fill a 20,000 x 20,000 table here (3.2 GB) and took 49 s.
    @Test func aDryRunInAHugeFileShowsOneHunk() throws {
        let entries = Array(repeating: "{\"idiom\":\"universal\"}", count: 20_000)
        let folder = try TemporaryFolder([
            "A.xcassets/c.colorset/Contents.json": "{\"colors\":[\n" + entries.joined(separator: ",\n") + "\n]}\n",
        ])
        let result = try CLI.run(["set", "c", "#112233", "--dry-run", folder.path])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -19998,5 +19998,5 @@"])
        #expect(lines.filter { $0.hasPrefix("-{") } == ["-{\"idiom\":\"universal\"}"])
        #expect(lines.filter { $0.hasPrefix("+{") }.count == 1)
    }

    @Test(arguments: ["\"nan\"", "\"5.000\"", "1e400"])
    func settingAlphaRepairsAnAlphaTheFileCannotUse(_ alpha: String) throws {
        let folder = try Self.folder(alpha: "1.000")
        let file = "A.xcassets/c.colorset/Contents.json"
        let broken = String(decoding: try folder.read(file), as: UTF8.self)
            .replacingOccurrences(of: "\"alpha\" : \"1.000\"", with: "\"alpha\" : \(alpha)")
        try folder.write(broken, to: file)
        #expect(try CLI.run(["check", folder.path]).status == 1)
        let result = try CLI.run(["set", "c", "oklch(0.5 0.1 10 / 0.5)", folder.path])
        #expect(result.status == 0, "\(result.output)")
        let check = try CLI.run(["check", folder.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(String(decoding: try folder.read(file), as: UTF8.self).contains("\"alpha\" : \"0.500\""))
    }
}
