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

/// `check` names a `specimen` part that matches no color, where the config says it (issue 13).
@Suite struct SpecimenCheckTests {
    @Test func anUnknownSpecimenNameIsAWarningAtItsPlace() throws {
        let folder = try ContrastCommandTests.project(
            config: "specimen:\n  screen: Background/page\n  surface: Background/pgae\n",
            colors: ["Text/alert": ["#C85020"], "Background/page": ["#FFFFFF"]])
        let result = try ContrastCommandTests.run(in: folder.path, ["check", "--format", "json"])
        let found = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let unknown = found.filter { $0["code"] as? String == "specimen.unknown-color" }
        #expect(unknown.count == 1, "\(result.output)")
        #expect(unknown.first?["severity"] as? String == "warning")
        #expect((unknown.first?["file"] as? String)?.hasSuffix("palette.yml") == true)
        #expect(unknown.first?["line"] as? Int == 3 && unknown.first?["column"] as? Int == 12)
        #expect(unknown.first?["message"] as? String
                == "surface 'Background/pgae' in 'specimen' matches no color; did you mean 'Background/page'?")
    }
}
