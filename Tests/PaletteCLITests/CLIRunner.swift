import Foundation
import Testing
import TerminalCore
import TestSupport

/// Runs the built `palette` binary the way a script would: no terminal, a clean environment.
enum CLI {
    static let demo = SharedFolder.packageRoot.path + "/Palettes/Demo.xcassets"

    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> SpawnResult {
        let binary = try #require(PaletteExecutable.url, "the palette binary is built by 'swift test'")
        var environment = Spawn.cleanEnvironment
        environment.merge(extra) { $1 }
        return try Spawn.run([binary.path] + arguments, environment: environment)
    }

    /// The output parsed as JSON.
    static func json(_ arguments: [String]) throws -> Any {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.output)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }
}

extension CLI {
    /// The scalars of `output` that act on a terminal or reorder what it shows, line feeds apart.
    static func rawControls(in output: String) -> [Unicode.Scalar] {
        output.unicodeScalars.filter { SafeText.needsEscape($0) && $0 != "\n" }
    }
}
