import Foundation
import Testing
import TestSupport

/// Under `ulimit -f`, a save that writes past the limit fails with an error instead of
/// SIGXFSZ killing palette with no message.
@Suite(.paletteBuilt, .endToEndTimeLimit)
struct FileSizeLimitTests {
    @Test func aSavePastTheFileSizeLimitFailsWithoutBeingKilled() throws {
        let folder = try TemporaryFolder()
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        try FileManager.default.copyItem(atPath: demo, toPath: folder.url("Demo.xcassets"))
        let file = "Demo.xcassets/Background/backgroundElevated.colorset/Contents.json"
        let original = try folder.read(file)
        #expect(original.count > 512, "the file must not fit in the limit")

        // `ulimit -f 1` is one 512-byte block in sh. Spawn gives the child default signal
        // dispositions, so only palette itself can ignore SIGXFSZ.
        let palette = try #require(PaletteExecutable.url).path
        let result = try Spawn.run(
            ["sh", "-c", "ulimit -f 1 && exec \"$@\"", "sh", palette, "set", "backgroundElevated", "#112233", folder.url("Demo.xcassets")],
            environment: Spawn.cleanEnvironment)
        #expect(result.status != 128 + SIGXFSZ, "killed by SIGXFSZ")
        #expect(result.status != 0, "\(result.output)")
        #expect(result.output.contains("error"), "\(result.output)")
        #expect(try folder.read(file) == original)
    }
}
