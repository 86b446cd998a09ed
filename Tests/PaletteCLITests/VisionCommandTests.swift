import Foundation
import Testing
import TestSupport

/// `palette contrast --vision MODE` and `check`'s `contrast.vision-indistinct`, through the binary.
@Suite struct VisionCommandTests {
    @Test func contrastUnderDeuteranopiaMeasuresTheSimulatedColors() throws {
        let folder = try ContrastCommandTests.project(
            config: "contrast:\n  pairs:\n    - foreground: Text/alert\n      background: Background/page\n      minimum: 3\n",
            colors: ["Text/alert": ["#C85020"], "Background/page": ["#708A06"]])
        let normal = try ContrastCommandTests.run(in: folder.path, ["contrast", "--format", "json"])
        let deutan = try ContrastCommandTests.run(in: folder.path, ["contrast", "--format", "json", "--vision", "deuteranopia"])
        func rows(_ output: String) throws -> [[String: Any]] {
            try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        }
        let before = try #require(try rows(normal.output).first), after = try #require(try rows(deutan.output).first)
        #expect(before["foregroundHex"] as? String == "#C85020")
        // Machado's deuteranopia matrix in linear sRGB maps both colors to nearly one olive.
        #expect(after["foregroundHex"] as? String != "#C85020")
        let ratio = try #require(after["ratio"] as? Double)
        #expect(ratio < 1.01)
        let text = try ContrastCommandTests.run(in: folder.path, ["contrast", "--vision", "deuteranopia"])
        #expect(text.output.hasPrefix("seen with deuteranopia (simulated, Machado et al. 2009)\n\nText/alert on Background/page"))
        #expect(text.status == 1)
    }

    @Test func anUnknownVisionIsAUsageError() throws {
        let result = try CLI.run(["contrast", "--vision", "red-green", ContrastCommandTests.palettes])
        #expect(result.status == 64)
        #expect(result.output.contains("red-green"))
    }

    @Test func checkWarnsAboutStatesADeuteranopeCannotTellApart() throws {
        let folder = try ContrastCommandTests.project(config: nil, colors: ["Status/badgeNormal": ["#C85020"], "Status/badgeSelected": ["#708A06"]])
        let result = try ContrastCommandTests.run(in: folder.path, ["check", "App"])
        #expect(result.output.contains("warning: states 'Status/badgeNormal' and 'Status/badgeSelected' look alike with deuteranopia in Light"))
    }
}
