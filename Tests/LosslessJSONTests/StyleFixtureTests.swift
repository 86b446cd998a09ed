import LosslessJSON
import TestSupport
import Testing

/// Own fixtures in `Tests/Fixtures/json/`: each prints back identical, and edits keep its style.
@Suite struct StyleFixtureTests {
    static let names = ["bom.json", "crlf.json", "legacy.json", "no-final-newline.json", "one-line.json", "tabs.json"]

    @Test(arguments: names)
    func fixturePrintsBackIdentical(name: String) throws {
        let input = try FixtureLoading.ownFixture(name)
        #expect(try JSONDocument(bytes: input).bytes == input)
    }

    /// The canonical fixture text, and the same after adding `properties.localizable`.
    static let canonical = EditTests.canonical
    static let canonicalWithProperties = canonical.replacing("    \"version\" : 1\n  }\n}",
        with: "    \"version\" : 1\n  },\n  \"properties\" : {\n    \"localizable\" : true\n  }\n}")

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The fixture's text made from canonical text.
        var restyle: @Sendable (String) -> [UInt8]
        var testDescription: String { name }
    }

    static let restyledCases: [Case] = [
        Case(name: "crlf.json") { Array($0.replacing("\n", with: "\r\n").utf8) },
        Case(name: "bom.json") { [0xEF, 0xBB, 0xBF] + Array($0.utf8) },
        Case(name: "no-final-newline.json") { Array($0.dropLast().utf8) },
        Case(name: "tabs.json") { Array(tabbed($0).utf8) },
    ]

    @Test(arguments: restyledCases)
    func insertedMemberAndRemovalKeepTheFixtureStyle(_ testCase: Case) throws {
        let original = try FixtureLoading.ownFixture(testCase.name)
        #expect(original == testCase.restyle(Self.canonical))
        var document = try JSONDocument(bytes: original)
        try document.insertMember(key: "properties", value: ["localizable": true], into: [])
        #expect(document.bytes == testCase.restyle(Self.canonicalWithProperties))
        try document.removeValue(at: ["properties"])
        #expect(document.bytes == original)
    }

    @Test func legacyFileAppendsAndKeepsTheCallersKeyOrder() throws {
        let original = try FixtureLoading.ownFixture("legacy.json")
        var document = try JSONDocument(bytes: original)
        try document.insertMember(key: "properties", value: ["localizable": true, "a": 1], into: [])
        try document.insertMember(key: "display-gamut", value: "sRGB", into: ["colors", 0])
        try document.setValue(["white": "0.500", "alpha": "1.000"], at: ["colors", 0, "color", "components"])
        let expected = """
            {
              "info" : {
                "version" : 1,
                "author" : "xcode"
              },
              "colors" : [
                {
                  "idiom" : "universal",
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "white" : "0.500",
                      "alpha" : "1.000"
                    }
                  },
                  "display-gamut" : "sRGB"
                }
              ],
              "properties" : {
                "localizable" : true,
                "a" : 1
              }
            }
            """
        #expect(document.text == expected)
    }

    @Test func oneLineObjectsStayOnOneLine() throws {
        var document = try JSONDocument(bytes: try FixtureLoading.ownFixture("one-line.json"))
        let variant: JSONValue = [
            "idiom": "universal",
            "appearances": [["appearance": "contrast", "value": "high"]],
            "color": ["color-space": "srgb", "components": ["red": "0x01", "green": "0x02", "blue": "0x03", "alpha": "1.000"]],
        ]
        try document.insertElement(variant, at: 2, into: ["colors"])
        try document.insertMember(key: "extra", value: 1, into: ["info"])
        let expected = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0xAE", "green" : "0xEB", "red" : "0xB8" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0x30", "green" : "0x20", "red" : "0x10" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0x03", "green" : "0x02", "red" : "0x01" }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "extra" : 1, "version" : 1 }
            }

            """
        #expect(document.text == expected)
    }

    @Test func tabsFixtureNestsNewContainersWithTabs() throws {
        var document = try JSONDocument(bytes: try FixtureLoading.ownFixture("tabs.json"))
        try document.insertMember(key: "appearances", value: [["appearance": "luminosity", "value": "dark"]], into: ["colors", 0])
        let inserted = "\t\t\t\"appearances\": [\n\t\t\t\t{\n\t\t\t\t\t\"appearance\": \"luminosity\",\n\t\t\t\t\t\"value\": \"dark\"\n\t\t\t\t}\n\t\t\t],\n"
        #expect(document.text.contains("\t\t{\n" + inserted + "\t\t\t\"color\": {"))
    }

    /// Canonical text with tabs for indentation and `": "` for the colon.
    static func tabbed(_ text: String) -> String {
        let lines: [Substring] = text.replacing(" : ", with: ": ").split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { line in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: "\t", count: spaces / 2) + line.dropFirst(spaces)
        }.joined(separator: "\n")
    }
}
