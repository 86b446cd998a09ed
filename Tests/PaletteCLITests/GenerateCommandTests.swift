import Foundation
import TestSupport
import Testing

/// `palette generate`: files written atomically and only when they change, `--check` for CI,
/// every target of `palette.yml`, collisions refused with nothing written.
struct GenerateCommandTests {
    static func demoCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: CLI.demo, toPath: folder.url("Demo.xcassets"))
        return folder
    }

    static func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    @Test func aFileIsWrittenOnceAndLeftAloneWhileItIsCurrent() throws {
        let folder = try Self.demoCopy()
        let output = folder.url("Palette.swift")
        let first = try CLI.run(["generate", "swift", folder.url("Demo.xcassets"), "--output", output])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("Palette.swift: written"))
        let golden = try String(contentsOfFile: SharedFolder.packageRoot.path + "/Tests/Fixtures/golden/generate/Palette.swift.golden",
                                encoding: .utf8)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == golden)
        let inode = try Self.inode(output)
        let second = try CLI.run(["generate", "swift", folder.url("Demo.xcassets"), "--output", output])
        #expect(second.status == 0)
        #expect(second.output.contains("Palette.swift: unchanged"))
        #expect(try Self.inode(output) == inode, "an unchanged file is not replaced")
    }

    @Test func checkPrintsADiffAndFailsWhenStaleAndPassesWhenCurrent() throws {
        let folder = try Self.demoCopy()
        let output = folder.url("Palette.swift")
        let missing = try CLI.run(["generate", "swift", folder.url("Demo.xcassets"), "--output", output, "--check"])
        #expect(missing.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output), "--check writes nothing")
        #expect(missing.output.contains("+++ b/" + String(output.dropFirst())))
        _ = try CLI.run(["generate", "swift", folder.url("Demo.xcassets"), "--output", output])
        let current = try CLI.run(["generate", "swift", folder.url("Demo.xcassets"), "--output", output, "--check"])
        #expect(current.status == 0, "\(current.output)")
        #expect(current.output.isEmpty)
        // A renamed color makes the file stale: the diff shows the old and the new case.
        try FileManager.default.moveItem(atPath: folder.url("Demo.xcassets/Brand/accentSoft.colorset"),
                                         toPath: folder.url("Demo.xcassets/Brand/accentMuted.colorset"))
        let stale = try CLI.run(["generate", "swift", folder.url("Demo.xcassets"), "--output", output, "--check"])
        #expect(stale.status == 1)
        #expect(stale.output.contains("--- a/" + String(output.dropFirst()) + "\n"), "an absolute path labelled as git labels it")
        #expect(stale.output.contains("stale; run the same command without --check to update"))
        #expect(stale.output.contains("-        case accentSoft = \"Brand/accentSoft\""))
        #expect(stale.output.contains("+        case accentMuted = \"Brand/accentMuted\""))
        #expect(stale.output.contains("1 generated file is stale"))
    }

    @Test func withoutALanguageEveryConfiguredTargetIsWritten() throws {
        let folder = try Self.demoCopy()
        try folder.write("""
            catalogs: [Demo.xcassets]
            generate:
              - language: swift
                output: Generated/Palette.swift
                tests: Tests/PaletteTests.swift
              - language: objc
                output: Generated/PaletteNames
            """, to: "palette.yml")
        try FileManager.default.createDirectory(atPath: folder.url("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.url("Tests"), withIntermediateDirectories: true)
        let result = try CLI.run(["generate", "--config", folder.url("palette.yml")])
        #expect(result.status == 0, "\(result.output)")
        let golden = SharedFolder.packageRoot.path + "/Tests/Fixtures/golden/generate/"
        for (file, expected) in [("Generated/Palette.swift", "Palette.swift.golden"), ("Tests/PaletteTests.swift", "PaletteTests.swift.golden"),
                                 ("Generated/PaletteNames.h", "PaletteNames.h.golden"), ("Generated/PaletteNames.m", "PaletteNames.m.golden")] {
            #expect(try String(contentsOfFile: folder.url(file), encoding: .utf8) == String(contentsOfFile: golden + expected, encoding: .utf8))
        }
        let check = try CLI.run(["generate", "--config", folder.url("palette.yml"), "--check"])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func withoutALanguageOrTargetsItSaysWhatToDo() throws {
        let folder = try Self.demoCopy()
        try folder.write("catalogs: [Demo.xcassets]\n", to: "palette.yml")
        let result = try CLI.run(["generate", "--config", folder.url("palette.yml")])
        #expect(result.status == 1)
        #expect(result.output.contains("palette: error: no 'generate' targets in palette.yml"))
    }

    @Test func aCollisionIsAnErrorAndNothingIsWritten() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/accent-soft.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "1", green: "0", blue: "0")]),
            "A.xcassets/accentSoft.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "1", green: "0", blue: "0")]),
        ])
        let output = folder.url("Palette.swift")
        let result = try CLI.run(["generate", "swift", folder.url("A.xcassets"), "--output", output])
        #expect(result.status == 1)
        #expect(result.output.contains(folder.url("A.xcassets/accentSoft.colorset")
                                       + ": error: 'accentSoft' and 'accent-soft' ('\(folder.url("A.xcassets/accent-soft.colorset"))') "
                                       + "both become 'Palette.accentSoft' in generated code"))
        #expect(result.output.contains("palette: error: 1 name collision (above); nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func objectiveCGoesToAHeaderAndAnImplementation() throws {
        let folder = try Self.demoCopy()
        let result = try CLI.run(["generate", "objc", folder.url("Demo.xcassets"), "--output", folder.url("Names.h"), "--type", "DS"])
        #expect(result.status == 0, "\(result.output)")
        let header = try String(contentsOfFile: folder.url("Names.h"), encoding: .utf8)
        let implementation = try String(contentsOfFile: folder.url("Names.m"), encoding: .utf8)
        #expect(header.contains("FOUNDATION_EXPORT NSString *const DSColorNameBrandAccent;"))
        #expect(header.contains("#define DS_COLOR_NAMES \\\n    @\"Background/backgroundElevated\", \\\n"))
        #expect(implementation.contains("#import \"Names.h\""))
        #expect(implementation.contains("+ (UIColor *)ds_brandAccent"))
    }

    @Test func checkNeedsAnOutput() throws {
        let result = try CLI.run(["generate", "swift", CLI.demo, "--check"])
        #expect(result.status == 64)
        #expect(result.output.contains("--check needs --output"))
    }
}
