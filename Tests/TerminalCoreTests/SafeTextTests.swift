import Testing
import TerminalCore

@Suite struct SafeTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ESC", input: "a\u{1B}b", expected: "a\\u{1B}b"),
        Case(name: "CSI color sequence", input: "\u{1B}[31mred\u{1B}[0m", expected: "\\u{1B}[31mred\\u{1B}[0m"),
        Case(name: "OSC title sequence", input: "\u{1B}]0;pwned\u{7}", expected: "\\u{1B}]0;pwned\\u{7}"),
        Case(name: "C1 CSI 0x9B", input: "x\u{9B}2J", expected: "x\\u{9B}2J"),
        Case(name: "DEL", input: "a\u{7F}", expected: "a\\u{7F}"),
        Case(name: "BEL", input: "\u{7}", expected: "\\u{7}"),
        Case(name: "NUL, tab, newline, CR LF", input: "\u{0}\t\n\r\n", expected: "\\u{0}\\u{9}\\u{A}\\u{D}\\u{A}"),
        Case(name: "bidi override", input: "abc\u{202E}fed", expected: "abc\\u{202E}fed"),
        Case(name: "bidi isolates and marks", input: "\u{2066}\u{2069}\u{200F}", expected: "\\u{2066}\\u{2069}\\u{200F}"),
        Case(name: "line separator", input: "a\u{2028}b", expected: "a\\u{2028}b"),
        Case(name: "plain ASCII", input: "Brand/Primary-500", expected: "Brand/Primary-500"),
        Case(name: "normal Unicode", input: "Grün 界 e\u{301} 🎨 👩‍👩‍👧 שלום", expected: "Grün 界 e\u{301} 🎨 👩‍👩‍👧 שלום"),
        Case(name: "empty", input: "", expected: ""),
    ]

    @Test(arguments: cases)
    func escapesControlsVisibly(_ testCase: Case) {
        #expect(SafeText.visible(testCase.input) == testCase.expected)
    }

    /// DEL, every C1 control and every bidirectional control (U+061C, U+200E/F, U+202A-E, U+2066-9).
    static let invisibleControls: [UInt32] = [0x7F] + Array(0x80...0x9F) + [0x061C, 0x200E, 0x200F]
        + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    @Test(arguments: invisibleControls)
    func delC1AndBidiControlsAreMadeVisible(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let expected = "a\\u{\(String(value, radix: 16, uppercase: true))}b"
        #expect(SafeText.visible("a\(scalar)b") == expected)
        #expect(SafeText.visible("a\(scalar)b", keepingTabs: true) == expected)
    }

    static let tabCases: [Case] = [
        Case(name: "tab-indented line", input: "\t\t\"red\" : \"0x5B\"", expected: "\t\t\"red\" : \"0x5B\""),
        Case(name: "C1, bidi and DEL beside a tab", input: "\t\u{9B}2J\u{202E}\u{7F}", expected: "\t\\u{9B}2J\\u{202E}\\u{7F}"),
        Case(name: "newline, CR and vertical tab", input: "a\nb\rc\u{B}", expected: "a\\u{A}b\\u{D}c\\u{B}"),
    ]

    @Test(arguments: tabCases)
    func keepingTabsEscapesEverythingElse(_ testCase: Case) {
        #expect(SafeText.visible(testCase.input, keepingTabs: true) == testCase.expected)
    }

    @Test func resultNeverContainsAnEscapedScalar() {
        let nasty = (0...0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined() + "\u{202D}\u{2067}"
        let safe = SafeText.visible(nasty)
        #expect(!safe.unicodeScalars.contains(where: SafeText.needsEscape))
        let keepingTabs = SafeText.visible(nasty, keepingTabs: true)
        #expect(!keepingTabs.unicodeScalars.contains { SafeText.needsEscape($0) && $0 != "\t" })
    }
}
