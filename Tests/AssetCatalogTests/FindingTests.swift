import LosslessJSON
import Testing
@testable import AssetCatalog

/// The catalogue of findings keeps the house wording: stable dotted codes, lowercase messages
/// without a trailing period.
@Suite struct FindingTests {
    static let samples: [Finding] = [
        .pathNotFound(path: "/x", reason: "no such file or directory"),
        .folderUnsearchable(reason: "permission denied"), .folderUnreadable(reason: "permission denied"),
        .fileUnreadable(reason: "permission denied"), .missingContents,
        .duplicateKey(JSONDuplicateKey(path: [], key: "red", location: JSONLocation(line: 1, column: 1))),
        .noColors, .entryNotObject(index: 2), .missingIdiom, .unknownAppearance(kind: "k", value: "v"),
        .unknownColorSpace("cmyk"), .missingComponents, .missingComponent("red"),
        .invalidComponent(key: "red", token: "\"x\""), .nonFiniteComponent(key: "red", token: "1e400"),
        .componentTooLong(key: "red", excerpt: "\"1111…", length: 100), .componentOutOfRange(key: "red", token: "2", space: "srgb"),
        .integerAlpha(token: "\"1\""),
        .duplicateSlot(slot: "Any universal", firstEntry: 0), .appearanceTie, .noAnySlot,
        .duplicateName(name: "a", otherFolder: "/b"),
    ]

    @Test(arguments: samples) func wordingFollowsTheHouseRules(_ finding: Finding) {
        #expect(finding.code.wholeMatch(of: /[a-z]+\.[a-z-]+/) != nil, "\(finding.code)")
        #expect(finding.message.first?.isLowercase == true, "\(finding.message)")
        #expect(!finding.message.hasSuffix("."))
    }

    @Test func aDiagnosticTakesCodeSeverityAndMessageFromItsFinding() {
        let diagnostic = Diagnostic(file: "f.json", line: 3, column: 4, .missingComponent("green"))
        #expect(diagnostic.code == "color.missing-component")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.formatted == "f.json:3:4: error: missing component 'green'")
        #expect(Diagnostic(file: "f.json", .missingIdiom).formatted == "f.json: warning: entry has no 'idiom'; taken as 'universal'")
    }
}
