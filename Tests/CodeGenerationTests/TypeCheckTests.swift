import AssetCatalog
import CodeGeneration
import Foundation
import PaletteConfig
import TestSupport
import Testing

/// The generated Swift compiles: accessors and tests for the demo, every corpus catalog, the
/// hostile-names catalog and 10,000 colors, type-checked with `../shared/apple-stubs/typecheck.sh`
/// against the UIKit, AppKit and SwiftUI stand-ins (iOS and macOS), with XCTest the real one.
@Suite(.enabled(if: SharedFolder.isPresent, SharedFolder.skipReason))
struct TypeCheckTests {
    /// Writes every target's files into `folder` and returns their paths; fails on a diagnostic.
    static func write(_ workspace: Workspace, _ targets: [GenerateTarget], into folder: TemporaryFolder) throws -> [String] {
        var paths: [String] = []
        for target in targets {
            let result = CodeGenerator.generate(workspace, target: target, output: { folder.url($0) })
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
            for file in result.files {
                let path = try #require(file.path)
                try folder.write(file.text, to: String(path.dropFirst(folder.path.count + 1)))
                paths.append(path)
            }
        }
        return paths
    }

    static func target(_ type: String, output: String, tests: Bool = true,
                       configure: (inout GenerateTarget) -> Void = { _ in }) -> GenerateTarget {
        var target = GenerateTarget(language: .swift, output: output)
        target.type = type
        if tests { target.tests = output.replacingOccurrences(of: ".swift", with: "Tests.swift") }
        configure(&target)
        return target
    }

