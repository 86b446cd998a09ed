import Foundation
import Testing
import TestSupport

@Suite struct ListCommandTests {
    static func rows(_ appearance: String) throws -> [String: [String: Any]] {
        let rows = try #require(try CLI.json(["list", "--format", "json", "--appearance", appearance, CLI.demo]) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "", $0) })
    }

    @Test(arguments: [("light", "#F2F2F7"), ("dark", "#1C1C1E"), ("hc-light", "#FFFFFF"), ("hc-dark", "#000000")])
    func jsonResolvesEachAppearance(_ appearance: String, _ hex: String) throws {
        let row = try #require(try Self.rows(appearance)["Background/backgroundPrimary"])
        #expect(row["hex"] as? String == hex)
        #expect(row["fallback"] as? Bool == false)
        #expect(row["alpha"] as? Double == 1)
        #expect(row["colorSpace"] as? String == "srgb")
        #expect((row["catalog"] as? String)?.hasSuffix("Palettes/Demo.xcassets") == true)
    }

    @Test func jsonMarksFallbacksReferencesAlphaAndClipping() throws {
        let rows = try Self.rows("hc-dark")
        #expect(rows["Brand/accent"]?["fallback"] as? Bool == true)
        #expect(rows["Border/separator"]?["reference"] as? String == "separatorColor")
        #expect(rows["Text/textTertiary"]?["alpha"] as? Double == 0.85)
        let light = try Self.rows("light")
        #expect(light["Brand/accentVivid"]?["clipped"] as? Bool == true)
        #expect(light["Brand/accentVivid"]?["colorSpace"] as? String == "display-p3")
        #expect(light.count == 41)
    }

    @Test func aColorWithNoSlotForTheDeviceIsNotCalledEmpty() throws {
        let mac = XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3").replacingOccurrences(of: "universal", with: "mac")
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/TouchBarBezel.colorset/Contents.json": XcodeJSON.colorSet([mac]),
            "A.xcassets/Unset.colorset/Contents.json": XcodeJSON.colorSet([]),
        ])
        let text = try CLI.run(["list", "--idiom", "iphone", folder.path]).output
        #expect(text.contains("-                    TouchBarBezel  (no slot for this device)\n"), "\(text)")
        #expect(text.contains("empty                Unset  (no color)\n"))
    }

    @Test func translucentAndWideGamutColorsSayAlphaAndSpaceInTheirHex() throws {
        let light = try Self.rows("light")
        let tertiary = try #require(light["Text/textTertiary"])
        #expect(tertiary["alpha"] as? Double == 0.6)
        #expect(tertiary["hexWithAlpha"] as? String == "#3C3C4399")
        #expect(light["Background/backgroundPrimary"]?["hexWithAlpha"] as? String == "#F2F2F7")
        let vivid = try #require(light["Brand/accentVivid"])
        #expect(vivid["hexInSpace"] as? String != vivid["hex"] as? String)
        #expect((vivid["hexInSpace"] as? String)?.count == 7)
        let text = try CLI.run(["list", CLI.demo]).output
        let vividLine = try #require(text.split(separator: "\n").first { $0.hasSuffix("Brand/accentVivid  (display-p3 \(vivid["hexInSpace"] as? String ?? "?"), outside sRGB)") })
        #expect(vividLine.hasPrefix(vivid["hex"] as? String ?? "?"))
    }

    @Test func textHeadsEachCatalogsRowsWithItsLabelWhenThereAreSeveral() throws {
        let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
        let blue = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x00", green: "0x00", blue: "0xFF")])
        let folder = try TemporaryFolder([
            "App/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": red,
            "Widget/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": blue,
        ])
        let text = try CLI.run(["list", folder.path]).output
        #expect(text == """
            App/Assets.xcassets:
            #FF0000   1    srgb                 AccentColor

            Widget/Assets.xcassets:
            #0000FF   1    srgb                 AccentColor

            """, "\(text)")
        let one = try CLI.run(["list", folder.path + "/App/Assets.xcassets"]).output
        #expect(one == "#FF0000   1    srgb                 AccentColor\n", "a lone catalog needs no heading")
    }

    @Test func textWithoutATerminalHasNoEscapes() throws {
        let result = try CLI.run(["list", CLI.demo])
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.contains("#F2F2F7   1    srgb                 Background/backgroundPrimary"))
    }

    @Test func namesFromCatalogsNeverReachTheTerminalRaw() throws {
        let evil = "evil\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let folder = try TemporaryFolder([
            "A.xcassets/\(evil).colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
        ])
        for arguments in [["list", folder.path], ["show", evil, folder.path], ["check", folder.path]] {
            let result = try CLI.run(arguments)
            #expect(!result.output.contains("\u{1B}"), "\(arguments[0])")
            #expect(!result.output.contains("\u{07}"), "\(arguments[0])")
        }
        let json = try CLI.run(["list", "--format", "json", folder.path])
        #expect(json.output.contains("evil\\u001b]0;pwned\\u0007"))
    }
}
