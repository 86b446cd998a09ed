import Foundation
import Testing
import TestSupport

/// Every error reads `palette: error: ...`; ArgumentParser's usage errors keep its status 64 and
/// its usage hint; its built-in requests (completion scripts) still work.
@Suite struct UsageErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let firstLine: String
        var testDescription: String { arguments.prefix(3).joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["list", "--bogus", CLI.demo], firstLine: "palette: error: unknown option '--bogus'"),
        Case(arguments: ["set"], firstLine: "palette: error: missing expected argument '<name>'"),
        Case(arguments: ["list", "--appearance", "dusk", CLI.demo],
             firstLine: "palette: error: the value 'dusk' is invalid for '--appearance <appearance>'. "
                 + "Please provide one of 'light', 'dark', 'hc-light' or 'hc-dark'."),
        Case(arguments: ["set", "accent", "blue", CLI.demo],
             firstLine: "palette: error: 'blue' is not a color: type #RRGGBB, #RRGGBBAA or oklch(L C H / A)"),
        Case(arguments: ["list", "--format", "xml", CLI.demo],
             firstLine: "palette: error: the value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'."),
    ]

    @Test(arguments: cases)
    func usageErrorsReadLikeEveryOtherError(_ testCase: Case) throws {
        let result = try CLI.run(testCase.arguments)
        #expect(result.status == 64)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == testCase.firstLine)
        #expect(result.output.contains("  See 'palette \(testCase.arguments[0]) --help' for more information.\n"))
        #expect(!result.output.contains("Error:"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(_ shell: String) throws {
        let result = try CLI.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(!result.output.contains("error"))
        for word in ["palette", "list", "show", "check", "set", "browse", "appearance", "hc-dark", "idiom", "vision"] {
            #expect(result.output.contains(word), "\(shell): \(word)")
        }
    }

    @Test func theBashCompletionScriptIsValidBash() throws {
        let script = try CLI.run(["--generate-completion-script", "bash"])
        let folder = try TemporaryFolder(["palette.bash": script.output])
        let check = try Spawn.run(["bash", "-n", folder.url("palette.bash")], environment: Spawn.cleanEnvironment)
        #expect(check.status == 0, "\(check.output)")
    }
}
