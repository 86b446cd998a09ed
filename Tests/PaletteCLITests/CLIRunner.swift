import Foundation
import Testing
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
