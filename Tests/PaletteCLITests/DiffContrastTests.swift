import Foundation
import LosslessJSON
import Testing
import TestSupport
@testable import PaletteCLI

/// `palette diff` with a contrast policy, in temporary git repositories: the pairs whose pass or
/// fail changed, and `--fail-on-regression`.
@Suite(.enabled(if: PaletteExecutable.isBuilt, "the palette binary is built by 'swift test'"))
struct DiffContrastTests {
    static var palette: String { PaletteExecutable.url!.path }
    static let catalog = "App/Colors.xcassets/"

    static func gray(_ value: Int, dark: Int? = nil) -> String {
        XcodeJSON.colorSet([DiffFixtureRepository.hex((value, value, value))]
                           + (dark.map { [DiffFixtureRepository.hex(($0, $0, $0), luminosity: "dark")] } ?? []))
    }

    /// `body` on `page` passes AA in Light (#767676 on white: 4.54) and `caption` fails it
    /// (#777777: 4.48); the second commit swaps the two grays.
    static func repository(config: String = """
        contrast:
          pairs:
            - foreground: body
              background: page
              minimum: AA
            - foreground: caption
              background: page
              minimum: AA

        """) throws -> TemporaryRepository {
        let repository = try TemporaryRepository([
            "palette.yml": config,
            catalog + "Contents.json": XcodeJSON.folder(),
            catalog + "body.colorset/Contents.json": gray(0x76, dark: 0xF2),
            catalog + "caption.colorset/Contents.json": gray(0x77, dark: 0xF2),
            catalog + "page.colorset/Contents.json": gray(0xFF, dark: 0x1C),
            catalog + "unrelated.colorset/Contents.json": gray(0x10),
        ])
        try repository.commitAll("first")
        try repository.write(gray(0x77, dark: 0xF2), to: catalog + "body.colorset/Contents.json")
        try repository.write(gray(0x76, dark: 0xF2), to: catalog + "caption.colorset/Contents.json")
        try repository.commitAll("second")
        return repository
    }

