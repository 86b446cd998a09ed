import Foundation
import Testing
import TestSupport

/// The small change the golden files show: two commits of a catalog, with a color retouched,
/// one renamed, one removed, one rewritten in another notation, one given a High Contrast slot
/// and an iPad slot, a translucent one added, and a catalog only the second commit has.
enum DiffFixtureRepository {
    static func hex(_ rgb: (Int, Int, Int), luminosity: String? = nil, highContrast: Bool = false, idiom: String = "universal",
                    alpha: String = "1.000") -> String {
        func byte(_ value: Int) -> String { "0x" + (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true) }
        return XcodeJSON.entry(red: byte(rgb.0), green: byte(rgb.1), blue: byte(rgb.2), alpha: alpha,
                               luminosity: luminosity, highContrast: highContrast, idiom: idiom)
    }

    static func make() throws -> TemporaryRepository {
        let catalog = "App/Colors.xcassets/"
        let repository = try TemporaryRepository([
            catalog + "Contents.json": XcodeJSON.folder(),
            catalog + "Brand/Contents.json": XcodeJSON.folder(namespace: true),
            catalog + "Brand/accent.colorset/Contents.json": XcodeJSON.colorSet([hex((0x5B, 0x4C, 0xF0)),
                                                                                hex((0x7D, 0x70, 0xFF), luminosity: "dark")]),
            catalog + "Brand/accentSoft.colorset/Contents.json": XcodeJSON.colorSet([hex((0xD9, 0xD4, 0xFF))]),
            catalog + "Brand/signal.colorset/Contents.json": XcodeJSON.colorSet([hex((0xFF, 0x6A, 0x13)),
                                                                                hex((0xFF, 0x8A, 0x3D), luminosity: "dark")]),
            catalog + "Brand/tint.colorset/Contents.json": XcodeJSON.colorSet([hex((0x43, 0x43, 0x43))]),
            catalog + "Text/label.colorset/Contents.json": XcodeJSON.colorSet([hex((0x1C, 0x1C, 0x1E)),
                                                                              hex((0xF2, 0xF2, 0xF7), luminosity: "dark")]),
        ])
        try repository.commitAll("first")
        try repository.write(XcodeJSON.colorSet([hex((0x5B, 0x4C, 0xE0)), hex((0x7D, 0x70, 0xFF), luminosity: "dark"),
                                                 hex((0x30, 0x20, 0xC0), idiom: "ipad")]),
                             to: catalog + "Brand/accent.colorset/Contents.json")
        try repository.git("mv", catalog + "Brand/accentSoft.colorset", catalog + "Brand/accentGentle.colorset")
        try repository.remove(catalog + "Brand/signal.colorset")
        try repository.write(XcodeJSON.colorSet([XcodeJSON.entry(red: "67", green: "67", blue: "67")]),
                             to: catalog + "Brand/tint.colorset/Contents.json")
        try repository.write(XcodeJSON.colorSet([hex((0x1C, 0x1C, 0x1E)), hex((0xF2, 0xF2, 0xF7), luminosity: "dark"),
                                                 hex((0xFF, 0xFF, 0xFF), luminosity: "dark", highContrast: true)]),
                             to: catalog + "Text/label.colorset/Contents.json")
        try repository.write(XcodeJSON.colorSet([hex((0x00, 0x00, 0x00), alpha: "0.500")]),
                             to: catalog + "Brand/scrim.colorset/Contents.json")
        try repository.write(XcodeJSON.colorSet([hex((0xF2, 0xF2, 0xF7)), hex((0x1C, 0x1C, 0x1E), luminosity: "dark")]),
                             to: "App/Widgets.xcassets/widgetBackground.colorset/Contents.json")
        try repository.commitAll("second")
        return repository
    }
}

/// Output compared with a file under `Tests/Fixtures/golden`; `PALETTE_UPDATE_GOLDEN=1` rewrites the file instead.
enum Golden {
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = SharedFolder.fixtures.appendingPathComponent("golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["PALETTE_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from golden/\(name) (PALETTE_UPDATE_GOLDEN=1 rewrites it)", sourceLocation: sourceLocation)
    }
}
