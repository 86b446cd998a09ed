import AssetCatalog
import ColorScience
import Testing
import TestSupport
@testable import SourceIndex

/// `code.hardcoded-color`: the token that can take a literal's place is named (constant first,
/// then equal in Any, then the nearest), and black or white only for a constant token.
@Suite struct HardcodedColorsTests {
    /// Colorsets by name, each an Any hex and optionally a Dark one (`0xRR` components).
    static func workspace(_ colors: [String: (any: String, dark: String?)]) throws -> (TemporaryFolder, Workspace) {
        func entry(_ hex: String, dark: Bool) -> String {
            let bytes = stride(from: 1, to: 7, by: 2).map { "0x" + hex.dropFirst($0).prefix(2) }
            return XcodeJSON.entry(red: bytes[0], green: bytes[1], blue: bytes[2], luminosity: dark ? "dark" : nil)
        }
        var files = ["A.xcassets/Contents.json": XcodeJSON.folder()]
        for (name, color) in colors {
            files["A.xcassets/\(name).colorset/Contents.json"] = XcodeJSON.colorSet([entry(color.any, dark: false)]
                + (color.dark.map { [entry($0, dark: true)] } ?? []))
        }
        let folder = try TemporaryFolder(files)
        return (folder, CatalogLoader.load(paths: [folder.path]))
    }

    /// What the note for a literal of `hex` says: the token and the appearance, or `nil` for no note.
    static func named(_ hex: String, in workspace: Workspace) -> String? {
        let value = Int(hex.dropFirst(), radix: 16)!
        let color = SpaceColor(RGB8(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF)))
        let literal = ColorLiteral(file: "View.swift", line: 1, column: 1, text: "literal", color: color)
        guard case .hardcodedColor(_, let name, let appearance)? = HardcodedColors(workspace: workspace).diagnostics(for: [literal]).first?.finding
        else { return nil }
        return "\(name) (\(appearance ?? "pair"))"
    }

    @Test func theTokenOfTheCatalogNearestTheFileIsNamed() throws {
        // Two apps' catalogs with the same color; the literal is in App's sources.
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x0F", green: "0x70", blue: "0x3B")])
        let folder = try TemporaryFolder([
            "App/App.xcassets/Contents.json": XcodeJSON.folder(), "App/App.xcassets/zBrand.colorset/Contents.json": color,
            "Other/Other.xcassets/Contents.json": XcodeJSON.folder(), "Other/Other.xcassets/aOther.colorset/Contents.json": color,
        ])
        let workspace = CatalogLoader.load(paths: [folder.path])
        let literal = { (file: String) in
            ColorLiteral(file: folder.url(file), line: 1, column: 1, text: "literal", color: SpaceColor(RGB8(red: 0x0F, green: 0x70, blue: 0x3B)))
        }
        let found = HardcodedColors(workspace: workspace).diagnostics(for: [literal("App/Sources/View.swift"), literal("Other/View.swift")])
        #expect(found.map(\.message).map { $0.contains("'zBrand'") } == [true, false])
        #expect(found.last?.message.contains("'aOther'") == true)
    }

    @Test func aBrandColorEqualToATokensDarkIsThatTokensCopy() throws {
        let (folder, workspace) = try Self.workspace(["brand": ("#5B4CF0", "#7A6CFF")])
        #expect(Self.named("#7A6CFF", in: workspace) == "brand (Dark)")
        #expect(Self.named("#5B4CF0", in: workspace) == "brand (Any)")
        withExtendedLifetime(folder) {}
    }

    @Test func blackAndWhiteAreNamedOnlyForATokenThatIsTheSameInEveryAppearance() throws {
        let (folder, workspace) = try Self.workspace(["shadow": ("#000000", "#FFFFFF")])
        #expect(Self.named("#FFFFFF", in: workspace) == nil)
        #expect(Self.named("#000000", in: workspace) == nil)
        let (otherFolder, withWhite) = try Self.workspace(["shadow": ("#000000", "#FFFFFF"), "white": ("#FFFFFF", nil)])
        #expect(Self.named("#FFFFFF", in: withWhite) == "white (Any)")
        withExtendedLifetime((folder, otherFolder)) {}
    }

    @Test func theTokenThatCanTakeTheLiteralsPlaceIsNamed() throws {
        let (folder, workspace) = try Self.workspace([
            // `a` is #F2F2F7 in Any only; `b` in every appearance: `b` replaces the literal as it is.
            "a": ("#F2F2F7", "#1C1C1E"), "b": ("#F2F2F7", nil),
            // `c` is #336699 in Dark, `d` in Any: `d`.
            "c": ("#111111", "#336699"), "d": ("#336699", "#222222"),
        ])
        #expect(Self.named("#F2F2F7", in: workspace) == "b (Any)")
        #expect(Self.named("#336699", in: workspace) == "d (Any)")
        withExtendedLifetime(folder) {}
    }
}
