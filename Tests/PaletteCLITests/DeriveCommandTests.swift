import Foundation
import Testing
import TestSupport

/// `palette derive` through the real binary: slots that meet the policy, written in the file's
/// style, or nothing written and the pair in the way named.
@Suite struct DeriveCommandTests {
    static let policy = """
        contrast:
          pairs:
            - foreground: Text/body
              background: Background/page
              minimum: AA
              increased: AAA

        """

    static func project(body: [String] = ["#6E6E73"], page: [String] = ["#FFFFFF", "#1C1C1E"]) throws -> TemporaryFolder {
        try ContrastCommandTests.project(config: policy, colors: ["Text/body": body, "Background/page": page])
    }

    static func rows(_ folder: TemporaryFolder, _ appearance: String) throws -> [String: String] {
        let rows = try #require(try CLI.json(["list", "--format", "json", "--appearance", appearance, folder.url("App")]) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.compactMap { row in
            (row["name"] as? String).flatMap { name in (row["hex"] as? String).map { (name, $0) } }
        })
    }

    @Test func aColorGetsDarkAndHighContrastSlotsThatMeetItsPairs() throws {
        let folder = try Self.project()
        let result = try CLI.run(["derive", "Text/body", folder.url("App")])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Text/body  Dark  #6E6E73 -> "))
        #expect(result.output.contains("(solved for 1 pair)"))
        #expect(result.output.contains("    'Text/body' on 'Background/page': "))
        let contrast = try #require(try JSONSerialization.jsonObject(
            with: Data(try CLI.run(["contrast", "--format", "json", folder.url("App")]).output.utf8)) as? [[String: Any]])
        #expect(contrast.count == 4 && contrast.allSatisfy { $0["pass"] as? Bool == true }, "\(contrast)")
        // Dark and HC Dark are new slots; Light is as it was, and the file keeps its hex notation.
        #expect(try Self.rows(folder, "light")["Text/body"] == "#6E6E73")
        let text = try String(contentsOfFile: folder.url("App/A.xcassets/Text/body.colorset/Contents.json"), encoding: .utf8)
        #expect(text.components(separatedBy: "\"idiom\" : \"universal\"").count == 5)
        #expect(!text.contains("\"0.") && text.contains("\"red\" : \"0x"))
        let check = try CLI.run(["check", folder.url("App")])
        #expect(check.output == "0 errors, 0 warnings in 2 colorsets\n")
    }

    @Test func aDryRunPrintsTheDiffAndWritesNothing() throws {
        let folder = try Self.project()
        let path = folder.url("App/A.xcassets/Text/body.colorset/Contents.json")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try CLI.run(["derive", "Text/body", "--dark", "--dry-run", folder.url("App")])
        #expect(result.status == 0)
        #expect(result.output.contains("+++ b/" + String(path.dropFirst())))
        // The new entry in the file's own style: one line, like its sibling.
        #expect(result.output.contains("\n+    { \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], \"color\" : "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func whenNoLightnessMeetsTheTargetNothingIsWrittenAndThePairIsNamed() throws {
        // A page of mid gray: no gray text reaches 7:1 on #777777 in High Contrast.
        let folder = try Self.project(body: ["#000000"], page: ["#777777"])
        let path = folder.url("App/A.xcassets/Text/body.colorset/Contents.json")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try CLI.run(["derive", "Text/body", "--high-contrast", folder.url("App")])
        #expect(result.status == 1)
        #expect(result.output.contains("palette: error: cannot derive the HC slot of 'Text/body': 'Text/body' on 'Background/page' "
                                       + "needs AAA (7:1) but reaches at most 4.69:1; nothing written for it"), "\(result.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func allFillsEveryForegroundAndSummarizes() throws {
        let folder = try ContrastCommandTests.project(config: """
            contrast:
              pairs:
                - {foreground: "Text/*", background: Background/page}

            """, colors: ["Text/body": ["#333333"], "Text/caption": ["#666666"], "Text/done": ["#000000", "#FFFFFF"],
                          "Background/page": ["#FFFFFF", "#101010"]])
        let result = try CLI.run(["derive", "--all", "--dark", folder.url("App")])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("derived 2 slots in 2 colors; 1 already there; 0 not derived\n"))
        let dark = try Self.rows(folder, "dark")
        #expect(dark["Text/done"] == "#FFFFFF" && dark["Text/body"] != "#333333" && dark["Text/caption"] != "#666666")
    }

    @Test func aStateGroupsNameDerivesEachState() throws {
        let folder = try ContrastCommandTests.project(config: nil, colors: [
            "link": ["#0A66C2"], "link-pressed": ["#084E94"], "backgroundPrimary": ["#FFFFFF", "#000000"],
        ])
        let result = try CLI.run(["derive", "link", "--dark", "--dry-run", folder.url("App")])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("link  Dark  #0A66C2 -> ") && result.output.contains("link-pressed  Dark  #084E94 -> "))
        #expect(result.output.contains("(rule, no declared pairs)"))
    }

    @Test func aNameOrAllIsRequired() throws {
        let result = try CLI.run(["derive"])
        #expect(result.status == 64)
        #expect(result.output.contains("give a color's name, or --all"))
    }
}