    @Test func aPairThatWentFromPassToFailIsListedWithItsColorAndFailsTheGate() throws {
        let repository = try Self.repository()
        let text = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD"])
        #expect(text.status == 0, "\(text.output)")
        // Light, and HC Light, which falls back to the Any slot; Dark's #F2F2F7 on #1C1C1E did not change.
        #expect(text.output.contains("""
                  contrast body on page, Light: 4.54 → 4.48 (needs AA (4.5:1)), pass → FAIL
                  contrast body on page, HC Light: 4.54 → 4.48 (needs AA (4.5:1)), pass → FAIL

            """), "\(text.output)")
        #expect(text.output.contains("      contrast caption on page, Light: 4.48 → 4.54 (needs AA (4.5:1)), fail → pass\n"),
                "\(text.output)")
        #expect(!text.output.contains("Dark:"), "\(text.output)")
        #expect(text.output.hasSuffix("2 colors: 2 modified; 2 contrast regressions\n"), "\(text.output)")

        let gate = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--fail-on-regression"])
        #expect(gate.status == 1, "\(gate.output)")

        let markdown = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--format", "markdown"])
        #expect(markdown.output.contains("| body on page | Light | 4.54 → 4.48 | AA (4.5:1) | pass → **fail** |"),
                "\(markdown.output)")
        #expect(markdown.output.contains("| caption on page | HC Light | 4.48 → 4.54 | AA (4.5:1) | fail → pass |"),
                "\(markdown.output)")
    }

    @Test func theJSONCarriesBothRatiosAndFollowsTheDocumentedSchema() throws {
        let repository = try Self.repository()
        let result = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--format", "json"])
        #expect(result.status == 0, "\(result.output)")
        let document = try JSONDocument(text: result.output)
        #expect(try DiffSchema.check().problems(in: document.root) == [])
        #expect(document.root["regressions"]?.numberText == "2")
        #expect(document.root["contrast"]?.elements.count == 4)
        let body = try #require(document.root["colors"]?.elements.first { $0["name"]?.stringValue == "body" })
        let pairs = body["contrast"]?.elements ?? []
        #expect(pairs.compactMap { $0["appearance"]?.stringValue } == ["light", "hc-light"])
        let light = try #require(pairs.first)
        #expect(light["foreground"]?.stringValue == "body" && light["background"]?.stringValue == "page")
        #expect(light["catalog"]?.stringValue == "App/Colors.xcassets")
        #expect(light["requirement"]?.stringValue == "AA (4.5:1)")
        #expect(light["context"]?.isNull == true)
        #expect(light["old"]?["ratio"]?.numberText == "4.54" && light["old"]?["passes"]?.boolValue == true)
        #expect(light["new"]?["ratio"]?.numberText == "4.48" && light["new"]?["passes"]?.boolValue == false)
        #expect(light["regression"]?.boolValue == true)
    }

    @Test func onlyFixedPairsPassTheGate() throws {
        let repository = try Self.repository()
        try repository.write(Self.gray(0x76, dark: 0xF2), to: Self.catalog + "body.colorset/Contents.json")
        try repository.commitAll("third")
        let result = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--fail-on-regression"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("contrast body on page, Light: 4.48 → 4.54 (needs AA (4.5:1)), fail → pass\n"), "\(result.output)")
        // The work tree against HEAD: nothing changed, nothing to report, and the gate passes.
        let clean = try repository.run([Self.palette, "diff", "--fail-on-regression"])
        #expect(clean.status == 0 && clean.output == "no color changes\n", "\(clean.output)")
    }

    @Test func theWorkTreesPolicyJudgesBothSides() throws {
        // The policy at the old revision asked for 3:1 only; the work tree's asks for AA, so the
        // colors alone decide what changed, and they are judged by the policy in force now.
        let repository = try Self.repository(config: "contrast:\n  pairs:\n    - {foreground: body, background: page, minimum: 3}\n")
        let lenient = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--fail-on-regression"])
        #expect(lenient.status == 0, "\(lenient.output)")
        #expect(!lenient.output.contains("contrast"), "\(lenient.output)")
        try repository.write("contrast:\n  pairs:\n    - {foreground: body, background: page, minimum: AA}\n", to: "palette.yml")
        let strict = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--fail-on-regression"])
        #expect(strict.status == 1, "\(strict.output)")
        #expect(strict.output.contains("contrast body on page, Light: 4.54 → 4.48"), "\(strict.output)")
        // --config names another policy; without a contrast section there is nothing to check.
        try repository.write("states:\n  pressed: [squished]\n", to: "other.yml")
        let none = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD", "--fail-on-regression", "--config", "other.yml"])
        #expect(none.status == 0, "\(none.output)")
        #expect(none.output.contains("no contrast policy is configured"), "\(none.output)")
    }

    @Test func aConfigWithErrorsRefusesTheDiff() throws {
        let repository = try Self.repository(config: "contrast:\n  pairs:\n    - {foreground: body, background: page, minimum: loud}\n")
        let result = try repository.run([Self.palette, "diff", "HEAD~1", "HEAD"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("palette: error: the config 'palette.yml' has errors"), "\(result.output)")
    }

    @Test func statesTheConfigNamesPairStateByStateOnBothSides() throws {
        // `squished` is a state only because palette.yml says so: the pressed title fails on the pressed fill.
        let repository = try TemporaryRepository([
            "palette.yml": """
                states:
                  pressed: [squished]
                contrast:
                  pairs:
                    - {foreground: title, background: fill, minimum: AA}

                """,
            Self.catalog + "Contents.json": XcodeJSON.folder(),
            Self.catalog + "title.colorset/Contents.json": Self.gray(0xFF),
            Self.catalog + "titleSquished.colorset/Contents.json": Self.gray(0xFF),
            Self.catalog + "fill.colorset/Contents.json": Self.gray(0x20),
            Self.catalog + "fillSquished.colorset/Contents.json": Self.gray(0x30),
        ])
        try repository.commitAll("first")
        try repository.write(Self.gray(0x50), to: Self.catalog + "titleSquished.colorset/Contents.json")
        let result = try repository.run([Self.palette, "diff", "--format", "json", "--fail-on-regression"])
        #expect(result.status == 1, "\(result.output)")
        let document = try JSONDocument(text: result.output)
        let pairs = document.root["contrast"]?.elements ?? []
        // One slot each: all four appearances show it.
        #expect(pairs.compactMap { $0["appearance"]?.stringValue } == ["light", "dark", "hc-light", "hc-dark"], "\(result.output)")
        #expect(Set(pairs.compactMap { $0["foreground"]?.stringValue }) == ["titleSquished"])
        #expect(Set(pairs.compactMap { $0["background"]?.stringValue }) == ["fillSquished"])
        #expect(Set(pairs.compactMap { $0["context"]?.stringValue }) == ["pressed"])
        #expect(pairs.compactMap { $0["new"]?["passes"]?.boolValue } == [false, false, false, false])
    }
}
