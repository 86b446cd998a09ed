import AssetCatalog
import Testing
import TestSupport
@testable import SourceIndex

/// `SwiftScanner` over small sources: each reference form, and text that must not count.
@Suite struct SwiftScannerTests {
    static let table = ColorNameTable(names: ["AccentColor", "TextPrimary", "Brand/accent", "Brand/main", "Regex/anchor",
                                              "BrandBackground", "WarningColor", "Bookmark1Color", "Bookmark2Color", "SwiftGenColor",
                                              "RSwiftColor", "MultiLine", "RawName", "URLColor", "brand-primary", "DARK_GRAY"])

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        /// `name kind` per reference, in order.
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "UIColor(named:)", source: #"let c = UIColor(named: "TextPrimary")"#, expected: ["TextPrimary swift-name"]),
        Case(name: "NSColor(named:)", source: #"let c = NSColor(named: "Brand/accent")!"#, expected: ["Brand/accent swift-name"]),
        Case(name: "NSColor.Name(_:)", source: "extension NSColor.Name {\n    static let logo = NSColor.Name(\"Brand/accent\")\n}\n"
             + "let c = NSColor(named: .logo)\nlet d = NSColor(named: NSColor.Name(\"HighlightText\"))\nlet e = NSColor.Name.init(\"TextPrimary\")",
             expected: ["Brand/accent swift-name", "HighlightText swift-name", "TextPrimary swift-name"]),
        Case(name: "an implicit .init(named:) with a color's name",
             source: "let a: UIColor = .init(named: \"TextPrimary\")!\nlet b: UIImage? = .init(named: \"Logo\")",
             expected: ["TextPrimary swift-name"]),
        Case(name: "a name built with +", source: "let a = NSColor(named: \"Bookmark\" + String(i) + \"Color\", bundle: nil)\n"
             + "let b = UIColor(named: prefix + \"Color\")\nlet c = UIColor(named: a + b)",
             expected: ["Bookmark*Color swift-name", "*Color swift-name"]),
        Case(name: "a case pattern is an enum's case, not a color",
             source: "switch style {\ncase .warning: break\ndefault: break\n}\nif case .accent = style {}", expected: []),
        Case(name: "the file's own enum case, outside a color's place",
             source: "enum Style { case warning, plain }\nlet s = f(.warning)\nlet t = Button(style: .warning)\n"
             + "let c = Color(.warning)\nlet v = Text(\"a\").foregroundStyle(.warning)",
             expected: ["WarningColor asset-symbol", "WarningColor asset-symbol"]),
        Case(name: "what a color property is set to is a color, unless the file declares the case",
             source: "label.textColor = .warning\nlayer.borderColor = on ? .accent : .warning.withAlphaComponent(0.5)\n"
             + "view.style = .brandBackground\n",
             expected: ["WarningColor asset-symbol", "AccentColor asset-symbol", "WarningColor asset-symbol",
                        "BrandBackground asset-symbol"]),
        Case(name: "a …Color property of the file's own enum type", source: "enum Marker { case warning }\ntag.markerColor = .warning\n",
             expected: []),
        Case(name: "another type's Name does not count", source: #"let n = NSImage.Name("TextPrimary")"#, expected: []),
        Case(name: "a typealias ending in Color", source: #"static let star = RSColor(named: "TextPrimary")!"#,
             expected: ["TextPrimary swift-name"]),
        Case(name: "Color(_:)", source: #"let c = Color("TextPrimary")"#, expected: ["TextPrimary swift-name"]),
        Case(name: "Color(_:bundle:)", source: #"let c = Color("Brand/main", bundle: .module)"#, expected: ["Brand/main swift-name"]),
        Case(name: "UIColor(named:in:compatibleWith:) on several lines",
             source: "let c = UIColor(\n    named: \"MultiLine\",\n    in: .main,\n    compatibleWith: nil\n)",
             expected: ["MultiLine swift-name"]),
        Case(name: "a raw string", source: ##"let c = UIColor(named: #"RawName"#)"##, expected: ["RawName swift-name"]),
        Case(name: "a missing name still counts as a reference", source: #"let c = UIColor(named: "HighlightText") ?? .white"#,
             expected: ["HighlightText swift-name"]),
        Case(name: "an interpolated name is a pattern", source: #"func f(i: Int) { _ = UIColor(named: "Bookmark\(i)Color") }"#,
             expected: ["Bookmark*Color swift-name"]),
        Case(name: "Color(.symbol)", source: "let c = Color(.accent)", expected: ["AccentColor asset-symbol"]),
        Case(name: "UIColor(resource:)", source: "let c = UIColor(resource: .warning)", expected: ["WarningColor asset-symbol"]),
        Case(name: ".foregroundStyle(.symbol)", source: "let v = Text(\"a\").foregroundStyle(.brandBackground)",
             expected: ["BrandBackground asset-symbol"]),
        Case(name: "a namespaced symbol", source: "let v = Text(\"a\").foregroundStyle(.Regex.anchor)", expected: ["Regex/anchor asset-symbol"]),
        Case(name: "a static symbol on Color", source: "let c = Color.accent.opacity(0.5)", expected: ["AccentColor asset-symbol"]),
        Case(name: "all-caps word and a dash", source: "let a = Color(.url)\nlet b = Color(.brandPrimary)",
             expected: ["URLColor asset-symbol", "brand-primary asset-symbol"]),
        Case(name: "SwiftGen", source: "let c = Asset.Colors.swiftGenColor.color", expected: ["SwiftGenColor swiftgen"]),
        Case(name: "SwiftGen namespaced", source: "let c = Asset.Assets.Brand.main.color", expected: ["Brand/main swiftgen"]),
        Case(name: "SwiftGen with one catalog (no catalog enum)", source: "let c = Asset.swiftGenColor.color",
             expected: ["SwiftGenColor swiftgen"]),
        Case(name: "SwiftGen, one catalog, namespaced", source: "let c = Asset.Brand.main.swiftUIColor", expected: ["Brand/main swiftgen"]),
        Case(name: "SwiftGen capitals and underscores", source: "let c = Asset.darkGray.color", expected: ["DARK_GRAY swiftgen"]),
        Case(name: "R.swift", source: "let c = R.color.rSwiftColor()", expected: ["RSwiftColor r-swift"]),
        Case(name: "R.swift 7 namespaced", source: "let c = UIColor(resource: R.color.brand.main)", expected: ["Brand/main r-swift"]),
        Case(name: "R.swift capitals and underscores", source: "let c = R.color.dark_GRAY()", expected: ["DARK_GRAY r-swift"]),
        Case(name: "a String enum's raw value", source: "enum Tokens: String {\n    case main = \"Brand/main\"\n    case other = \"Hello\"\n}",
             expected: ["Brand/main enum-raw-value"]),
        Case(name: "comments do not count", source: "// UIColor(named: \"TextPrimary\")\n/* Color(\"TextPrimary\") */\nlet x = 1",
             expected: []),
        Case(name: "strings do not count", source: #"let s = "UIColor(named: \"TextPrimary\")""#, expected: []),
        Case(name: "a raw string holding a call does not count", source: ##"let s = #"Color("TextPrimary")"#"##, expected: []),
        Case(name: "a name that is not an argument does not count", source: #"let s = "TextPrimary""#, expected: []),
        Case(name: "another type's named: does not count", source: #"let i = UIImage(named: "TextPrimary")"#, expected: []),
        Case(name: "an unknown implicit member does not count", source: "let f = Font(.body)", expected: []),
    ]

    @Test(arguments: cases)
    func findsReferences(_ test: Case) {
        let found = SwiftScanner.scan(Array(test.source.utf8), file: "F.swift", table: Self.table)
        #expect(found.references.map { "\($0.name) \($0.kind.rawValue)" } == test.expected)
    }

    @Test func positionsAreLineAndColumnOfTheLiteral() {
        let source = "import UIKit\n\nlet c = UIColor(\n    named: \"MultiLine\")\n"
        let found = SwiftScanner.scan(Array(source.utf8), file: "F.swift", table: Self.table)
        #expect(found.references.map { [$0.line, $0.column] } == [[4, 12]])
    }

    @Test func aPatternMatchesTheNamesItCanBuild() {
        let found = SwiftScanner.scan(Array(#"let c = UIColor(named: "Bookmark\(i)Color")"#.utf8), file: "F.swift", table: Self.table)
        let reference = found.references[0]
        #expect(reference.matches("Bookmark1Color") && reference.matches("Bookmark2Color"))
        #expect(!reference.matches("TextPrimary") && !reference.matches("BookmarkColorX"))
    }

    @Test func anotherModulesBundleIsKeptWithTheName() {
        let source = """
            let a = Color("Gone", bundle: DesignResourcesKit.bundle)
            let b = UIColor(named: "Gone", in: .designSystem, compatibleWith: nil)
            let c = Color("Gone", bundle: .main)
            let d = UIColor(named: "Gone", in: Bundle.module, compatibleWith: nil)
            let e = Color("Gone", bundle: Bundle(for: Marker.self))
            let f = Color("Gone")
            """
        let found = SwiftScanner.scan(Array(source.utf8), file: "F.swift", table: Self.table)
        #expect(found.references.map(\.bundle) == ["DesignResourcesKit.bundle", ".designSystem", nil, nil, nil, nil])
    }

    @Test func swiftGenEnumNamesComeFromXcassetsSectionsOnly() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try TemporaryFolder([
            "Lib/A.xcassets/Contents.json": XcodeJSON.folder(), "Lib/A.xcassets/BorderNorm.colorset/Contents.json": color,
            "Lib/A.xcassets/Accent.colorset/Contents.json": color,
            // Default enum name for the colors; a strings section's enumName names strings.
            "Lib/swiftgen.yml": "xcassets:\n  inputs: A.xcassets\n  outputs:\n    templateName: swift5\n    output: Assets.swift\n",
            "Strings/swiftgen.yml": "strings:\n  inputs: a.strings\n  outputs:\n    templateName: structured-swift5\n"
                + "    output: S.swift\n    params:\n      enumName: L10n\n",
            "Other/swiftgen.yml": "xcassets:\n  inputs: B.xcassets\n  outputs:\n    - templateName: swift5\n      params:\n        enumName: Palette2\n",
            "Lib/Use.swift": "let a = Asset.borderNorm.color\nlet b = Theme.Asset.borderNorm.color\nlet c = Palette2.accent.color\n",
        ])
        let workspace = CatalogLoader.load(paths: [folder.path])
        let index = SourceIndex.scan(SourceTree.find(roots: [folder.path]), table: ColorNameTable(workspace: workspace))
        #expect(index.references.map { "\($0.name)@\($0.line) \($0.kind.rawValue)" }
            == ["BorderNorm@1 swiftgen", "BorderNorm@2 swiftgen", "Accent@3 swiftgen"])
    }

    /// NetNewsWire's `account.type == .feedbin` is `AccountType.feedbin`, an enum of another file
    /// (one the prefilter passes by, and one it parses), not the color `feedbinColor`.
    @Test func anotherFilesEnumCaseIsNoAssetSymbol() throws {
        let color = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x10", green: "0x20", blue: "0x30")])
        let folder = try TemporaryFolder([
            "A.xcassets/Contents.json": XcodeJSON.folder(),
            "A.xcassets/feedbinColor.colorset/Contents.json": color, "A.xcassets/feedlyColor.colorset/Contents.json": color,
            "A.xcassets/accent.colorset/Contents.json": color, "A.xcassets/brandedColor.colorset/Contents.json": color,
            "AccountType.swift": "public enum AccountType: Int {\n    case onMyMac = 1, feedbin(String) , feedly = 16\n}\n",
            "Parsed.swift": "enum Tint { case accent }\nlet t = Tint.accent\nlet u = UIColor(named: \"x\")\n",
            // Prose is no declaration: `.branded` below stays a color.
            "Notes.swift": "// Retry, just in case branded tokens are not valid yet.\nfunc retry() {}\n",
            "Use.swift": "if type == .feedbin || type == .feedly {}\nlet s = Style(tint: .accent)\n"
                + "label.textColor = .feedly\nlet c = Color(.accent)\n"
                // Likely colors, whatever other files declare: a `…Color` call's argument, both
                // branches of what a color property is set to, a member chain, a typed array.
                + "button.setTitleColor(.feedbin, for: .normal)\nview.tintColor = on ? .feedbin : .feedly\n"
                + "label.textColor = .feedly.withAlphaComponent(0.5)\nlet all: [UIColor] = [.feedbin]\nf(mode: .branded)\n",
        ])
        let workspace = CatalogLoader.load(paths: [folder.url("A.xcassets")])
        let index = SourceIndex.scan(SourceTree.find(roots: [folder.path]), table: ColorNameTable(workspace: workspace))
        #expect(index.references.map { "\($0.name)@\($0.file.split(separator: "/").last!):\($0.line)" }
            == ["x@Parsed.swift:3", "feedlyColor@Use.swift:3", "accent@Use.swift:4", "feedbinColor@Use.swift:5",
                "feedbinColor@Use.swift:6", "feedlyColor@Use.swift:6", "feedlyColor@Use.swift:7", "feedbinColor@Use.swift:8",
                "brandedColor@Use.swift:9"])
        #expect(SwiftPrefilter.declaredCases(Array("case onMyMac = 1, feedbin(String) , feedly = 16\nenum T { case accent }\n// in case branded\n".utf8),
                                             table: ColorNameTable(workspace: workspace)) == ["feedbin", "feedly", "accent"])
    }

    @Test func aNameFromAnotherModulesBundleThatNoCatalogDefinesIsANoteNotAnError() throws {
        let folder = try TemporaryFolder(SourceFixtures.otherBundle)
        let workspace = CatalogLoader.load(paths: [folder.path])
        let index = SourceIndex.scan(SourceTree.find(roots: [folder.path]), table: ColorNameTable(workspace: workspace))
        let found = SourceChecks(workspace: workspace, index: index).diagnostics.filter { $0.file.hasSuffix("View.swift") }
        #expect(found.map(\.code) == ["code.other-bundle-color", "code.missing-color"])
        #expect(found.first?.severity == .note)
        #expect(found.first?.message == "color 'Elsewhere' is loaded from 'DesignResourcesKit.bundle', whose catalog is not among those found; not checked")
    }
}

/// Color literals and light/dark pairs in code.
@Suite struct ColorLiteralTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        /// Channels and alpha, rounded to 4 decimals; a pair gives the light then the dark one.
        let expected: [[Double]]
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)", expected: [[0.11, 0.11, 0.12, 1]]),
        Case(source: "UIColor(red: 28 / 255.0, green: 28/255, blue: CGFloat(30) / 255, alpha: 1.0)",
             expected: [[0.1098, 0.1098, 0.1176, 1]]),
        Case(source: "NSColor(red: 0x4A / 255.0, green: 0x55 / 255.0, blue: 0x60 / 255.0, alpha: 1.0)",
             expected: [[0.2902, 0.3333, 0.3765, 1]]),
        Case(source: "#colorLiteral(red: 1, green: 0.2, blue: 0.4, alpha: 1)", expected: [[1, 0.2, 0.4, 1]]),
        Case(source: "Color(red: 0.0, green: 0.5, blue: 1.0, opacity: 0.5)", expected: [[0, 0.5, 1, 0.5]]),
        Case(source: "UIColor(white: 0.5, alpha: 1)", expected: [[0.5, 1]]),
        Case(source: "NSColor(calibratedRed: 0.2, green: 0.3, blue: 0.4, alpha: 1)", expected: [[0.2, 0.3, 0.4, 1]]),
        Case(source: ##"UIColor(hex: "#FF3366")"##, expected: [[1, 0.2, 0.4, 1]]),
        Case(source: "UIColor(rgb: 0xFF3366)", expected: [[1, 0.2, 0.4, 1]]),
        Case(source: "UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(white: 0, alpha: 1) }",
             expected: [[0, 1], [1, 1]]),
        Case(source: "UIColor(dynamicProvider: { t in t.userInterfaceStyle == .light ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.8, alpha: 1) })",
             expected: [[0.2, 1], [0.8, 1]]),
        Case(source: "Color.dynamic(light: Color(red: 0, green: 0, blue: 0), dark: Color(red: 1, green: 1, blue: 1))",
             expected: [[0, 0, 0, 1], [1, 1, 1, 1]]),
        Case(source: "UIColor(red: r, green: 0, blue: 0, alpha: 1)", expected: []),
        Case(source: "UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)", expected: []),
    ]

    @Test(arguments: cases)
    func readsLiterals(_ test: Case) {
        let found = SwiftScanner.scan(Array(("let c = " + test.source).utf8), file: "F.swift", table: SwiftScannerTests.table)
        let values = found.literals.flatMap { literal in
            ([literal.color] + (literal.dark.map { [$0] } ?? [])).map { color in
                (color.channels + [color.alpha]).map { ($0 * 10_000).rounded() / 10_000 }
            }
        }
        #expect(values == test.expected)
    }
}
