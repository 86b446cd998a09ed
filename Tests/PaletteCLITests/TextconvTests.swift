import Foundation
import Testing
import TestSupport
@testable import PaletteCLI

/// `palette diff --textconv`: a colorset file as one line per slot, for git's diff driver.
@Suite struct TextconvTests {
    @Test func eachSlotIsOneLineWithTraitsSpaceComponentsHexAndAlpha() {
        let file = XcodeJSON.colorSet([
            XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0"),
            XcodeJSON.entry(red: "0.357", green: "0.298", blue: "0.941", alpha: "0.500", luminosity: "dark"),
            "    { \"appearances\" : [ { \"appearance\" : \"contrast\", \"value\" : \"high\" } ], \"color\" : { \"platform\" : \"ios\", "
                + "\"reference\" : \"systemRedColor\" }, \"idiom\" : \"universal\" }",
            "    { \"color\" : { \"color-space\" : \"gray-gamma-22\", \"components\" : { \"alpha\" : \"1.000\", \"white\" : \"0.500\" } }, "
                + "\"idiom\" : \"ipad\" }",
            "    { \"idiom\" : \"mac\" }",
        ])
        #expect(ColorSetTextconv.text(of: Array(file.utf8)) == """
            Any      universal     srgb                 red 0x5B  green 0x4C  blue 0xF0  #5B4CF0  alpha 1.000
            Dark     universal     srgb                 red 0.357  green 0.298  blue 0.941  #5B4CF080  alpha 0.500
            HC       universal     system               systemRedColor (ios)  #D70015
            Any      ipad          gray-gamma-22        white 0.500  #808080  alpha 1.000
            Any      mac           (empty slot)
            warning: 5:5: slots 'Dark' and 'HC' both match High Contrast Dark and there is no 'HC Dark' slot; palette uses 'Dark' (add an 'HC Dark' slot to decide)

            """)
    }

    @Test func problemsInTheFileFollowTheSlots() {
        let file = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xZZ", green: "0x4C", blue: "0xF0")])
        let text = ColorSetTextconv.text(of: Array(file.utf8))
        #expect(text.hasPrefix("Any      universal     srgb                 red (missing)  green 0x4C  blue 0xF0"), "\(text)")
        #expect(text.contains("\nerror: 3:122: "), "\(text)")
        #expect(text.contains("component 'red' is \"0xZZ\", not a number"), "\(text)")
    }

    @Test func aFileThatIsNotJSONStillPrintsWhyAndItsTextMadeSafe() {
        let text = ColorSetTextconv.text(of: Array("{\"colors\": [\r\n\t\u{1B}[2J\n".utf8))
        #expect(text == "palette: not valid JSON: 2:2: expected a value, found byte 0x1B\n{\"colors\": [\n\t\\u{1B}[2J\n")
        #expect(ColorSetTextconv.text(ofFileAt: "/nonexistent/Contents.json") == "palette: cannot read '/nonexistent/Contents.json'\n")
    }

    @Test(.enabled(if: PaletteExecutable.isBuilt, "the palette binary is built by 'swift test'"))
    func gitDiffAndLogShowColorsThroughTheDriver() throws {
        let palette = try #require(PaletteExecutable.url).path
        let (repository, path) = try Self.repositoryWithAColorSet()
        try repository.git("config", "diff.palette.textconv", "'\(palette)' diff --textconv")
        try repository.commitAll("first")
        try repository.write(XcodeJSON.colorSet([XcodeJSON.entry(red: "0x6B", green: "0x4C", blue: "0xF0")]), to: path)
        let diff = try repository.git("diff")
        #expect(diff.contains("\n-Any      universal     srgb                 red 0x5B  green 0x4C  blue 0xF0  #5B4CF0  alpha 1.000\n"
                              + "+Any      universal     srgb                 red 0x6B  green 0x4C  blue 0xF0  #6B4CF0  alpha 1.000\n"),
                "\(diff)")
        #expect(!diff.contains("\"red\""))
        try repository.commitAll("second")
        let log = try repository.git("log", "-p", "--format=%s")
        #expect(log.contains("+Any      universal     srgb                 red 0x5B"), "\(log)")
        // A broken file still diffs: the driver prints why and the text; git does not stop.
        try repository.write("{\"colors\": [", to: path)
        let broken = try repository.run(["git", "diff"])
        #expect(broken.status == 0, "\(broken.output)")
        #expect(broken.output.contains("+palette: not valid JSON: 1:13: unexpected end of input; expected a value\n+{\"colors\": [\n"),
                "\(broken.output)")
    }

    /// With `diff.palette.cachetextconv` (the README's second setting) git keeps each version's
    /// text in its notes: a second `git log -p` runs the driver for no version again.
    @Test(.enabled(if: PaletteExecutable.isBuilt, "the palette binary is built by 'swift test'"))
    func gitCachesTheDriversTextWithCachetextconv() throws {
        let palette = try #require(PaletteExecutable.url).path
        let (repository, path) = try Self.repositoryWithAColorSet()
        // The driver through a script that counts its runs.
        let runs = repository.folder.url("runs"), driver = repository.folder.url("driver.sh")
        try "#!/bin/sh\necho run >> '\(runs)'\nexec '\(palette)' diff --textconv \"$@\"\n".write(toFile: driver, atomically: true, encoding: .utf8)
        #expect(chmod(driver, 0o755) == 0)
        try repository.git("config", "diff.palette.textconv", driver)
        try repository.git("config", "diff.palette.cachetextconv", "true")
        try repository.commitAll("first")
        for red in ["0x6B", "0x7B"] {
            try repository.write(XcodeJSON.colorSet([XcodeJSON.entry(red: red, green: "0x4C", blue: "0xF0")]), to: path)
            try repository.commitAll("red \(red)")
        }
        func runCount() -> Int { ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n").count }
        let first = try repository.git("log", "-p", "--format=%s")
        let counted = runCount()
        #expect(counted >= 3, "one run per version of the file at least once")
        #expect(first.contains("+Any      universal     srgb                 red 0x7B"), "\(first)")
        let second = try repository.git("log", "-p", "--format=%s")
        #expect(second == first)
        #expect(runCount() == counted, "the second log ran the driver again")
    }

    /// A repository whose colorset files diff through `palette`, with one colorset (its path given).
    private static func repositoryWithAColorSet() throws -> (TemporaryRepository, String) {
        let path = "A.xcassets/accent.colorset/Contents.json"
        let repository = try TemporaryRepository([
            // `**/`: a pattern with a slash in it matches only beside the .gitattributes file.
            ".gitattributes": "**/*.colorset/Contents.json diff=palette\n",
            path: XcodeJSON.colorSet([XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0")]),
        ])
        return (repository, path)
    }
}
