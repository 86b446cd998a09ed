import Testing
import TestSupport
@testable import AssetCatalog

/// One fixture per diagnostic: the broken file is reported with its position, and the rest loads.
@Suite struct DiagnosticTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var code: String
        var contents: String?       // nil: the colorset folder has no Contents.json
        var line: Int?
        var column: Int?
        var severity: Diagnostic.Severity = .error
        var testDescription: String { code }
    }

    static let cases: [Case] = [
        Case(code: "json.", contents: "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  \n", line: 7, column: 1),
        Case(code: "colorset.missing-contents", contents: nil),
        Case(code: "colorset.no-colors", contents: "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
             line: 1, column: 1),
        Case(code: "color.unknown-color-space",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", space: "cmyk")]),
             line: 3, column: 35),
        Case(code: "color.missing-component",
             contents: XcodeJSON.colorSet(["    { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"0.1\", \"green\" : \"0.2\" } }, \"idiom\" : \"universal\" }"]),
             line: 3, column: 58),
        Case(code: "color.component-out-of-range",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "1.500", green: "0.2", blue: "0.3")]),
             line: 3),
        Case(code: "color.integer-alpha",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", alpha: "1")]),
             line: 3, severity: .warning),
        Case(code: "color.invalid-component",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "reddish", green: "0.2", blue: "0.3")]),
             line: 3),
        Case(code: "colorset.duplicate-slot",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3"),
                                           XcodeJSON.entry(red: "0.4", green: "0.2", blue: "0.3")]),
             line: 4, column: 5),
        Case(code: "colorset.appearance-tie",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3"),
                                           XcodeJSON.entry(red: "0.4", green: "0.2", blue: "0.3", luminosity: "dark"),
                                           XcodeJSON.entry(red: "0.5", green: "0.2", blue: "0.3", highContrast: true)]),
             line: 5, column: 5, severity: .warning),
        Case(code: "json.duplicate-key",
             contents: "{ \"colors\" : [], \"colors\" : [] }", line: 1, severity: .warning),
        Case(code: "colorset.no-any-slot",
             contents: XcodeJSON.colorSet([XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", luminosity: "light"),
                                           XcodeJSON.entry(red: "0.4", green: "0.2", blue: "0.3", luminosity: "dark")]),
             line: 2, column: 14, severity: .warning),
    ]

    struct AnySlotCase: Sendable, CustomTestStringConvertible {
        var name: String
        var entries: [String]
        var warns: Bool
        var testDescription: String { name }
    }

    static let anySlotCases: [AnySlotCase] = [
        .init(name: "iPhone and iPad slots only", entries: [XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", idiom: "iphone"),
                                                            XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", idiom: "ipad")], warns: true),
        .init(name: "an empty colors array", entries: [], warns: true),
        .init(name: "a P3-only slot", entries: [XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", extra: "\"display-gamut\" : \"display-P3\", ")],
              warns: true),
        .init(name: "an Any slot", entries: [XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3")], warns: false),
        .init(name: "an sRGB-gamut slot", entries: [XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", extra: "\"display-gamut\" : \"sRGB\", ")],
              warns: false),
        .init(name: "Xcode's empty AccentColor slot", entries: ["    { \"idiom\" : \"universal\" }"], warns: false),
        // passepartout's AccentColor: unset, for the devices chosen in Xcode.
        .init(name: "empty slots for chosen devices", entries: ["    { \"idiom\" : \"iphone\" }", "    { \"idiom\" : \"ipad\" }",
                                                               "    { \"idiom\" : \"mac\" }"], warns: false),
        .init(name: "a color for one device and an empty slot for another",
              entries: [XcodeJSON.entry(red: "0.1", green: "0.2", blue: "0.3", idiom: "iphone"), "    { \"idiom\" : \"ipad\" }"], warns: true),
    ]

    @Test(arguments: anySlotCases)
    func aColorSetWithoutAnAnySlotIsReported(_ example: AnySlotCase) throws {
        let folder = try TemporaryFolder(["A.xcassets/c.colorset/Contents.json": XcodeJSON.colorSet(example.entries)])
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.allDiagnostics.map(\.code) == (example.warns ? ["colorset.no-any-slot"] : []))
    }

    @Test(arguments: cases)
    func brokenColorSetIsReportedAndTheRestLoads(_ example: Case) throws {
        var files = [
            "A.xcassets/good.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
            "A.xcassets/bad.colorset/": "",
        ]
        if let contents = example.contents { files["A.xcassets/bad.colorset/Contents.json"] = contents }
        let folder = try TemporaryFolder(files)
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        let found = catalog.allDiagnostics.filter { $0.code.hasPrefix(example.code) }
        let diagnostic = try #require(found.first, "got \(catalog.allDiagnostics.map(\.formatted))")
        #expect(found.count == 1)
        #expect(diagnostic.severity == example.severity)
        #expect(diagnostic.file.hasSuffix("bad.colorset/Contents.json") || diagnostic.file.hasSuffix("bad.colorset"))
        if let line = example.line { #expect(diagnostic.line == line) }
        if let column = example.column { #expect(diagnostic.column == column) }
        #expect(diagnostic.formatted.hasPrefix("\(diagnostic.file):"))
        #expect(diagnostic.message == diagnostic.message.lowercased() || diagnostic.message.contains("'"))
        let good = try #require(catalog.colorSets.first { $0.name == "good" })
        #expect(good.resolvedColor(TraitRequest(appearance: .light))?.display?.rgb.hex == "#FF0000")
        #expect(catalog.colorSets.count == 2)
    }

    @Test func duplicateQualifiedNamesInOneCatalog() throws {
        let red = XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")])
        let folder = try TemporaryFolder([
            "A.xcassets/accent.colorset/Contents.json": red,
            "A.xcassets/Group/accent.colorset/Contents.json": red,
            "A.xcassets/Other/accent.colorset/Contents.json": red,
        ])
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.allDiagnostics.map(\.code) == ["catalog.duplicate-name", "catalog.duplicate-name"])
        // Each repeat names the first owner, in folder order.
        let first = folder.url("A.xcassets") + "/accent.colorset"
        #expect(catalog.allDiagnostics.map(\.file) == [folder.url("A.xcassets") + "/Group/accent.colorset",
                                                       folder.url("A.xcassets") + "/Other/accent.colorset"])
        #expect(catalog.allDiagnostics.allSatisfy { $0.message.hasSuffix("is also used by '\(first)'") })
    }

    @Test func brokenGroupContentsIsReportedAndItsColorsLoad() throws {
        let folder = try TemporaryFolder([
            "A.xcassets/Group/Contents.json": "{ \"info\" : { ",
            "A.xcassets/Group/x.colorset/Contents.json": XcodeJSON.colorSet([XcodeJSON.entry(red: "0xFF", green: "0x00", blue: "0x00")]),
        ])
        let catalog = CatalogLoader.loadCatalog(at: folder.url("A.xcassets"))
        #expect(catalog.allDiagnostics.count == 1)
        #expect(catalog.allDiagnostics.first?.code.hasPrefix("json.") == true)
        #expect(catalog.colorSets.map(\.qualifiedName) == ["x"])
    }
}
