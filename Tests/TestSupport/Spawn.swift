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

        let spawned = SpawnAttributes.spawn(arguments, environment: environment, searchingPath: true) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
            posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
            #if canImport(Glibc)
            if let closeFrom = LibC.closeFrom { _ = closeFrom(&actions, 3) }
            #endif
        }
        close(writeEnd)
        let pid: pid_t
        switch spawned {
        case .success(let child): pid = child
        case .failure(let failure):
            close(readEnd)
            throw SpawnError.spawnFailed(executable: arguments[0], errno: failure.errno)
        }
        let output = readAll(readEnd)
        close(readEnd)
        let status = try ExitStatus.wait(forChild: pid, timeout: .seconds(60), context: { output })
        return SpawnResult(status: status, output: output)
    }

    /// The environment tests run helpers with: `PATH`, `HOME`, `USER`, `LANG` set to
    /// `utf8Locale`, nothing that could change a terminal application's behaviour (`TMUX`,
    /// `COLORTERM`, ...).
    public static var cleanEnvironment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["LANG": utf8Locale, "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
        for key in ["HOME", "USER", "LOGNAME"] { environment[key] = inherited[key] }
        return environment
    }

    /// A UTF-8 locale the system has: `C.UTF-8` on Linux, `en_US.UTF-8` on macOS.
    public static let utf8Locale: String = {
        #if os(Linux)
        "C.UTF-8"
        #else
        "en_US.UTF-8"
        #endif
    }()

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

}

/// glibc functions Swift's Glibc module does not declare (they need `_GNU_SOURCE`), looked up
/// at run time with their C signatures. Darwin has neither (its children inherit no other
/// descriptor: `SpawnAttributes` sets `POSIX_SPAWN_CLOEXEC_DEFAULT`).
private enum LibC {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    static let pipe2: Pipe2? = symbol("pipe2").map { unsafeBitCast($0, to: Pipe2.self) }

    #if canImport(Glibc)
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    static let closeFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }
    #endif

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Glibc)
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)  // RTLD_DEFAULT
        #else
        return nil
        #endif
    }
}
