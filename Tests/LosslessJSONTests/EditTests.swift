import LosslessJSON
import Testing

/// Each edit against a canonical Xcode colorset, with the exact bytes expected.
@Suite struct EditTests {
    static let canonical = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xAE",
                  "green" : "0xEB",
                  "red" : "0xB8"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var edit: @Sendable (inout JSONDocument) throws -> Void
        /// Replacements of the canonical text that give the expected text.
        var changes: [(String, String)]
    }

    static let components: JSONPath = ["colors", 0, "color", "components"]

    static let cases: [Case] = [
        Case(testDescription: "set a hex component token", edit: { try $0.setRawToken("\"0x0A\"", at: components + ["red"]) },
             changes: [("\"0xB8\"", "\"0x0A\"")]),
        Case(testDescription: "set a string value", edit: { try $0.setValue(.string("0.500"), at: components + ["alpha"]) },
             changes: [("\"1.000\"", "\"0.500\"")]),
        Case(testDescription: "remove a middle member", edit: { try $0.removeValue(at: components + ["blue"]) },
             changes: [("          \"blue\" : \"0xAE\",\n", "")]),
        Case(testDescription: "remove the last member", edit: { try $0.removeValue(at: ["info", "version"]) },
             changes: [("\"xcode\",\n    \"version\" : 1", "\"xcode\"")]),
        Case(testDescription: "insert a member in sorted position",
             edit: { try $0.insertMember(key: "properties", value: ["localizable": true], into: []) },
             changes: [("    \"version\" : 1\n  }\n", "    \"version\" : 1\n  },\n  \"properties\" : {\n    \"localizable\" : true\n  }\n")]),
        Case(testDescription: "insert a member first",
             edit: { try $0.insertMember(key: "appearances", value: [["appearance": "luminosity", "value": "dark"]], into: ["colors", 0]) },
             changes: [("    {\n      \"color\"", "    {\n      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n      \"color\"")]),
        Case(testDescription: "remove the only element leaves an empty array like JSONSerialization",
             edit: { try $0.removeValue(at: ["colors", 0]) },
             changes: [(String(canonical.split(separator: "\n", omittingEmptySubsequences: false)[1...14].joined(separator: "\n")), "  \"colors\" : [\n\n  ],")]),
        Case(testDescription: "rename a key moves it to its sorted position",
             edit: { try $0.renameKey(at: ["info", "author"], to: "zauthor") },
             changes: [("    \"author\" : \"xcode\",\n    \"version\" : 1", "    \"version\" : 1,\n    \"zauthor\" : \"xcode\"")]),
        Case(testDescription: "rename a key in place", edit: { try $0.renameKey(at: ["info", "version"], to: "versions") },
             changes: [("\"version\"", "\"versions\"")]),
    ]

    @Test(arguments: cases)
    func editChangesOnlyWhatItMust(_ testCase: Case) throws {
        var document = try JSONDocument(text: Self.canonical)
        try testCase.edit(&document)
        var expected = Self.canonical
        for (old, new) in testCase.changes {
            #expect(expected.contains(old), "fixture lacks \(old.debugDescription)")
            expected = expected.replacing(old, with: new)
        }
        #expect(document.text == expected)
        #expect(document.bytes == (try XcodeOracle.bytes(for: document.root.value)))
    }

    @Test func insertingIntoAnEmptyArrayRestoresTheCanonicalLayout() throws {
        var document = try JSONDocument(text: Self.canonical)
        let variant = try #require(document[["colors", 0]]).value
        try document.removeValue(at: ["colors", 0])
        try document.insertElement(variant, at: 0, into: ["colors"])
        #expect(document.text == Self.canonical)
    }
}
