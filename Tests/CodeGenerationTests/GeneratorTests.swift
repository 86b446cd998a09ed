import AssetCatalog
import CodeGeneration
import Foundation
import PaletteConfig
import TestSupport
import Testing

/// What the generator writes: golden files for the demo, collisions as errors with both names
/// and paths, deterministic output, values in doc comments, state values, and Objective-C that
/// clang accepts.
struct GeneratorTests {
    static func generate(_ paths: [String], _ language: GenerateTarget.Language, output: String? = "out",
                         configure: (inout GenerateTarget) -> Void = { _ in }) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        var target = GenerateTarget(language: language, output: output)
        configure(&target)
        return CodeGenerator.generate(CatalogLoader.load(paths: paths), target: target)
    }

    /// Compares with `Tests/Fixtures/golden/generate/NAME`; `PALETTE_UPDATE_GOLDEN=1` rewrites it.
    static func expectGolden(_ text: String, _ name: String) throws {
        let path = SharedFolder.packageRoot.path + "/Tests/Fixtures/golden/generate/" + name
        if ProcessInfo.processInfo.environment["PALETTE_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == golden, "differs from \(name); PALETTE_UPDATE_GOLDEN=1 rewrites it")
    }

    @Test func theDemoMatchesItsGoldenFiles() throws {
        let swift = Self.generate([EdgeCatalogs.demo], .swift, output: "Palette.swift") { $0.tests = "PaletteTests.swift" }
        #expect(swift.diagnostics.isEmpty)
        #expect(swift.files.map(\.path) == ["Palette.swift", "PaletteTests.swift"])
        try Self.expectGolden(swift.files[0].text, "Palette.swift.golden")
        try Self.expectGolden(swift.files[1].text, "PaletteTests.swift.golden")
        let objc = Self.generate([EdgeCatalogs.demo], .objc, output: "Generated/PaletteNames")
        #expect(objc.files.map(\.path) == ["Generated/PaletteNames.h", "Generated/PaletteNames.m"])
        try Self.expectGolden(objc.files[0].text, "PaletteNames.h.golden")
        try Self.expectGolden(objc.files[1].text, "PaletteNames.m.golden")
        #expect(objc.files[1].text.contains("#import \"PaletteNames.h\""))
    }

    @Test func theReadmeExampleIsGeneratedFromTheDemo() throws {
        let readme = try String(contentsOfFile: SharedFolder.packageRoot.path + "/README.md", encoding: .utf8)
        let golden = try String(contentsOfFile: SharedFolder.packageRoot.path + "/Tests/Fixtures/golden/generate/Palette.swift.golden",
                                encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- generated example: begin -->"))
        let end = try #require(readme.range(of: "<!-- generated example: end -->"))
        let lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n")
            .filter { !$0.hasPrefix("```") && $0.trimmingCharacters(in: .whitespaces) != "..." && !$0.isEmpty }
        #expect(lines.count > 10)
        for line in lines { #expect(golden.contains(line + "\n"), "README line not in the generated demo: \(line)") }
    }

    @Test func outputIsTheSameWhateverOrderTheCatalogsComeIn() throws {
        let catalog = try EdgeCatalogs.hostileNames()
        let paths = [EdgeCatalogs.demo, catalog.url("Edge.xcassets")]
        for language in GenerateTarget.Language.allCases {
            let first = Self.generate(paths, language) { $0.perCatalog = true }
            let second = Self.generate(paths.reversed(), language) { $0.perCatalog = true }
            #expect(first.diagnostics.isEmpty && !first.files.isEmpty)
            #expect(first.files == second.files)
        }
    }

    @Test func twoNamesForOneIdentifierAreAnErrorNamingBoth() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/accent-soft.colorset/Contents.json": EdgeCatalogs.color(),
            "A.xcassets/accentSoft.colorset/Contents.json": EdgeCatalogs.color(),
            "A.xcassets/Group/Contents.json": XcodeJSON.folder(),
            "A.xcassets/Group/accent soft.colorset/Contents.json": EdgeCatalogs.color(),
        ])
        for language in GenerateTarget.Language.allCases {
            let result = Self.generate([folder.url("A.xcassets")], language)
            #expect(result.files.isEmpty, "nothing is generated")
            #expect(result.diagnostics.count == 2)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.code == "generate.name-collision")
                #expect(diagnostic.severity == .error)
                // The first by name keeps the identifier; each other names it and where it is.
                #expect(diagnostic.message.contains("'accent soft'"))
                #expect(diagnostic.message.contains(folder.url("A.xcassets/Group/accent soft.colorset")))
            }
            let files = result.diagnostics.map(\.file).sorted()
            #expect(files == [folder.url("A.xcassets/accent-soft.colorset"), folder.url("A.xcassets/accentSoft.colorset")])
            #expect(result.diagnostics.map(\.message).sorted().first?.hasPrefix("'accent-soft' and 'accent soft'") == true)
        }
    }

    @Test func theSameNameInTwoCatalogsCollidesWhenMergedAndNotPerCatalog() throws {
        let folder = try TemporaryFolder([
            "App/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": EdgeCatalogs.color(),
            "Widget/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": EdgeCatalogs.color(),
        ])
        let paths = [folder.url("App/Assets.xcassets"), folder.url("Widget/Assets.xcassets")]
        let merged = Self.generate(paths, .swift)
        #expect(merged.diagnostics.map(\.code) == ["generate.name-collision"])
        #expect(merged.diagnostics.first?.message.contains(folder.url("App/Assets.xcassets/AccentColor.colorset")) == true)
        let apart = Self.generate(paths, .swift) { $0.perCatalog = true }
        #expect(apart.diagnostics.isEmpty)
        #expect(apart.files[0].text.contains("public enum AppAssets: Swift.String, PaletteColor {"))
        #expect(apart.files[0].text.contains("public enum WidgetAssets: Swift.String, PaletteColor {"))
        let objc = Self.generate(paths, .objc) { $0.perCatalog = true }
        #expect(objc.files[0].text.contains("PaletteColorNameAppAssetsAccentColor;"))
        #expect(objc.files[0].text.contains("PaletteColorNameWidgetAssetsAccentColor;"))
        // The header tells the two Assets.xcassets apart, as the browser and `--catalog` do.
        for file in apart.files + objc.files {
            #expect(file.text.hasPrefix("// Generated by palette from App/Assets.xcassets, Widget/Assets.xcassets. Do not edit:"))
        }
        // The resolve test expects the name twice in `allNames`, once each, not a set as large as the list.
        let tests = Self.generate(paths, .swiftTests) { $0.perCatalog = true }
        #expect(tests.files[0].text.contains("XCTAssertEqual(Palette.allNames.count, 2)\n"))
        #expect(tests.files[0].text.contains("XCTAssertEqual(Set(Palette.allNames).count, 1)\n"))
    }

    @Test func catalogsWithoutColorsGetNoTypeAndNoMention() throws {
        let folder = try TemporaryFolder([
            "App/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": EdgeCatalogs.color(),
            "App/Icons.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Icons.xcassets/star.imageset/Contents.json": "{}",
        ])
        let paths = [folder.url("App/Assets.xcassets"), folder.url("App/Icons.xcassets")]
        for language in GenerateTarget.Language.allCases {
            let generated = Self.generate(paths, language) { $0.perCatalog = true }
            #expect(generated.diagnostics.isEmpty)
            for file in generated.files {
                #expect(!file.text.contains("Icons"), "\(file.text)")
                #expect(file.text.contains("Generated by palette from Assets.xcassets. Do not edit:"), "\(file.text)")
            }
        }
    }

    /// Found by `palette-fuzz`: a component of 1e20 (an error in the catalog) trapped while its
    /// value was written into the doc comment.
    @Test func aHugeComponentIsSummarizedNotTrappedOn() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/C.colorset/Contents.json": """
                {"colors":[{"color":{"color-space":"extended-srgb","components":\
                {"alpha":1,"blue":1e300,"green":99999999999999999999,"red":-0.5}},"idiom":"universal"}],\
                "info":{"author":"xcode","version":1}}
                """,
        ])
        let text = try #require(Self.generate([folder.url("A.xcassets")], .swift).files.first?.text)
        #expect(text.contains("/// Any -0.5 1e+20 1e+300 extended-srgb\n    case c = \"C\""))
    }

    @Test func docCommentsGiveEveryAppearancesValue() throws {
        let catalog = try EdgeCatalogs.hostileNames()
        let text = try #require(Self.generate([catalog.url("Edge.xcassets")], .swift).files.first?.text)
        #expect(text.contains("/// Any #000000 alpha 0.3 · Dark #8033FF display-p3\n        case glass = \"Brand/glass\""))
        #expect(text.contains("/// Any systemRedColor (system, ios)\n        case system = \"Brand/system\""))
        #expect(text.contains("/// Any #336699 · Dark #E6CCB3\n    case `default` = \"default\""))
        // Names with quotes and backslashes stay exact in the raw value.
        #expect(text.contains(#"case sayHi = "say \"hi\"""#))
        // An unset color, as Xcode leaves AccentColor, and a file palette cannot read.
        let folder = try TemporaryFolder([
            "U.xcassets/Contents.json": XcodeJSON.folder(),
            "U.xcassets/AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
            "U.xcassets/broken.colorset/Contents.json": "{ not json",
        ])
        let unset = try #require(Self.generate([folder.url("U.xcassets")], .swift).files.first?.text)
        #expect(unset.contains("/// no color: its slots are empty\n    case accentColor = \"AccentColor\""), "\(unset)")
        #expect(unset.contains("/// no value palette can read (see `palette check`)\n    case broken = \"broken\""))
        #expect(text.contains(#"case backSlash = "back\\slash""#))
    }

    @Test func stateGroupsBecomeOneValueWithEachStatesColor() throws {
        let text = try #require(Self.generate([EdgeCatalogs.demo], .swift).files.first?.text)
        #expect(text.contains("""
                    public static var buttonTitleStates: PaletteStateValue<Palette.Controls> {
                        PaletteStateValue([.normal: .buttonTitle, .highlighted: .buttonTitleHighlighted, .disabled: .buttonTitleDisabled])
                    }
            """))
        #expect(text.contains("public static var primaryButtonStates: PaletteStateValue<Palette.Controls.PrimaryButton>"))
        #expect(text.contains("public static let pressed = PaletteState(rawValue: \"pressed\")"))
    }

    /// mastodon-ios's `Colors` folder under `--type Colors` hid the root type from the state values.
    @Test func aNamespaceNamedLikeTheTypeOrAModuleGetsATrailingUnderscoreAndKeepsItsNames() throws {
        let catalog = try EdgeCatalogs.shadowingNamespaces()
        let palette = try #require(Self.generate([catalog.url("S.xcassets")], .swift).files.first?.text)
        for type in ["Palette_", "PaletteColor_", "PaletteStateValue_", "Swift_", "Foundation_", "SwiftUI_", "UIKit_", "AppKit_"] {
            #expect(palette.contains("public enum \(type): Swift.String, PaletteColor {"), "\(type)")
        }
        #expect(palette.contains("public enum Colors: Swift.String, PaletteColor {"))
        #expect(palette.contains("public static var backgroundStates: PaletteStateValue<Palette.Button> {"))
        // Only identifiers change: the raw values are the catalog's names.
        #expect(palette.contains("case brand = \"Palette/brand\""))
        #expect(palette.contains("case brand = \"Button/Palette/brand\""))
        #expect(palette.contains("case brand = \"Swift/brand\""))
        let colors = try #require(Self.generate([catalog.url("S.xcassets")], .swift) { $0.type = "Colors" }.files.first?.text)
        #expect(colors.contains("public enum Colors_: Swift.String, ColorsColor {"))
        #expect(colors.contains("public enum Palette: Swift.String, ColorsColor {"))
        #expect(colors.contains("case brand = \"Colors/brand\""))
        let workspace = CatalogLoader.load(paths: [catalog.url("S.xcassets")])
        let location = ColorSetLocation(catalog: 0, colorSet: try #require(workspace.catalogs[0].colorSetIndex(named: "Palette/brand")))
        #expect(CodeGenerator.swiftExpression(for: location, in: workspace) == "Palette.Palette_.brand.color")
    }

    @Test func theExpressionForAColorFollowsItsNamespaces() throws {
        let workspace = CatalogLoader.load(paths: [EdgeCatalogs.demo])
        let catalog = workspace.catalogs[0]
        let location = ColorSetLocation(catalog: 0, colorSet: try #require(catalog.colorSetIndex(named: "Controls/PrimaryButton/highlighted")))
        #expect(CodeGenerator.swiftExpression(for: location, in: workspace) == "Palette.Controls.PrimaryButton.highlighted.color")
        var target = GenerateTarget(language: .swift)
        target.type = "Colors"
        target.perCatalog = true
        #expect(CodeGenerator.swiftExpression(for: location, in: workspace, target: target) == "Colors.Demo.Controls.PrimaryButton.highlighted.color")
    }

    @Test(.enabled(if: Compilers.hasClang, "skipped: clang is not installed"))
    func theObjectiveCCompilesForIOSAndMacOS() throws {
        let catalog = try EdgeCatalogs.hostileNames()
        let large = try EdgeCatalogs.large(count: 2_000)
        let shadowing = try EdgeCatalogs.shadowingNamespaces()
        let folder = try TemporaryFolder()
        let cases: [([String], GenerateTarget.BundleChoice, String)] = [
            ([EdgeCatalogs.demo], .main, "Demo"), ([catalog.url("Edge.xcassets")], .token, "Edge"),
            ([large.url("Large.xcassets")], .module, "Large"), ([shadowing.url("S.xcassets")], .main, "Palette"),
        ]
        for (paths, bundle, name) in cases {
            let result = Self.generate(paths, .objc, output: folder.url(name)) { $0.bundle = bundle; $0.type = name }
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
            for file in result.files { try folder.write(file.text, to: String(file.path!.dropFirst(folder.path.count + 1))) }
            try folder.write("#import \"\(name).h\"\nvoid use(void);\nvoid use(void) { NSString *names[] = {\(name.uppercased())_COLOR_NAMES}; (void)names; }\n",
                             to: "use\(name).m")
            for file in [folder.url(name + ".m"), folder.url("use\(name).m")] {
                for run in try Compilers.clang(file, in: folder) { #expect(run.status == 0, "\(run.output)") }
            }
        }
    }
}
