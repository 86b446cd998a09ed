#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command on a pseudo-terminal of its own, outside tmux: what a terminal emulator gives
/// palette. Collects every byte the command writes and types keys into it. Used by the
/// end-to-end tests and by the benchmark that counts terminal bytes.
public final class PseudoTerminal {
    private let master: Int32
    private let pid: pid_t
    private var exitStatus: Int32?
    /// Everything the command has written so far.
    public private(set) var output: [UInt8] = []

    /// Starts `command` (an absolute path first) with exactly `environment`, on a `width` x
    /// `height` terminal, with an empty signal mask and default signal dispositions.
    public init(command: [String], width: Int, height: Int, environment: [String: String]) throws {
        let master = PTY.openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw PseudoTerminalError.unavailable(errno: errno) }
        guard PTY.grant(master) == 0, PTY.unlock(master) == 0, let name = PTY.slaveName(master) else {
            close(master)
            throw PseudoTerminalError.unavailable(errno: errno)
        }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
        let slave = String(cString: name)

        let spawned = SpawnAttributes.spawn(command, environment: environment) { actions in
            for descriptor: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_addopen(&actions, descriptor, slave, O_RDWR, 0)
            }
            posix_spawn_file_actions_addclose(&actions, master)
        }
        let pid: pid_t
        switch spawned {
        case .success(let child): pid = child
        case .failure(let failure):
            close(master)
            throw PseudoTerminalError.spawnFailed(executable: command[0], errno: failure.errno)
        }
        self.master = master
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `text`.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until everything written so far satisfies `predicate`; throws after `timeout`.
    @discardableResult
    public func waitForOutput(timeout: Duration = .seconds(10), _ predicate: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = String(decoding: output, as: UTF8.self)
            if predicate(text) { return text }
            guard ContinuousClock.now < deadline else { throw PseudoTerminalError.timedOut(output: text) }
            readAvailable(firstByteWithin: 100, quiet: 0)
        }
    }

    /// What the command writes from now until it has been quiet for `quiet` milliseconds,
    /// waiting up to `firstByteWithin` milliseconds for it to start (nothing, if it does not).
    public func readUntilQuiet(firstByteWithin wait: Int32, quiet: Int32 = 250) -> [UInt8] {
        let start = output.count
        readAvailable(firstByteWithin: wait, quiet: quiet)
        return Array(output[start...])
    }

    /// Waits for the command to end, reading what it writes meanwhile; its exit code, or 128 +
    /// the signal that killed it (`ExitStatus`). Throws `ExitStatusError` after `timeout`.
    public func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
        let code = try ExitStatus.wait(
            forChild: pid, timeout: timeout, meanwhile: { readAvailable(firstByteWithin: 50, quiet: 0) },
            context: { String(decoding: output, as: UTF8.self).debugDescription })
        readAvailable(firstByteWithin: 0, quiet: 0)
        exitStatus = code
        return code
    }

    /// Reads into `output` until nothing arrives for `quiet` milliseconds, waiting up to
    /// `firstByteWithin` for the first byte.
    private func readAvailable(firstByteWithin wait: Int32, quiet: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var timeout = wait
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while poll(&descriptor, 1, timeout) > 0 {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output += chunk[0..<count]
            timeout = quiet
        }
    }
}

public enum PseudoTerminalError: Error, CustomStringConvertible {
    case unavailable(errno: Int32)
    case spawnFailed(executable: String, errno: Int32)
    case timedOut(output: String)

    public var description: String {
        switch self {
        case let .unavailable(code): "no pseudo-terminal: \(String(cString: strerror(code)))"
        case let .spawnFailed(executable, code): "cannot run '\(executable)': \(String(cString: strerror(code)))"
        case let .timedOut(output): "timed out; the command wrote \(output.debugDescription)"
        }
    }
}

/// The pseudo-terminal calls, which Swift's Glibc module does not declare (they sit behind
/// `_XOPEN_SOURCE`); looked up by name in the C library already loaded, on both platforms.
private enum PTY {
    typealias IntFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static let openMaster: IntFunction = function("posix_openpt")
    static let grant: IntFunction = function("grantpt")
    static let unlock: IntFunction = function("unlockpt")
    static let slaveName: NameFunction = function("ptsname")

    private static func function<F>(_ name: String) -> F {
        #if canImport(Glibc)
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // glibc's RTLD_DEFAULT
        #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // Darwin's RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everywhere, name) else { fatalError("libc lacks \(name)") }
        return unsafeBitCast(symbol, to: F.self)
    }
}
