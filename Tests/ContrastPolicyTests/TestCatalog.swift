import AssetCatalog
import Foundation
import ColorScience
import TestSupport

/// Small catalogs written to a temporary folder in Xcode's layout, for the contrast policy's tests.
///
/// Each color is `"Folder/name": ["any": "#RRGGBB", "dark": ..., "hc": ..., "hcdark": ...]`, a hex
/// with an optional alpha byte (`#RRGGBBAA`); folders provide namespaces.
struct TestCatalog {
    let folder: TemporaryFolder
    let workspace: Workspace

    static let slotKeys: [(key: String, luminosity: String?, highContrast: Bool)] = [
        ("any", nil, false), ("dark", "dark", false), ("hc", nil, true), ("hcdark", "dark", true),
    ]

    init(_ colors: [String: [String: String]]) throws {
        try self.init(catalogs: ["Test.xcassets": colors])
    }

    /// Several catalogs, by their paths below the folder (`AppA/Assets.xcassets`).
    init(catalogs: [String: [String: [String: String]]]) throws {
        var files: [String: String] = [:]
        for (catalog, colors) in catalogs {
            files[catalog + "/Contents.json"] = XcodeJSON.folder()
            for (name, slots) in colors {
                let parts = name.split(separator: "/").map(String.init)
                for depth in 1..<parts.count {
                    files[catalog + "/" + parts[..<depth].joined(separator: "/") + "/Contents.json"] = XcodeJSON.folder(namespace: true)
                }
                let entries = Self.slotKeys.compactMap { slot in
                    slots[slot.key].map { Self.entry(hex: $0, luminosity: slot.luminosity, highContrast: slot.highContrast) }
                }
                files["\(catalog)/\(name).colorset/Contents.json"] = XcodeJSON.colorSet(entries)
            }
        }
        folder = try TemporaryFolder(files)
        workspace = CatalogLoader.load(paths: [folder.path])
    }

    /// One slot in 8-bit hex notation, as Xcode writes a color typed as hex.
    static func entry(hex: String, luminosity: String?, highContrast: Bool) -> String {
        let digits = Array(hex.dropFirst())
        func byte(_ offset: Int) -> String { "0x" + String(digits[offset..<offset + 2]).uppercased() }
        let alpha = digits.count == 8 ? String(format: "%.3f", Double(Int(String(digits[6..<8]), radix: 16)!) / 255) : "1.000"
        return XcodeJSON.entry(red: byte(0), green: byte(2), blue: byte(4), alpha: alpha,
                               luminosity: luminosity, highContrast: highContrast)
    }

    /// The location of the colorset with this qualified name.
    func location(_ name: String) -> ColorSetLocation {
        guard case .success(let location) = workspace.locate(name) else { fatalError("no color '\(name)' in the test catalog") }
        return location
    }

    func name(_ location: ColorSetLocation) -> String { workspace.colorSet(at: location).qualifiedName }
}
