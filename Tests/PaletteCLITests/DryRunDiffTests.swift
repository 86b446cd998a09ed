import Foundation
import Testing
import TestSupport
@testable import PaletteCLI

/// `set --dry-run`'s diff shows file content through `SafeText` (reproducer r16).
@Suite struct DryRunDiffTests {
    @Test func dryRunDiffShowsFileContentEscaped() throws {
        let hostile = "{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"alpha\":\"1.000\",\"blue\":\"0xF0\","
            + "\"green\":\"0x4C\",\"red\":\"0x5B\"},\"x\":\"\u{9B}2J\u{9D}0;pwned\u{9C}\u{202E}\u{7F}\"},\"idiom\":\"universal\"}]}\n"
        let folder = try TemporaryFolder(["A.xcassets/c.colorset/Contents.json": hostile])
        let result = try CLI.run(["set", "c", "#112233", "--dry-run", folder.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(CLI.rawControls(in: result.output).isEmpty, "\(result.output)")
        #expect(result.output.contains(#""x":"\u{9B}2J\u{9D}0;pwned\u{9C}\u{202E}\u{7F}"}"#))
        #expect(result.output.contains("+{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"alpha\":\"1.000\",\"blue\":\"0x33\""))
        #expect(try folder.read("A.xcassets/c.colorset/Contents.json") == Data(hostile.utf8))
    }

    @Test func dryRunDiffOfACRLFFileWithTabsHasOneLinePerLine() throws {
        let entry = "\t{\r\n\t\t\"color\" : {\r\n\t\t\t\"color-space\" : \"srgb\",\r\n\t\t\t\"components\" : {\r\n"
            + "\t\t\t\t\"alpha\" : \"1.000\",\r\n\t\t\t\t\"blue\" : \"0xF0\",\r\n\t\t\t\t\"green\" : \"0x4C\",\r\n"
            + "\t\t\t\t\"red\" : \"0x5B\"\r\n\t\t\t}\r\n\t\t},\r\n\t\t\"idiom\" : \"universal\"\r\n\t}\r\n"
        let folder = try TemporaryFolder(["A.xcassets/c.colorset/Contents.json": "{\r\n\"colors\" : [\r\n" + entry + "]\r\n}\r\n"])
        let result = try CLI.run(["set", "c", "#112233", "--dry-run", folder.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("-\t\t\t\t\"blue\" : \"0xF0\",\r\n-\t\t\t\t\"green\" : \"0x4C\",\r\n-\t\t\t\t\"red\" : \"0x5B\"\r\n"
            + "+\t\t\t\t\"blue\" : \"0x33\",\r\n+\t\t\t\t\"green\" : \"0x22\",\r\n+\t\t\t\t\"red\" : \"0x11\"\r\n"), "\(result.output)")
    }
}

/// `UnifiedDiff`: lines split at LF, compared byte for byte, printed through `SafeText`.
@Suite struct UnifiedDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let old: String
        let new: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one changed line", old: "a\nb\nc\n", new: "a\nB\nc\n", expected: "--- a/p\n+++ b/p\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"),
        Case(name: "CRLF lines", old: "a\r\nb\r\n", new: "a\r\nc\r\n", expected: "--- a/p\n+++ b/p\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n"),
        Case(name: "canonically equivalent but different bytes", old: "caf\u{E9}\n", new: "cafe\u{301}\n",
             expected: "--- a/p\n+++ b/p\n@@ -1,1 +1,1 @@\n-caf\u{E9}\n+cafe\u{301}\n"),
        Case(name: "no newline at end", old: "a", new: "b",
             expected: "--- a/p\n+++ b/p\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n"),
        Case(name: "escape sequences and a lone CR made visible", old: "x\u{1B}[2J\ry\n", new: "\t\u{202E}\u{7F}\n",
             expected: "--- a/p\n+++ b/p\n@@ -1,1 +1,1 @@\n-x\\u{1B}[2J\\u{D}y\n+\t\\u{202E}\\u{7F}\n"),
        Case(name: "equal texts", old: "a\n", new: "a\n", expected: ""),
    ]

    @Test(arguments: cases)
    func printsLikeDiffU(_ testCase: Case) {
        #expect(UnifiedDiff.make(old: testCase.old, new: testCase.new, path: "p") == testCase.expected)
    }

    @Test func aNewFileIsAgainstDevNull() {
        #expect(UnifiedDiff.make(old: "", new: "a\nb\n", path: "p", isNewFile: true) == "--- /dev/null\n+++ b/p\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func thePathIsShownEscaped() {
        let diff = UnifiedDiff.make(old: "a\n", new: "b\n", path: "/tmp/\u{1B}]0;x\u{7}.colorset/Contents.json")
        #expect(diff.hasPrefix("--- a/tmp/\\u{1B}]0;x\\u{7}.colorset/Contents.json\n+++ b/tmp/\\u{1B}]0;x\\u{7}.colorset/Contents.json\n"))
    }
}
