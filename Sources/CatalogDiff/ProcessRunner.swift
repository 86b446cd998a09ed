import Foundation

/// Runs a program to completion with Foundation's `Process`.
///
/// The input goes in through an unlinked temporary file and the error output comes back through
/// another, so only standard output is a pipe and no second thread is needed: a program that
/// exits without reading its input cannot raise SIGPIPE here, and one that writes a lot to
/// standard error cannot block.
enum ProcessRunner {
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errorOutput: String
    }

    /// Runs `executable` with `arguments` in `folder`, with the process's environment plus `environment`.
    static func run(_ executable: String, _ arguments: [String], in folder: String, input: [UInt8] = [],
                    environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let inputFile = try input.isEmpty ? FileHandle.nullDevice : unlinkedFile(holding: input)
        let errorFile = try unlinkedFile(holding: [])
        let output = Pipe()
        process.standardInput = inputFile
        process.standardOutput = output
        process.standardError = errorFile
        defer {
            if !input.isEmpty { try? inputFile.close() }
            try? errorFile.close()
        }
        try process.run()
        try? output.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorFile.seek(toOffset: 0)
        let errorBytes = try errorFile.readToEnd() ?? Data()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Outcome(status: status, output: [UInt8](bytes), errorOutput: String(decoding: errorBytes, as: UTF8.self))
    }

    /// A temporary file holding `bytes`, opened for reading and writing at its start, and
    /// already removed from its folder: it goes away when closed.
    private static func unlinkedFile(holding bytes: [UInt8]) throws -> FileHandle {
        let path = FileManager.default.temporaryDirectory.path + "/palette-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)),
              let handle = FileHandle(forUpdatingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        try FileManager.default.removeItem(atPath: path)
        return handle
    }

    /// The first `name` executable on `PATH`, or `nil`.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
