import Foundation
import Testing
import TestSupport

/// `set` through the real binary: it writes what keeps every other appearance as it was (the
/// `HC Dark` slot Xcode adds with `HC`, the slots a replaced system color gave), says so on
/// stderr, and names every new problem `check` would then report.
@Suite struct SetCommandSlotTests {
    private func hex(_ folder: TemporaryFolder, _ name: String, _ appearance: String) throws -> String? {
        let rows = try #require(try CLI.json(["list", "--format", "json", "--appearance", appearance, folder.path]) as? [[String: Any]])
        return rows.first { $0["name"] as? String == name }?["hex"] as? String
    }

    @Test func highContrastBesideDarkAlsoWritesHCDarkAndCheckStaysClean() throws {
        let folder = try SetCommandTests.copyOfDemo()
        let darkBefore = try hex(folder, "Brand/accent", "hc-dark")
        let result = try CLI.run(["set", "Brand/accent", "#102030", "--appearance", "hc-light", folder.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("palette: also created the 'HC Dark' slot (#7D70FF) of 'Brand/accent' so no other appearance changes"))
        #expect(!result.output.contains("will report"))
        #expect(try hex(folder, "Brand/accent", "hc-light") == "#102030")
        #expect(try hex(folder, "Brand/accent", "hc-dark") == darkBefore)
        // The files are clean: only the contrast policy's note on look-alike colors remains
        // ('Status/info' and 'Controls/linkText'; 'Brand/accent' now differs from the button).
        let check = try CLI.run(["check", "--no-infer", folder.path])
        #expect(check.output.split(separator: "\n").filter { !$0.contains(": note: color 'Status/info' ") }
                == ["0 errors, 0 warnings, 1 note in 41 colorsets"])
    }

    @Test func replacingASystemColorKeepsItsDarkValue() throws {
        let folder = try SetCommandTests.copyOfDemo()
        #expect(try hex(folder, "Border/separator", "dark") == "#545458")
        let result = try CLI.run(["set", "Border/separator", "#112233", folder.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("palette: also created the 'Dark' slot (#545458) of 'Border/separator'"))
        #expect(try hex(folder, "Border/separator", "light") == "#112233")
        #expect(try hex(folder, "Border/separator", "dark") == "#545458")
        let text = try String(contentsOfFile: folder.url("Demo.xcassets/Border/separator.colorset/Contents.json"), encoding: .utf8)
        #expect(!text.contains("reference"))
        #expect(text.contains("\"alpha\" : \"0.600\""))
    }

    @Test func aProblemTheEditAddsIsNamedOnStandardError() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/ink.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", space: "cmyk")]),
        ])
        for arguments in [["--dry-run"], []] {
            let result = try CLI.run(["set", "ink", "#102030", "--appearance", "dark"] + arguments + [folder.path])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("palette: warning: 'check' will report: "))
            #expect(result.output.contains("ink.colorset/Contents.json:"))
            #expect(result.output.contains("error: unknown color space 'cmyk'; shown as sRGB"))
            #expect(result.output.components(separatedBy: "will report").count == 2, "only the new problem, once")
        }
    }

    @Test func aProblemTheFileHadIsNotNewBecauseItsEntryMoved() throws {
        // An HC slot first, then two universal slots alike: a Dark slot set here goes in at the top
        // (and HC Dark at the bottom), so the duplicate's entry number changes but the problem does not.
        let any = XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")
        let folder = try TemporaryFolder([
            "A.xcassets/c.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00", highContrast: true), any, any,
            ]),
        ])
        let before = try CLI.run(["check", folder.path])
        #expect(before.output.contains("duplicate slot"), "\(before.output)")
        let result = try CLI.run(["set", "c", "#102030", "--appearance", "dark", "--dry-run", folder.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("+") && !result.output.contains("will report"), "\(result.output)")
    }
}
