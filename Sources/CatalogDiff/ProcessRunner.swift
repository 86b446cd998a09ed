#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program to completion with `posix_spawn` and `waitpid`.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit` polls the run loop every 50 ms, which
/// cost more than all of git's work for a small diff. The input goes in through an unlinked
/// temporary file and the error output comes back through another, so only standard output is
/// a pipe and no second thread is needed: a program that exits without reading its input cannot
/// raise SIGPIPE here, and one that writes a lot to standard error cannot block. The child gets
/// an empty signal mask and SIGPIPE's default action.
enum ProcessRunner {
    struct Outcome {
        /// The exit status, or 128 + the signal that ended the program.
        var status: Int32
        var output: [UInt8]
        var errorOutput: String
    }

    /// A started program: its output still to read, its exit still to wait for.
    struct Running {
        fileprivate var pid: pid_t
        fileprivate var output: Int32
        fileprivate var errorFile: Int32
    }

    /// Runs `executable` with `arguments`, with the process's environment plus `environment`.
    static func run(_ executable: String, _ arguments: [String], input: [UInt8] = [],
                    environment: [String: String] = [:]) throws -> Outcome {
        finish(try start(executable, arguments, input: input, environment: environment))
    }

    /// Starts `executable`; `finish` collects it. Several may run at once: each writes only to
    /// its own pipe, so finishing them one after the other cannot deadlock.
    static func start(_ executable: String, _ arguments: [String], input: [UInt8] = [],
                      environment: [String: String] = [:]) throws -> Running {
        let inputFile = try unlinkedFile(holding: input)
        defer { close(inputFile) }
        let errorFile = try unlinkedFile(holding: [])
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            close(errorFile)
            throw POSIXError(errno)
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputFile, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), pipeSignal = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let cArguments = ([executable] + arguments).map { strdup($0) } + [nil]
        let cEnvironment = variables.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            close(errorFile)
            throw POSIXError(spawned)
        }
        return Running(pid: pid, output: pipeEnds[0], errorFile: errorFile)
    }

    /// Reads a started program's output to its end and waits for it.
    static func finish(_ running: Running) -> Outcome {
        defer {
            close(running.output)
            close(running.errorFile)
        }
        let output = readAll(running.output)
        let status = waitForExit(running.pid)
        lseek(running.errorFile, 0, SEEK_SET)
        return Outcome(status: status, output: output, errorOutput: String(decoding: readAll(running.errorFile), as: UTF8.self))
    }

    /// A temporary file holding `bytes`, open at its start and already removed from its folder:
    /// it goes away when closed.
    private static func unlinkedFile(holding bytes: [UInt8]) throws -> Int32 {
        let path = FileManager.default.temporaryDirectory.path + "/palette-\(UUID().uuidString)"
        let file = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw POSIXError(errno) }
        unlink(path)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = errno
                close(file)
                throw POSIXError(failure)
            }
            written += count
        }
        lseek(file, 0, SEEK_SET)
        return file
    }

    private static func readAll(_ file: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count > 0 { bytes += chunk[0..<count] } else if count < 0, errno == EINTR { continue } else { break }
        }
        return bytes
    }

    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The first `name` executable on `PATH`, or `nil`.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

extension POSIXError {
    /// The error for an `errno` value.
    init(_ code: Int32) {
        self.init(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
