import Foundation

/// A git repository, asked through `git` itself: the only code that runs git or reads its output.
public struct GitRepository: Sendable {
    /// The work tree's top folder, as git names it.
    public let root: String
    private let executable: String

    /// The repository whose work tree holds `folder`, and the path of `folder` inside it (`""` at
    /// the top); `nil` outside a work tree or when git is not installed.
    public static func containing(_ folder: String) -> (repository: GitRepository, prefix: String)? {
        // rev-parse fails exactly outside a work tree: the failure is the answer.
        guard let executable = ProcessRunner.executable(named: "git"),
              let outcome = try? ProcessRunner.run(executable, ["-C", folder, "rev-parse", "--show-toplevel", "--show-prefix"]),
              outcome.status == 0
        else { return nil }
        let lines = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, !lines[0].isEmpty else { return nil }
        var prefix = String(lines[1])
        if prefix.hasSuffix("/") { prefix.removeLast() }
        return (GitRepository(root: String(lines[0]), executable: executable), prefix)
    }

    /// True when a `git` executable is on `PATH`.
    public static var isInstalled: Bool { ProcessRunner.executable(named: "git") != nil }

    /// The commit `revision` names (`HEAD~1`, a branch, a hash), or `nil` when it names none.
    public func commit(_ revision: String) -> String? {
        // rev-parse fails exactly when the revision names no commit: the failure is the answer.
        guard !revision.hasPrefix("-"), !revision.isEmpty,
              let output = try? run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        else { return nil }
        let hash = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return hash.isEmpty ? nil : hash
    }

    /// Runs `git arguments` at the top of the work tree; its standard output, or `GitError` when
    /// it exits with a status outside `success` (`check-ignore` exits 1 when nothing is ignored).
    func run(_ arguments: [String], input: [UInt8] = [], success: ClosedRange<Int32> = 0...0) throws -> [UInt8] {
        try run([GitCommand(arguments, input: input, success: success)])[0]
    }

    /// Runs several git commands at once; their standard outputs in order.
    func run(_ commands: [GitCommand]) throws -> [[UInt8]] {
        var started: [ProcessRunner.Running] = []
        var failure: GitError?
        for command in commands {
            do {
                started.append(try ProcessRunner.start(executable, ["-C", root] + command.arguments, input: command.input,
                                                       environment: Self.environment))
            } catch {
                failure = failure ?? GitError(command: command.name, message: "\(error)")
            }
        }
        let outcomes = started.map(ProcessRunner.finish)
        if let failure { throw failure }
        for (command, outcome) in zip(commands, outcomes) where !command.success.contains(outcome.status) {
            throw GitError(command: command.name, message: outcome.errorOutput)
        }
        return outcomes.map(\.output)
    }

    /// No `index.lock` taken to refresh stat data, so palette never competes with the user's git.
    private static let environment = ["GIT_OPTIONAL_LOCKS": "0"]
}

/// A git command to run: its arguments, what it reads on standard input, and the exit statuses
/// that mean it did its work.
struct GitCommand {
    var arguments: [String]
    var input: [UInt8]
    var success: ClosedRange<Int32>

    init(_ arguments: [String], input: [UInt8] = [], success: ClosedRange<Int32> = 0...0) {
        self.arguments = arguments
        self.input = input
        self.success = success
    }

    /// The subcommand, e.g. `cat-file`.
    var name: String { arguments.first { !$0.hasPrefix("-") } ?? "" }
}

/// A git command that failed, with what git said.
public struct GitError: Error, CustomStringConvertible {
    /// The subcommand, e.g. `cat-file`.
    public var command: String
    /// git's own message, trimmed, without its `fatal: ` prefix.
    public var message: String

    init(command: String, message: String) {
        self.command = command
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["fatal: ", "error: "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        self.message = text
    }

    public var description: String { "git \(command) failed: \(message)" }
}
