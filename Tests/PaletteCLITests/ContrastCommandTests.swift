import Foundation
import Testing
import TestSupport

/// `palette contrast` and the contrast findings of `palette check`, through the real binary.
@Suite struct ContrastCommandTests {
    static let palettes = SharedFolder.packageRoot.path + "/Palettes"

    /// A project with `palette.yml` beside `App/A.xcassets`: each color is `name: [any, dark?]` hex;
    /// a name's folder provides a namespace.
    static func project(config: String?, colors: [String: [String]]) throws -> TemporaryFolder {
        var files = ["App/A.xcassets/Contents.json": XcodeJSON.folder()]
        for (name, hexes) in colors {
            let entries = hexes.enumerated().map { index, hex in
                let digits = Array(hex.dropFirst())
                func byte(_ offset: Int) -> String { "0x" + String(digits[offset..<offset + 2]) }
                return XcodeJSON.entry(red: byte(0), green: byte(2), blue: byte(4), luminosity: index == 1 ? "dark" : nil)
            }
            files["App/A.xcassets/\(name).colorset/Contents.json"] = XcodeJSON.colorSet(entries)
            // A folder provides a namespace, as the demo's do: `Text/body`.
            if let slash = name.lastIndex(of: "/") { files["App/A.xcassets/\(name[..<slash])/Contents.json"] = XcodeJSON.folder(namespace: true) }
        }
        if let config { files["palette.yml"] = config }
        return try TemporaryFolder(files)
    }

    /// `palette ARGUMENTS` run from `folder`, as CI runs it from a repository's root.
    static func run(in folder: String, _ arguments: [String]) throws -> SpawnResult {
        let binary = try #require(PaletteExecutable.url, "the palette binary is built by 'swift test'")
        return try Spawn.run(["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", folder, binary.path] + arguments,
                             environment: Spawn.cleanEnvironment)
    }

