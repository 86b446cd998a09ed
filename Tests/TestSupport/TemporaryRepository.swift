import Foundation

/// A git repository in a temporary folder, for tests that read history with real `git`.
///
/// git runs without the user's or the system's configuration (`GIT_CONFIG_GLOBAL=/dev/null`,
/// `GIT_CONFIG_NOSYSTEM=1`), commits with an identity set in the repository itself and without
/// signing, and never looks above the folder for another repository.
public final class TemporaryRepository: @unchecked Sendable {
    // @unchecked: immutable after init; the folder removes itself.
    public let folder: TemporaryFolder
    public var path: String { folder.path }

    /// A repository holding `files` (relative path -> text), not yet committed.
    public init(_ files: [String: String] = [:]) throws {
        folder = try TemporaryFolder(files)
        try git("-c", "init.defaultBranch=main", "init", "-q")
        try git("config", "user.name", "palette tests")
        try git("config", "user.email", "tests@palette.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    /// The environment git and palette run with here: `Spawn.cleanEnvironment` without any
    /// git configuration from outside the repository.
    public var environment: [String: String] {
        var environment = Spawn.cleanEnvironment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CEILING_DIRECTORIES"] = (path as NSString).deletingLastPathComponent
        return environment
    }

    /// Runs `git ARGUMENTS` in the repository; its output, or an error with the output when it fails.
    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        try git(arguments)
    }

    @discardableResult
    public func git(_ arguments: [String]) throws -> String {
        let result = try Spawn.run(["git", "-C", path] + arguments, environment: environment)
        guard result.status == 0 else { throw GitFailure(arguments: arguments, output: result.output) }
        return result.output
    }

    /// Stages everything and commits it.
    public func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Writes `contents` to `relative`, creating folders.
    public func write(_ contents: String, to relative: String) throws {
        try folder.write(contents, to: relative)
    }

    /// Removes the file or folder at `relative`.
    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: folder.url(relative))
    }

    /// Runs `arguments` (the first looked up in `PATH`) in the repository folder with its environment.
    public func run(_ arguments: [String]) throws -> SpawnResult {
        try Spawn.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", path] + arguments, environment: environment)
    }
}

/// A git command that failed in a test repository.
public struct GitFailure: Error, CustomStringConvertible {
    public var arguments: [String]
    public var output: String
    public var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
}
