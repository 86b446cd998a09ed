import Foundation
import TerminalHarness

/// Runs a benchmarked command with its output discarded, and stops the benchmark when the
/// command does not end as expected: exit status `expecting` (or `alternative`), not killed by a signal.
///
/// The command is waited for with a blocking `waitpid`, which returns when it ends: Foundation's
/// `Process.waitUntilExit` looks every 50 ms on Linux, and rounded every whole-process time up
/// to the next step of 50 ms.
func runQuietly(_ arguments: [String], expecting status: Int32 = 0, or alternative: Int32? = nil) throws {
    let pid = try SpawnAttributes.spawn(arguments, environment: ProcessInfo.processInfo.environment) { actions in
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    }.get()
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 {
        precondition(errno == EINTR, "cannot wait for \(arguments[0])")
    }
    let code = ExitStatus.decode(raw)
    precondition(raw & 0x7F == 0 && (code == status || code == alternative), "\(arguments) did not exit with \(status)")
}

/// The `palette` executable built beside this benchmark, or `nil` when only `palette-bench` was built.
func builtPalette() -> String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("palette").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}
