import AssetCatalog
import DesignTokens
import Foundation
import Testing
import TestSupport

/// References between files and tokens, the rarer value forms, and several catalogs in one export.
@Suite struct ImportReferenceTests {
    @Test func refAliasesNoneComponentsAndHSLAreRead() throws {
        let folder = try TemporaryFolder([
            "forms.tokens.json": """
                {"c": {"$type": "color",
                  "base": {"$value": {"colorSpace": "srgb", "components": [1, "none", 0]}},
                  "pointer": {"$value": {"$ref": "#/c/base/$value"}},
                  "hsl": {"$value": {"colorSpace": "hsl", "components": [120, 100, 25]}}}}
                """,
        ])
        let catalog = folder.url("New.xcassets")
        try Tokens.importing([folder.url("forms.tokens.json")], into: catalog)
        #expect(try Tokens.hex("c/base", in: catalog) == "#FF0000")
        #expect(try Tokens.hex("c/pointer", in: catalog) == "#FF0000")
        #expect(try Tokens.hex("c/hsl", in: catalog) == "#008000")
    }

    @Test func anUntypedAliasHasItsTargetsTypeSoAnAliasOfAFontWeightOrShadowIsSkipped() throws {
        let folder = try TemporaryFolder([
            "t.tokens.json": """
                {"base": {"weight": {"$type": "fontWeight", "medium": {"$value": 500}}},
                 "shadow": {"medium": {"$type": "shadow", "$value": {"color": "{plain}", "offsetX": "0px"}}},
                 "plain": {"$value": "#336699"},
                 "text": {"weight": {"$value": "{base.weight.medium}"}},
                 "card": {"$value": "{shadow.medium}"},
                 "link": {"$value": "{middle}"},
                 "middle": {"$value": "{plain}"}}
                """,
        ])
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([folder.url("t.tokens.json")], into: catalog)
        #expect(plan.diagnostics.map { "\($0.line ?? 0) \($0.finding.code) \($0.message)" } == [
            "1 tokens.not-color token 'base.weight.medium' is a 'fontWeight', not a color; skipped",
            "2 tokens.not-color token 'shadow.medium' is a 'shadow', not a color; skipped",
            "4 tokens.not-color token 'text.weight' is a 'fontWeight', not a color; skipped",
            "5 tokens.not-color token 'card' is a 'shadow', not a color; skipped",
        ])
        // A chain of untyped aliases to an untyped color is a color.
        #expect(try Tokens.hex("link", in: catalog) == "#336699")
        #expect(try Tokens.hex("plain", in: catalog) == "#336699")
    }

    @Test func aTokenThatIsARefIsAnAliasOfTheWholeToken() throws {
        let folder = try TemporaryFolder([
            "t.tokens.json": """
                {"colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}},
                 "base": {"$type": "color", "tint": {"$value": "#FF0000"}},
                 "semantic": {"primary": {"$ref": "#/colors/blue", "$description": "the brand"},
                              "pointer": {"$value": {"$ref": "#/colors/blue"}}},
                 "extended": {"$ref": "#/base"}}
                """,
            "gone.tokens.json": ##"{"semantic": {"primary": {"$ref": "#/colors/gone"}}}"##,
        ])
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([folder.url("t.tokens.json")], into: catalog)
        #expect(try Tokens.hex("semantic/primary", in: catalog) == "#0066CC")
        #expect(try Tokens.hex("semantic/pointer", in: catalog) == "#0066CC")
        // A $ref to a group is the JSON Schema form of $extends, not a token.
        #expect(plan.colorSetCount == 4)
        let broken = TokenImport.plan(tokenPaths: [folder.url("gone.tokens.json")], into: folder.url("Other.xcassets"), modes: .standard)
        #expect(broken.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.finding.code)" } == ["1:26 tokens.broken-alias"])
    }

    @Test func resolverSourcesMayBeFilesBesideItAndAnUnmappedModifierGivesItsDefault() throws {
        let folder = try TemporaryFolder([
            "tokens/base.json": ##"{"bg": {"$type": "color", "$value": "#FFFFFF"}}"##,
            "tokens/night.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
            "tokens/brand-b.json": ##"{"accent": {"$type": "color", "$value": "#00FF00"}}"##,
            "tokens/brand-a.json": ##"{"accent": {"$type": "color", "$value": "#FF0000"}}"##,
            "tokens/app.resolver.json": """
                {"version": "2025.10",
                 "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
                 "modifiers": {
                   "brand": {"contexts": {"a": [{"$ref": "brand-a.json"}], "b": [{"$ref": "brand-b.json"}]}, "default": "b"},
                   "theme": {"contexts": {"light": [], "dark": [{"$ref": "night.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}
                """,
        ])
        let catalog = folder.url("New.xcassets")
        let plan = try Tokens.importing([folder.url("tokens/app.resolver.json")], into: catalog)
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.formatted))")
        #expect(try Tokens.hex("bg", in: catalog, .light) == "#FFFFFF")
        #expect(try Tokens.hex("bg", in: catalog, .dark) == "#000000")
        #expect(try Tokens.hex("accent", in: catalog, .dark) == "#00FF00")
    }

    @Test func aResolverRefToAMissingFileIsAnError() throws {
        let folder = try TemporaryFolder([
            "app.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "gone.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
        ])
        let plan = TokenImport.plan(tokenPaths: [folder.url("app.resolver.json")], into: folder.url("New.xcassets"), modes: .standard)
        #expect(plan.hasErrors && plan.changes.isEmpty)
        #expect(plan.diagnostics.map(\.code) == ["file.unreadable"])
    }

    @Test func severalCatalogsExportOneGroupEachAndImportIntoTheRoot() throws {
        let folder = try TemporaryFolder([
            "App/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Assets.xcassets/tint.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")]),
            "Widget/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "Widget/Assets.xcassets/glow.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x40", green: "0x50", blue: "0x60")]),
        ])
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogLabels == ["App/Assets.xcassets", "Widget/Assets.xcassets"])
        let text = TokenExport().text(workspace.catalogs, labels: workspace.catalogLabels, form: .extensions)
        #expect(text.contains(#""App-Assets": {"#) && text.contains(#""com.palette.catalog": {"name": "App/Assets.xcassets"}"#))
        try folder.write(text, to: "all.tokens.json")
        let catalog = folder.url("All.xcassets")
        try Tokens.importing([folder.url("all.tokens.json")], into: catalog)
        #expect(try Tokens.hex("tint", in: catalog) == "#102030")
        #expect(try Tokens.hex("glow", in: catalog) == "#405060")
    }

    @Test func catalogsWithoutColorsAreNotExported() throws {
        let folder = try TemporaryFolder([
            "App/Assets.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Assets.xcassets/tint.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")]),
            "App/Icons.xcassets/Contents.json": XcodeJSON.folder(),
            "App/Icons.xcassets/star.imageset/Contents.json": "{}",
        ])
        let workspace = CatalogLoader.load(paths: [folder.path])
        #expect(workspace.catalogs.count == 2)
        for form in TokenExport.Modes.allCases {
            let text = TokenExport().text(workspace.catalogs, labels: workspace.catalogLabels, form: form)
            #expect(!text.contains("Icons") && !text.contains("com.palette.catalog"), "\(text)")
            #expect(text.contains(#""tint": {"#), "\(text)")
        }
    }
}
