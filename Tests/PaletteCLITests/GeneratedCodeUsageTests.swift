import Foundation
import Testing
import TestSupport

/// Issues 14 and 17 together: code that reaches colors through what `palette generate swift`
/// wrote counts as using them, whatever names the generator chose, and the generated file itself
/// is not a use.
@Suite struct GeneratedCodeUsageTests {
    @Test func accessorsOfTheGeneratedFileAreReferences() throws {
        let folder = try TemporaryFolder()
        let demo = SharedFolder.packageRoot.appendingPathComponent("Palettes/Demo.xcassets").path
        let copy = try CLI.run(["export", demo, "--modes", "extensions", "--output", folder.path + "/tokens.json"])
        #expect(copy.status == 0, "\(copy.output)")
        let imported = try CLI.run(["import", folder.path + "/tokens.json", "--into", folder.path + "/App/Colors.xcassets"])
        #expect(imported.status == 0, "\(imported.output)")
        let generated = try CLI.run(["generate", "swift", folder.path + "/App/Colors.xcassets",
                                     "--output", folder.path + "/App/Generated/Palette.swift"])
        #expect(generated.status == 0, "\(generated.output)")
        try folder.write("""
            import UIKit

            let title = Palette.Text.textPrimary.uiColor
            // Palette.Brand.signalOrange.color in a comment is no use.
            let tint = Palette.Brand.accent.color
            """, to: "App/Views/Header.swift")

        let accent = try CLI.run(["usage", "Brand/accent", folder.path, "--format", "json"])
        let references = try #require(try JSONSerialization.jsonObject(with: Data(accent.output.utf8)) as? [[String: Any]])
        #expect(references.count == 1, "\(accent.output)")
        #expect((references.first?["file"] as? String)?.hasSuffix("App/Views/Header.swift") == true)
        #expect(references.first?["line"] as? Int == 5)
        #expect(references.first?["kind"] as? String == "palette-generated")

        let orange = try CLI.run(["usage", "Brand/signalOrange", folder.path, "--format", "json"])
        #expect(try JSONSerialization.jsonObject(with: Data(orange.output.utf8)) as? [Any] == nil
                || (try JSONSerialization.jsonObject(with: Data(orange.output.utf8)) as? [Any])?.isEmpty == true,
                "\(orange.output)")
    }
}
