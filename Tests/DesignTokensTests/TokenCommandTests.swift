import Foundation
import PaletteConfig
import Testing
import TestSupport

/// `palette export` and `palette import` as a script runs them.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "skipped: the palette binary is not built")) struct TokenCommandTests {
    func palette(_ arguments: [String]) throws -> SpawnResult {
        let binary = try #require(PaletteExecutable.url)
        return try Spawn.run([binary.path] + arguments, environment: Spawn.cleanEnvironment)
    }

    @Test func exportWritesTheOutputFileAndImportDryRunPrintsDiffsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let export = try palette(["export", Tokens.demo, "--output", folder.url("demo.resolver.json")])
        #expect(export.status == 0, "\(export.output)")
        #expect(export.output == "palette: exported 41 colors to '\(folder.url("demo.resolver.json"))'\n")
        let dryRun = try palette(["import", folder.url("demo.resolver.json"), "--into", folder.url("New.xcassets"), "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.output)")
        #expect(dryRun.output.contains("+++ b/" + folder.url("New.xcassets/Brand/accent.colorset/Contents.json").dropFirst() + "\n"))
        #expect(dryRun.output.contains("+      \"idiom\" : \"universal\"\n"))
        #expect(dryRun.output.hasSuffix("palette: would write 50 files (41 new colorsets, 0 updated, 9 new folders) for 41 color tokens\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.url("New.xcassets")))
    }

    @Test func badTokensExitWithOneAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        let result = try palette(["import", Tokens.fixture("broken-alias.tokens.json"), "--into", folder.url("New.xcassets")])
        #expect(result.status == 1)
        #expect(result.output.contains("broken-alias.tokens.json:5:24: error: token 'color.link' refers to 'color.brnad'"))
        #expect(result.output.hasSuffix("palette: error: the tokens have errors (above); nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.url("New.xcassets")))
    }

    @Test func twoCatalogsExportedTogetherWithANameInCommonAreRefusedWholeEvenInADryRun() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try TemporaryFolder([
            "A/Assets.xcassets/Contents.json": XcodeJSON.folder(), "A/Assets.xcassets/x.colorset/Contents.json": color,
            "A/Assets.xcassets/only.colorset/Contents.json": color,
            "B/Assets.xcassets/Contents.json": XcodeJSON.folder(), "B/Assets.xcassets/x.colorset/Contents.json": color,
        ])
        #expect(try palette(["export", folder.path, "--output", folder.url("t.json")]).status == 0)
        for dryRun in [true, false] {
            let result = try palette(["import", folder.url("t.json"), "--into", folder.url("N.xcassets")] + (dryRun ? ["--dry-run"] : []))
            #expect(result.status == 1, "\(result.output)")
            #expect(result.output.contains(": error: tokens 'B-Assets.x' and 'A-Assets.x' would both be written to 'x.colorset'"), "\(result.output)")
            #expect(result.output.hasSuffix("palette: error: the tokens have errors (above); nothing was written\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.url("N.xcassets")))
        }
    }

    @Test func cssWithTwoColorsForOnePropertyExitsWithOneAndWritesNothing() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try TemporaryFolder([
            "Mac/Assets.xcassets/Contents.json": XcodeJSON.folder(), "Mac/Assets.xcassets/StarColor.colorset/Contents.json": color,
            "iOS/Assets.xcassets/Contents.json": XcodeJSON.folder(), "iOS/Assets.xcassets/starColor.colorset/Contents.json": color,
        ])
        for output in [nil, folder.url("colors.css")] {
            let result = try palette(["export", folder.path, "--format", "css"] + (output.map { ["--output", $0] } ?? []))
            #expect(result.status == 1, "\(result.output)")
            #expect(result.output.hasPrefix(folder.url("iOS/Assets.xcassets/starColor.colorset") + ": error: 'starColor' and 'StarColor' ('"
                + folder.url("Mac/Assets.xcassets/StarColor.colorset") + "') both become the CSS custom property '--star-color'; "
                + "export each catalog on its own"), "\(result.output)")
            #expect(!result.output.contains(":root"), "no style sheet is printed")
            #expect(result.output.hasSuffix("palette: error: 1 name collision (above); nothing was written\n"))
            #expect(!FileManager.default.fileExists(atPath: folder.url("colors.css")))
        }
        let alone = try palette(["export", folder.url("iOS/Assets.xcassets"), "--format", "css"])
        #expect(alone.status == 0, "\(alone.output)")
        #expect(alone.output.contains("  --star-color: #102030;\n"))
    }

    @Test func modesComeFromTheConfigAndFromTheModeOption() throws {
        let folder = try TemporaryFolder([
            "palette.yml": "tokens:\n  modes: {day: Any, night: HC Dark}\n",
        ])
        let catalog = folder.url("New.xcassets")
        let fromConfig = try palette(["import", Tokens.fixture("appearances.resolver.json"), "--into", catalog])
        #expect(fromConfig.status == 0, "\(fromConfig.output)")
        #expect(try Tokens.hex("surface", in: catalog, .highContrastDark) == "#000080")
        #expect(try Tokens.hex("surface", in: catalog, .dark) == "#0000FF")

        let other = folder.url("Other.xcassets")
        let fromOption = try palette(["import", Tokens.fixture("appearances.resolver.json"), "--into", other, "--mode", "night=Dark"])
        #expect(fromOption.status == 0, "\(fromOption.output)")
        #expect(try Tokens.hex("surface", in: other, .dark) == "#000080")

        let bad = try palette(["import", Tokens.fixture("appearances.resolver.json"), "--into", other, "--mode", "night=Dusk"])
        #expect(bad.status == 64)
    }

    @Test func theModeOptionAndTheConfigOutrankAContextNamedDark() throws {
        var files = ImportFormTests.primerLike
        files["palette.yml"] = "tokens:\n  modes: {dark-dimmest: Dark}\n"
        let folder = try TemporaryFolder(files)
        let fromConfig = folder.url("Config.xcassets")
        let first = try palette(["import", folder.url("r.resolver.json"), "--into", fromConfig])
        #expect(first.status == 0, "\(first.output)")
        #expect(try Tokens.hex("fg", in: fromConfig, .dark) == "#101010")
        let fromOption = folder.url("Option.xcassets")
        let second = try palette(["import", folder.url("r.resolver.json"), "--into", fromOption, "--mode", "dark-dimmed=Dark"])
        #expect(second.status == 0, "\(second.output)")
        #expect(try Tokens.hex("fg", in: fromOption, .dark) == "#22272E")
    }

    @Test func theConfigsTokenModesAreValidatedWithPositions() throws {
        let folder = try TemporaryFolder([
            "palette.yml": "tokens:\n  modes: {light: Any, dim: Dusk}\n  colours: 1\n",
        ])
        let loaded = ConfigLoader.load(file: folder.url("palette.yml"))
        #expect(loaded.config.tokensSection?.modes == [TokensSection.Mode(name: "light", appearance: "light")])
        #expect(loaded.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.finding.code)" }
                    == ["2:28 config.wrong-type", "3:3 config.unknown-key"])
    }
}