    @Test func theDemoInEveryBundleAndNamingCompilesBesideXcodesOwnSymbols() throws {
        let folder = try TemporaryFolder()
        let workspace = CatalogLoader.load(paths: [EdgeCatalogs.demo])
        var paths = try Self.write(workspace, [
            Self.target("Palette", output: "Palette.swift"),
            Self.target("DemoToken", output: "DemoToken.swift") { $0.bundle = .token; $0.access = .internal; $0.naming = .xcode },
            Self.target("DemoModule", output: "DemoModule.swift") { $0.bundle = .module; $0.perCatalog = true },
        ], into: folder)
        try folder.write(Self.usage, to: "Usage.swift")
        try folder.write(Self.xcodeSymbols, to: "XcodeSymbols.swift")
        paths += [folder.url("Usage.swift"), folder.url("XcodeSymbols.swift")]
        let result = try Compilers.typecheck(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func everyCorpusCatalogCompiles() throws {
        let catalogs = EdgeCatalogs.corpusCatalogs()
        #expect(!catalogs.isEmpty, "../shared/corpus holds catalogs")
        let folder = try TemporaryFolder()
        var paths: [String] = []
        // One file per corpus app, its catalogs merged unless their names meet (then one type each).
        let apps = Dictionary(grouping: catalogs) { path in
            String(path.dropFirst((SharedFolder.corpus?.path.count ?? 0) + 1).prefix { $0 != "/" })
        }
        for (index, app) in apps.keys.sorted().enumerated() {
            let workspace = CatalogLoader.load(paths: apps[app]!)
            var target = Self.target("Corpus\(index)", output: "Corpus\(index).swift")
            if !GenerationPlan(workspace: workspace, target: target).diagnostics.isEmpty { target.perCatalog = true }
            paths += try Self.write(workspace, [target], into: folder)
        }
        let result = try Compilers.typecheck(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func hostileNamesCompile() throws {
        let catalog = try EdgeCatalogs.hostileNames()
        let workspace = CatalogLoader.load(paths: [catalog.url("Edge.xcassets")])
        let folder = try TemporaryFolder()
        let paths = try Self.write(workspace, [
            Self.target("Edge", output: "Edge.swift"),
            Self.target("EdgeXcode", output: "EdgeXcode.swift") { $0.naming = .xcode; $0.perCatalog = true },
        ], into: folder)
        let result = try Compilers.typecheck(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    /// A namespace named like the root type, another top-level type or a module would hide it from
    /// the code inside the generated types; with its trailing `_` the accessors and tests compile,
    /// by default, under `--type Colors` per catalog (mastodon-ios's shape) and under a type in
    /// lower case, which a color's name can meet.
    @Test func namespacesNamedLikeTheTypeOrAModuleCompile() throws {
        let catalog = try EdgeCatalogs.shadowingNamespaces()
        let workspace = CatalogLoader.load(paths: [catalog.url("S.xcassets")])
        let folder = try TemporaryFolder()
        var paths = try Self.write(workspace, [
            Self.target("Palette", output: "Palette.swift"),
            Self.target("Colors", output: "Colors.swift") { $0.perCatalog = true },
            Self.target("colors", output: "LowerColors.swift"),
        ], into: folder)
        try folder.write("""
            #if canImport(UIKit)
            import UIKit
            func use(_ button: UIButton) -> UIColor {
                button.setTitleColor(Palette.Button.backgroundStates)
                button.setTitleColor(Colors.S.Button.backgroundStates)
                return Palette.Palette_.brand.uiColor
            }
            #endif

            """, to: "Usage.swift")
        paths.append(folder.url("Usage.swift"))
        let result = try Compilers.typecheck(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func colorsForSomeDevicesOnlyAreAskedForOnTheirDevicesAndTheTestsCompile() throws {
        let entry = { (idiom: String) in
            XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3").replacingOccurrences(of: "universal", with: idiom)])
        }
        let catalog = try TemporaryFolder([
            "D.xcassets/Contents.json": XcodeJSON.folder(),
            "D.xcassets/everywhere.colorset/Contents.json": EdgeCatalogs.color(),
            "D.xcassets/TouchBarBezel.colorset/Contents.json": entry("mac"),
            "D.xcassets/tablet.colorset/Contents.json": entry("ipad"),
            "D.xcassets/wrist.colorset/Contents.json": entry("watch"),
        ])
        let workspace = CatalogLoader.load(paths: [catalog.url("D.xcassets")])
        let folder = try TemporaryFolder()
        let paths = try Self.write(workspace, [Self.target("Devices", output: "Devices.swift")], into: folder)
        let tests = try String(contentsOfFile: try #require(paths.last), encoding: .utf8)
        #expect(tests.contains("""
                static let uiKitIdioms: [String: UIUserInterfaceIdiom?] = [
                    "TouchBarBezel": nil,
                    "tablet": .pad,
                    "wrist": nil,
                ]
            """), "\(tests)")
        #expect(tests.contains("""
                static let notOnMac: Set<String> = [
                    "tablet",
                    "wrist",
                ]
            """))
        let result = try Compilers.typecheck(paths)
        #expect(result.status == 0, "\(result.output)")
        // Every color universal: the file is as it was, with no tables.
        let plain = try Self.write(CatalogLoader.load(paths: [EdgeCatalogs.demo]), [Self.target("Plain", output: "Plain.swift")], into: folder)
        let plainTests = try String(contentsOfFile: try #require(plain.last), encoding: .utf8)
        #expect(!plainTests.contains("uiKitIdioms") && !plainTests.contains("notOnMac") && plainTests.contains("for name in Plain.allNames {"))
    }

    @Test func tenThousandColorsCompile() throws {
        let catalog = try EdgeCatalogs.large(count: 10_000)
        let workspace = CatalogLoader.load(paths: [catalog.url("Large.xcassets")])
        let folder = try TemporaryFolder()
        let paths = try Self.write(workspace, [Self.target("Large", output: "Large.swift")], into: folder)
        let text = try String(contentsOfFile: paths[0], encoding: .utf8)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("        case ") && $0.contains(" = \"Group") }.count == 10_000)
        let result = try Compilers.typecheck(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    /// Code an app writes against the generated accessors.
    static let usage = """
        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        func swiftUI() -> some View {
            Palette.Brand.accent.color.foregroundStyle(Palette.Text.textPrimary.color).background(Palette.Controls.PrimaryButton.normal.color)
        }
        #endif
        #if canImport(UIKit)
        import UIKit
        func uiKit(_ button: UIButton, _ label: UILabel) {
            button.setTitleColor(Palette.Controls.buttonTitleStates)
            button.setTitleColor(Palette.Controls.primaryButtonStates.map(\\.uiColor))
            label.textColor = Palette.Text.textPrimary.uiColor
            let highlighted: UIColor? = Palette.Controls.buttonTitleStates.map(\\.uiColor)[.highlighted]
            _ = highlighted
            _ = DemoToken.Brand.accent.uiColor
            _ = DemoModule.Demo.Brand.accent.uiColor
        }
        #endif
        #if canImport(AppKit)
        import AppKit
        func appKit() -> NSColor { Palette.Status.error.nsColor }
        #endif
        func names() -> [String] {
            Palette.allNames + Palette.Brand.allCases.map(\\.name) + [Palette.Controls.linkTextStates[.pressed]?.rawValue ?? ""]
        }
        extension Foundation.Bundle {
            /// What SwiftPM generates for a package with resources.
            static var module: Foundation.Bundle { .main }
        }

        """

    /// What Xcode 15 generates for the demo's asset symbols (names only): palette's types live
    /// beside them without a clash.
    static let xcodeSymbols = """
        import Foundation
        struct ColorResource: Hashable, Sendable {
            let name: String
            let bundle: Bundle
            init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
        }
        extension ColorResource {
            static let accent = ColorResource(name: "Brand/accent", bundle: .main)
            static let chart1 = ColorResource(name: "Chart/chart1", bundle: .main)
        }
        #if canImport(SwiftUI)
        import SwiftUI
        extension Color {
            static var accent: Color { Color("Brand/accent") }
        }
        #endif
        #if canImport(UIKit)
        import UIKit
        extension UIColor {
            static var accent: UIColor { UIColor(named: "Brand/accent")! }
        }
        #endif

        """
}