    /// `contrast --format json` on the demo, which fails some of its pairs on purpose (exit status 1).
    static func demoRows() throws -> [[String: Any]] {
        let result = try CLI.run(["contrast", "--format", "json", palettes])
        #expect(result.status == 1)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    }

    @Test func jsonHasEveryPairInEveryAppearanceAndState() throws {
        let rows = try Self.demoRows()
        for key in ["foreground", "background", "appearance", "state", "ratio", "lc", "target", "pass"] {
            #expect(rows.allSatisfy { $0.keys.contains(key) }, "every row has '\(key)'")
        }
        #expect(Set(rows.compactMap { $0["appearance"] as? String }) == ["light", "dark", "hc-light", "hc-dark"])
        let states = Set(rows.compactMap { $0["state"] as? String })
        #expect(states.isSuperset(of: ["normal", "highlighted", "disabled", "selected", "pressed", "focused"]))
        // The Dark primary button: white on #7D70FF.
        let button = try #require(rows.first {
            $0["foreground"] as? String == "Controls/buttonTitle" && $0["background"] as? String == "Controls/PrimaryButton/normal"
                && $0["appearance"] as? String == "dark"
        })
        #expect(button["state"] as? String == "normal" && button["target"] as? String == "AA" && button["pass"] as? Bool == false)
        #expect(abs((button["ratio"] as? Double ?? 0) - 3.73) < 0.01)
        #expect(abs((button["lc"] as? Double ?? 0) + 70.0) < 0.05)
        // The disabled state is exempt: no target, and it does not fail.
        let disabled = try #require(rows.first { $0["state"] as? String == "disabled" })
        #expect(disabled["target"] is NSNull && disabled["pass"] as? Bool == true && disabled["exempt"] as? Bool == true)
        #expect(rows.allSatisfy { $0["inferred"] as? Bool == false })
    }

    @Test func textIsGroupedByPairAndPlainOnAPipe() throws {
        let result = try CLI.run(["contrast", Self.palettes])
        #expect(result.status == 1)
        #expect(result.output.contains("""
            Controls/buttonTitle on Controls/PrimaryButton/normal  [normal]  AA, increased AAA
              Light     #FFFFFF on #5B4CF0    5.62:1  Lc  -82.6  pass
              Dark      #FFFFFF on #7D70FF    3.73:1  Lc  -70.0  FAIL (needs AA (4.5:1))
            """))
        #expect(CLI.rawControls(in: result.output).isEmpty)
    }

    @Test func withoutAConfigPairsAreInferredAndSaySo() throws {
        let folder = try Self.project(config: nil, colors: [
            "textPrimary": ["#1C1C1E", "#F2F2F7"], "backgroundPrimary": ["#FFFFFF", "#000000"], "accent": ["#5B4CF0"],
        ])
        let result = try CLI.run(["contrast", folder.url("App")])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("textPrimary on backgroundPrimary  AA  (inferred)\n"))
        let none = try CLI.run(["contrast", "--no-infer", folder.url("App")])
        #expect(none.output == "no pairs: declare them in palette.yml's 'contrast' section\n")
    }

    @Test func aNameTwoCatalogsShareIsNamedWithItsCatalog() throws {
        // Two app targets' catalogs with the same names: each text color on its own catalog's background.
        let entry = { (hex: String) in
            XcodeJSON.colorSet([XcodeJSON.entry(red: "0x" + hex.prefix(2), green: "0x" + hex.dropFirst(2).prefix(2), blue: "0x" + hex.suffix(2))])
        }
        let folder = try TemporaryFolder([
            "AppA/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "AppA/Assets.xcassets/Text.colorset/Contents.json": entry("FFFFFF"),
            "AppA/Assets.xcassets/Background.colorset/Contents.json": entry("003040"),
            "AppA/Assets.xcassets/Shade.colorset/Contents.json": entry("FEFEFE"),
            "AppB/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "AppB/Assets.xcassets/Text.colorset/Contents.json": entry("000000"),
            "AppB/Assets.xcassets/Background.colorset/Contents.json": entry("FFFFFF"),
            "AppB/Assets.xcassets/Empty.colorset/Contents.json": XcodeJSON.colorSet([]),
            "AppB/Assets.xcassets/EmptyText.colorset/Contents.json": XcodeJSON.colorSet([]),
        ])
        let text = try CLI.run(["contrast", folder.path])
        #expect(text.output.contains("Text (AppA/Assets.xcassets) on Background (AppA/Assets.xcassets)  AA  (inferred)\n"), "\(text.output)")
        #expect(text.output.contains("Text (AppB/Assets.xcassets) on Background (AppB/Assets.xcassets)  AA  (inferred)\n"))
        #expect(!text.output.contains("(AppA/Assets.xcassets) on Background (AppB"))
        #expect(text.output.contains("unmeasured: no slot with a color"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(try CLI.run(["contrast", "--format", "json", folder.path]).output.utf8))
            as? [[String: Any]])
        #expect(Set(rows.compactMap { row in (row["foregroundCatalog"] as? String).map { $0 + " " + (row["backgroundCatalog"] as? String ?? "") } })
            .isSubset(of: ["AppA/Assets.xcassets AppA/Assets.xcassets", "AppB/Assets.xcassets AppB/Assets.xcassets"]))
        // A near duplicate in another catalog is named with that catalog.
        let check = try CLI.run(["check", folder.path])
        #expect(check.output.contains("color 'Background' looks the same as 'Shade' of 'AppA/Assets.xcassets' in every appearance")
            || check.output.contains("color 'Shade' looks the same as 'Background' of 'AppB/Assets.xcassets' in every appearance"), "\(check.output)")
    }

    @Test func anUnmeasuredPairStillGivesTheHexOfTheSideThatIsKnown() throws {
        // An opaque text color on an empty background, and a text color with no color on a
        // half-white background: seen over the canvas, white in Light and black in Dark.
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/textPrimary.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x11", green: "0x22", blue: "0x33")]),
            "A.xcassets/backgroundPrimary.colorset/Contents.json": XcodeJSON.colorSet([]),
            "A.xcassets/labelMuted.colorset/Contents.json": XcodeJSON.colorSet([]),
            "A.xcassets/surfaceGlass.colorset/Contents.json": XcodeJSON.colorSet([
                XcodeJSON.entry(red: "0xFF", green: "0xFF", blue: "0xFF", alpha: "0.500")]),
        ])
        let rows = try #require(try CLI.json(["contrast", "--format", "json", folder.path]) as? [[String: Any]])
        func row(_ foreground: String, _ background: String, _ appearance: String) throws -> [String: Any] {
            try #require(rows.first { $0["foreground"] as? String == foreground && $0["background"] as? String == background
                && $0["appearance"] as? String == appearance }, "\(foreground) on \(background) in \(appearance)")
        }
        let text = try row("textPrimary", "backgroundPrimary", "dark")
        #expect(text["foregroundHex"] as? String == "#112233")
        #expect(text["backgroundHex"] is NSNull)
        #expect(text["pass"] is NSNull)
        #expect(try row("labelMuted", "surfaceGlass", "light")["backgroundHex"] as? String == "#FFFFFF")
        let dark = try row("labelMuted", "surfaceGlass", "dark")
        #expect(dark["backgroundHex"] as? String == "#808080")
        #expect(dark["foregroundHex"] is NSNull)
        let plain = try CLI.run(["contrast", folder.path]).output
        #expect(plain.contains("#112233 on ?        unmeasured: no slot with a color\n"), "\(plain)")
        #expect(plain.contains("?       on #808080  unmeasured: no slot with a color\n"))
    }

    @Test func checkReportsOneFailurePerPairAndAppearanceAtTheForegroundsSlot() throws {
        let result = try CLI.run(["check", "--format", "json", Self.palettes])
        #expect(result.status == 1)
        let diagnostics = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let failures = diagnostics.filter { $0["code"] as? String == "contrast.fail" }
        let contrast = try Self.demoRows()
        let failing = Set(contrast.filter { $0["pass"] as? Bool == false }.map {
            "\($0["foreground"]!) \($0["background"]!) \($0["appearance"]!)"
        })
        #expect(failures.count == failing.count)
        let dark = try #require(failures.first {
            ($0["message"] as? String)?.hasPrefix("contrast of 'Controls/buttonTitle' on 'Controls/PrimaryButton/normal' in Dark") == true
        })
        #expect(dark["file"] as? String == Self.palettes + "/Demo.xcassets/Controls/buttonTitle.colorset/Contents.json")
        #expect(dark["severity"] as? String == "error")
        // Line 15 is the Dark slot's entry: the slot the foreground resolves to in Dark.
        let text = try String(contentsOfFile: dark["file"] as! String, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(dark["line"] as? Int)
        #expect(text[line - 1].trimmingCharacters(in: .whitespaces) == "{" && text[line].contains("\"appearances\"")
                && text[line + 2].contains("\"appearance\" : \"luminosity\""))
        let codes = Set(diagnostics.compactMap { $0["code"] as? String })
        #expect(codes == ["contrast.fail", "contrast.needs-high-contrast", "colorset.near-duplicate"])
    }

    @Test func checkNamesAColorThePolicyCannotFindInTheConfig() throws {
        let folder = try Self.project(config: """
            contrast:
              pairs:
                - foreground: textPrimary
                  background: backgroundPrimry
            """, colors: ["textPrimary": ["#1C1C1E"], "backgroundPrimary": ["#FFFFFF"]])
        let result = try CLI.run(["check", folder.url("App")])
        #expect(result.status == 0)
        #expect(result.output.contains("palette.yml:4:19: warning: background 'backgroundPrimry' in 'contrast.pairs' matches no color; "
                                       + "did you mean 'backgroundPrimary'?"))
    }

    @Test func sarifHasWhatGitHubCodeScanningReads() throws {
        let folder = try Self.project(config: """
            contrast:
              pairs:
                - {foreground: "My Text", background: page, minimum: AA}
            """, colors: ["My Text": ["#777777", "#EEEEEE"], "page": ["#FFFFFF", "#000000"], "broken": []])
        try folder.write("{\n  \"colors\" : [\n    {\n  ]\n}\n", to: "App/A.xcassets/broken.colorset/Contents.json")
        for command in ["check", "contrast"] {
            let result = try Self.run(in: folder.path, [command, "--format", "sarif", "App"])
            #expect(result.status == 1)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            #expect(driver["name"] as? String == "palette")
            let rules = try #require(driver["rules"] as? [[String: Any]])
            let ruleIDs = rules.compactMap { $0["id"] as? String }
            #expect(Set(ruleIDs).count == rules.count)
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(Set(results.compactMap { $0["ruleId"] as? String }) == Set(ruleIDs))
            #expect(results.contains { $0["ruleId"] as? String == "contrast.fail" })
            #expect(command == "contrast" || results.contains { ($0["ruleId"] as? String)?.hasPrefix("json.") == true })
            for result in results {
                let ruleIndex = try #require(result["ruleIndex"] as? Int)
                #expect(ruleIDs[ruleIndex] == result["ruleId"] as? String)
                #expect(["error", "warning", "note"].contains(result["level"] as? String))
                #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
                let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                let artifact = try #require(location["artifactLocation"] as? [String: Any])
                let uri = try #require(artifact["uri"] as? String)
                #expect(uri.hasPrefix("App/A.xcassets/") && !uri.contains(" ") && artifact["uriBaseId"] as? String == "%SRCROOT%", "\(uri)")
                #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
            }
            let failure = try #require(results.first { $0["ruleId"] as? String == "contrast.fail" })
            let uri = ((failure["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
            #expect(uri == "App/A.xcassets/My%20Text.colorset/Contents.json")
        }
    }

    @Test func slotsThatDifferByIdiomOrGamutAreMeasuredAndNamedInEveryOutput() throws {
        let folder = try Self.project(config: "contrast:\n  pairs:\n    - {foreground: body, background: page, minimum: AA}\n",
                                      colors: ["body": ["#777777"], "page": ["#FFFFFF"]])
        // A darker Display P3 slot passes where the sRGB one fails.
        try folder.write(XcodeJSON.colorSet([
            XcodeJSON.entry(red: "0x77", green: "0x77", blue: "0x77"),
            XcodeJSON.entry(red: "0x33", green: "0x33", blue: "0x33", extra: "\"display-gamut\" : \"display-P3\", "),
        ]), to: "App/A.xcassets/body.colorset/Contents.json")
        let json = try Self.run(in: folder.path, ["contrast", "--format", "json", "App"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let light = rows.filter { $0["appearance"] as? String == "light" }
        #expect(light.map { $0["gamut"] as? String } == ["sRGB", "display-P3"], "\(json.output)")
        #expect(light.allSatisfy { $0["idiom"] is NSNull })
        #expect(light.map { $0["pass"] as? Bool } == [false, true])
        let text = try Self.run(in: folder.path, ["contrast", "App"])
        #expect(text.output.contains("\n  Light sRGB "), "\(text.output)")
        #expect(text.output.contains("\n  Light Display P3 "), "\(text.output)")
        let check = try Self.run(in: folder.path, ["check", "App"])
        #expect(check.status == 1)
        #expect(check.output.contains("error: contrast of 'body' on 'page' in Light (sRGB) is 4.48:1"), "\(check.output)")
    }
}
