import Foundation
import Testing
import TerminalCore
import TestSupport
@testable import PaletteCLI

/// JSON output is inert on a terminal: DEL, C1 and bidi controls are escaped (reproducer r12).
@Suite struct JSONOutputSafetyTests {
    static let hostileNames = ["del\u{7F}", "bidi\u{202E}txt.exe", "c1\u{9B}2J", "isolate\u{2066}x\u{2069}", "mark\u{200F}\u{061C}"]

    @Test func jsonOutputEscapesDELC1AndBidiControls() throws {
        var files: [String: String] = [:]
        for name in Self.hostileNames {
            files["A.xcassets/\(name).colorset/Contents.json"] = XcodeJSON.colorSet([XcodeJSON.entry(red: "0x5B", green: "0x4C", blue: "0xF0")])
        }
        let folder = try TemporaryFolder(files)
        let list = try CLI.run(["list", "--format", "json", folder.path])
        #expect(list.status == 0)
        #expect(CLI.rawControls(in: list.output).isEmpty, "\(list.output)")
        #expect(list.output.contains(#""del\u007f""#))
        #expect(list.output.contains(#""bidi\u202etxt.exe""#))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        #expect(Set(rows.compactMap { $0["name"] as? String }) == Set(Self.hostileNames))
        for name in Self.hostileNames {
            let show = try CLI.run(["show", "--format", "json", name, folder.path])
            #expect(show.status == 0, "\(show.output)")
            #expect(CLI.rawControls(in: show.output).isEmpty, "\(show.output)")
        }
    }

}

/// `JSONText.quoted`: LosslessJSON's escaper with the terminal-safety rule.
@Suite struct JSONTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain", input: "Brand/accent", expected: #""Brand/accent""#),
        Case(name: "ESC and BEL", input: "\u{1B}]0;x\u{7}", expected: #""\u001b]0;x\u0007""#),
        Case(name: "DEL", input: "a\u{7F}", expected: #""a\u007f""#),
        Case(name: "C1 CSI and OSC", input: "\u{9B}\u{9D}", expected: #""\u009b\u009d""#),
        Case(name: "bidi override and embedding", input: "\u{202A}\u{202E}", expected: #""\u202a\u202e""#),
        Case(name: "bidi isolates", input: "\u{2066}\u{2067}\u{2068}\u{2069}", expected: #""\u2066\u2067\u2068\u2069""#),
        Case(name: "marks", input: "\u{200E}\u{200F}\u{061C}", expected: #""\u200e\u200f\u061c""#),
        Case(name: "line separators", input: "\u{2028}\u{2029}", expected: #""\u2028\u2029""#),
        Case(name: "quote, backslash, newline", input: "\"\\\n", expected: #""\"\\\n""#),
        Case(name: "other Unicode kept", input: "Grün 界 🎨 שלום", expected: "\"Grün 界 🎨 שלום\""),
    ]

    @Test(arguments: cases)
    func quotesForATerminal(_ testCase: Case) {
        #expect(JSONText.quoted(testCase.input) == testCase.expected)
    }

    /// The writers of long outputs (`JSONText.array`, SARIF) append the same token as bytes.
    @Test(arguments: cases)
    func appendsTheSameTokenAsBytes(_ testCase: Case) {
        var output = OutputBytes()
        output.append("[")
        output.append(quoting: testCase.input)
        output.append(-12)
        #expect(output.text == "[" + testCase.expected + "-12")
    }

    @Test func everyScalarUpToU3000IsInertAndReadsBack() throws {
        let scalars = (0...0x3000).compactMap(Unicode.Scalar.init)
        let input = String(String.UnicodeScalarView(scalars))
        let quoted = JSONText.quoted(input)
        #expect(!quoted.unicodeScalars.contains(where: SafeText.needsEscape))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String])
        #expect(parsed.first.map { Array($0.unicodeScalars) } == scalars)
    }
}

/// What a one-shot command hands to `ProcessEnd` is not released when the command drops it.
@Suite struct ProcessEndTests {
    final class Marker {}

    @Test func keptValuesOutliveTheirLastOtherReference() {
        weak var released: Marker?
        do {
            let marker = Marker()
            released = marker
            ProcessEnd.keep([marker])
        }
        #expect(released != nil)
    }
}
