import Foundation
import TerminalHarness
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a spawned process ended.
public struct SpawnResult: Equatable, Sendable {
    /// The exit code, or 128 + the signal number when killed by a signal (as shells report).
    public var status: Int32
    /// stdout and stderr, interleaved.
    public var output: String
}

/// Why a process could not be run.
public enum SpawnError: Error, CustomStringConvertible {
    case pipeFailed(errno: Int32)
    case spawnFailed(executable: String, errno: Int32)

    public var description: String {
        switch self {
        case let .pipeFailed(code): "pipe failed: \(String(cString: strerror(code)))"
        case let .spawnFailed(executable, code): "cannot run '\(executable)': \(String(cString: strerror(code)))"
        }
    }
}

/// Runs helper processes for tests with `posix_spawn`, never `Foundation.Process`.
///
/// The child starts with clean signals (`SpawnAttributes`), stdin from /dev/null, no inherited
/// file descriptors beyond 0-2, and its output goes to a close-on-exec pipe.
public enum Spawn {
    /// Runs `arguments` (the first is looked up in `PATH`) with exactly `environment`, and
    /// waits for it to end.
    public static func run(_ arguments: [String], environment: [String: String]) throws -> SpawnResult {
        precondition(!arguments.isEmpty, "nothing to run")
        var fds: [Int32] = [-1, -1]
        guard makeCloseOnExecPipe(&fds) == 0 else { throw SpawnError.pipeFailed(errno: errno) }
        let (readEnd, writeEnd) = (fds[0], fds[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        if let closeFrom = LibC.closeFrom { _ = closeFrom(&actions, 3) }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = SpawnAttributes.withCleanSignals { posix_spawnp(&pid, arguments[0], &actions, $0, argv, envp) }
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw SpawnError.spawnFailed(executable: arguments[0], errno: spawned)
        }
        let output = readAll(readEnd)
        close(readEnd)
        return SpawnResult(status: waitForExit(pid), output: output)
    }

    /// The environment tests run helpers with: `PATH`, `HOME`, `USER`, `LANG=C.UTF-8`, nothing
    /// that could change a terminal application's behaviour (`TMUX`, `COLORTERM`, ...).
    public static var cleanEnvironment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["LANG": "C.UTF-8", "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
        for key in ["HOME", "USER", "LOGNAME"] { environment[key] = inherited[key] }
        return environment
    }

    /// The children of process `pid`, from `/proc` (Linux); empty when unknown.
    public static func childProcessIDs(of pid: pid_t) -> [pid_t] {
        let path = "/proc/\(pid)/task/\(pid)/children"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    /// `pipe2(O_CLOEXEC)`: atomic, so a child spawned by another test thread at the same time
    /// cannot inherit the write end and keep the pipe open (which hangs `readAll`).
    private static func makeCloseOnExecPipe(_ fds: inout [Int32]) -> Int32 {
        if let pipe2 = LibC.pipe2 { return pipe2(&fds, O_CLOEXEC) }
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    private static func readAll(_ fd: Int32) -> String {
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count > 0 { data += chunk[0..<count] } else if count < 0, errno == EINTR { continue } else { break }
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}


/// glibc functions Swift's Glibc module does not declare (they need `_GNU_SOURCE`), looked up
/// at run time with their C signatures.
private enum LibC {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    static let pipe2: Pipe2? = symbol("pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
    static let closeFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc)
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)  // RTLD_DEFAULT
        #else
        return nil
        #endif
    }
}
