import ColorScience
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
        #expect(Diagnostic(file: "f.json", line: 7, .missingIdiom).formatted == "f.json:7: warning: entry has no 'idiom'; taken as 'universal'")
    }

    /// The findings a catalog makes by the ten thousand are joined from their parts
    /// (`MessageText`): each optional part in its place, or left out.
    @Test func bulkMessagesHaveEachPartInItsPlace() {
        let reading = ContrastReading(ratio: 3.21, lc: -45.2)
        let full = Finding.contrastFail(foreground: "Text/Grün", background: "Surface", appearance: "HC Dark", state: "pressed",
                                        measured: reading, target: "AA (4.5:1)", inferred: true, backgroundCatalog: "Other")
        #expect(full.message == "contrast of 'Text/Grün' on 'Surface' of 'Other' in HC Dark (state 'pressed') is \(reading), "
            + "below AA (4.5:1) (pair inferred from the names)")
        let bare = Finding.contrastFail(foreground: "a", background: "b", appearance: "Light", state: nil, measured: reading,
                                        target: "Lc 60", inferred: false, backgroundCatalog: nil)
        #expect(bare.message == "contrast of 'a' on 'b' in Light is \(reading), below Lc 60")
        #expect(Finding.nearDuplicate(name: "Brand/界", other: "b", otherCatalog: "App", distance: "0.004").message
            == "color 'Brand/界' looks the same as 'b' of 'App' in every appearance (OKLab difference at most 0.004)")
        #expect(Finding.nearDuplicate(name: "a", other: "b", distance: "0.000").message
            == "color 'a' looks the same as 'b' in every appearance (OKLab difference at most 0.000)")
    }

    @Test func joinedTextIsThePartsOneAfterAnother() {
        let parts = ["", "small", "a name longer than fifteen bytes", "Grün 界 🎨", "", "\u{1B}[2J"]
        #expect(MessageText.join(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]) == parts.joined())
        #expect(MessageText.join() == "")
    }
}
