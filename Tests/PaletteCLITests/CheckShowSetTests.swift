import Foundation
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    @Test func theDemoPaletteIsCleanAndItsContrastPolicyFailsOnPurpose() throws {
        // Palettes/palette.yml declares pairs, some of which the demo fails on purpose (README, "Contrast policy").
        let result = try CLI.run(["check", CLI.demo])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.contains(": error: contrast of ") || $0.contains(": warning: pair ")
            || $0.contains(": note: color ") }, "\(result.output)")
        #expect(lines.last == "29 errors, 4 warnings, 2 notes in 41 colorsets")
        // The files themselves are clean: without the policy only the notes about look-alike colors remain.
        let folder = try TemporaryFolder(["empty.yml": "# no policy\n"])
        let files = try CLI.run(["check", "--no-infer", "--config", folder.url("empty.yml"), CLI.demo])
        #expect(files.status == 0)
        #expect(files.output.split(separator: "\n").last == "0 errors, 0 warnings, 2 notes in 41 colorsets")
    }

    @Test func errorsExitWithOneAndReadLikeACompiler() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/good.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
            "A.xcassets/bad.colorset/Contents.json": "{\n  \"colors\" : [\n    {\n  ]\n}\n",
        ])
        let text = try CLI.run(["check", folder.path])
        #expect(text.status == 1)
        #expect(text.output.contains("A.xcassets/bad.colorset/Contents.json:4:3: error: "))
        let json = try CLI.run(["check", "--format", "json", folder.path])
        #expect(json.status == 1)
        let diagnostics = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect((diagnostics[0]["code"] as? String)?.hasPrefix("json.") == true)
        #expect(diagnostics[0]["line"] as? Int == 4)
        #expect(diagnostics[0]["column"] as? Int == 3)
        #expect(diagnostics[0]["severity"] as? String == "error")
    }

    @Test func theReportIsInFileOrderTheCatalogsOwnProblemsIncluded() throws {
        let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
        let folder = try TemporaryFolder([
            "A.xcassets/a.colorset/Contents.json": red,
            "A.xcassets/b.colorset/Contents.json": red,
            "A.xcassets/c.colorset/Contents.json": "{\n  \"colors\" : [\n    {\n  ]\n}\n",
            "empty.yml": "# no policy\n",
        ])
        let result = try CLI.run(["check", "--no-infer", "--config", folder.url("empty.yml"), folder.path])
        let files = result.output.split(separator: "\n").dropLast().map { $0.split(separator: ":")[0] }
        #expect(files == ["A.xcassets/b.colorset/Contents.json", "A.xcassets/c.colorset/Contents.json"]
            .map { Substring(folder.url($0)) }, "\(result.output)")
    }

    @Test(arguments: [["--version"], ["--help"], ["list", "--help"], ["show", "--help"], ["check", "--help"], ["set", "--help"], ["browse", "--help"],
                      ["contrast", "--help"], ["derive", "--help"]])
    func everyCommandHasHelp(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0)
        #expect(!result.output.isEmpty)
    }
}

@Suite struct ShowCommandTests {
    @Test func showsEveryVariantAsWrittenAndItsStateGroup() throws {
        let result = try CLI.run(["show", "Controls/buttonTitle.disabled", CLI.demo])
        #expect(result.status == 0)
        #expect(result.output.contains("states   Controls/buttonTitle: normal, highlighted, disabled (this is 'disabled')"))
        #expect(result.output.contains("Any      universal     srgb                 red 0xFF  green 0xFF  blue 0xFF  alpha 0.600  #FFFFFF"))
        #expect(result.output.contains("Dark     universal     srgb                 red 0x8E  green 0x8E  blue 0x93  alpha 1.000  #8E8E93"))
    }

    @Test func anUnknownNameSuggestsCandidates() throws {
        let result = try CLI.run(["show", "chart", CLI.demo])
        #expect(result.status == 1)
        #expect(result.output.contains("palette: error: no color named 'chart'; did you mean 'Chart/chart1'"))
    }
}

@Suite struct SetCommandTests {
    static func copyOfDemo() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: CLI.demo, toPath: folder.url("Demo.xcassets"))
        return folder
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let folder = try Self.copyOfDemo()
        let file = "Demo.xcassets/Brand/accent.colorset/Contents.json"
        let before = try folder.read(file)
        let result = try CLI.run(["set", "Brand/accent", "#112233", "--appearance", "dark", "--dry-run", folder.path])
        #expect(result.status == 0)
        #expect(result.output.contains("-          \"blue\" : \"0xFF\",\n-          \"green\" : \"0x70\",\n-          \"red\" : \"0x7D\"\n"
            + "+          \"blue\" : \"0x33\",\n+          \"green\" : \"0x22\",\n+          \"red\" : \"0x11\"\n"))
        #expect(try folder.read(file) == before)
    }

    @Test func writesOnlyTheRequestedSlotOfOneFile() throws {
        let folder = try Self.copyOfDemo()
        let result = try CLI.run(["set", "accent", "#112233", "--appearance", "dark", folder.path])
        #expect(result.status == 0, "\(result.output)")
        let after = try #require(try CLI.json(["list", "--format", "json", "--appearance", "dark", folder.path]) as? [[String: Any]])
        let before = try #require(try CLI.json(["list", "--format", "json", "--appearance", "dark", CLI.demo]) as? [[String: Any]])
        let changed = zip(before, after).filter { ($0.0["hex"] as? String) != ($0.1["hex"] as? String) }
        #expect(changed.map { $0.1["name"] as? String } == ["Brand/accent"])
        #expect(changed.first?.1["hex"] as? String == "#112233")
        let light = try #require(try CLI.json(["list", "--format", "json", folder.path]) as? [[String: Any]])
        #expect(light.first { $0["name"] as? String == "Brand/accent" }?["hex"] as? String == "#5B4CF0")
    }

    @Test func aBadColorIsAUsageError() throws {
        let result = try CLI.run(["set", "accent", "blue", CLI.demo])
        #expect(result.status == 64)
        #expect(result.output.contains("'blue' is not a color"))
    }
}
