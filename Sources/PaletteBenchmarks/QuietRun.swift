import Foundation

/// Runs a benchmarked command with its output discarded, and stops the benchmark when the
/// command does not end as expected: exit status `expecting` (or `alternative`), not killed by a signal.
func runQuietly(_ arguments: [String], expecting status: Int32 = 0, or alternative: Int32? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    process.waitUntilExit()
    precondition(process.terminationReason == .exit
                 && (process.terminationStatus == status || process.terminationStatus == alternative),
                 "\(arguments) did not exit with \(status)")
}

/// The `palette` executable built beside this benchmark, or `nil` when only `palette-bench` was built.
func builtPalette() -> String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("palette").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}
