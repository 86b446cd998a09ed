import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a tmux interaction failed.
public enum TmuxError: Error, CustomStringConvertible {
    case commandFailed(arguments: [String], status: Int32, output: String)
    /// `waitFor` ran out of time; holds the last capture.
    case timedOut(waiting: Duration, lastCapture: String)
    case unexpectedOutput(String)

    public var description: String {
        switch self {
        case let .commandFailed(arguments, status, output):
            "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(output)"
        case let .timedOut(duration, capture):
            "timed out after \(duration); the pane shows:\n\(capture)"
        case let .unexpectedOutput(output): "unexpected tmux output: '\(output)'"
        }
    }
}

/// What the process in the pane is doing.
public enum PaneStatus: Equatable, Sendable {
    case running
    case exited(Int32)
    case killed(signal: Int32)
}

/// A private tmux server running one command in a `width` x `height` pane, for end-to-end
/// tests: send keys, capture the screen (optionally with SGR escapes such as `48;2;R;G;B`),
/// resize, and read how the command ended.
///
/// Each session has its own `-S` socket in a temp directory and `-f /dev/null`; the pane's
/// `TERM` is `terminal` (default `tmux-direct`), the status line is off so the pane is the
/// whole window, and `remain-on-exit` keeps the pane after the command ends. The pane
/// environment is `Spawn.cleanEnvironment` plus `environment` (plus
/// `SWIFT_BACKTRACE=interactive=no,color=no`, so a crash does not wait for a key).
/// `kill()` (also run on deinit) stops the server.
public final class TmuxSession {
    public let directory: URL
    public let socket: String
    /// The tmux server's process id.
    public private(set) var serverPID: pid_t = 0
    private var isKilled = false
    private let target = "palette-e2e"

    /// Starts the server and the command. A single-element `command` runs through `sh -c`;
    /// several elements are executed directly (no argument may end with `;`).
    public init(
        command: [String], width: Int = 120, height: Int = 40,
        environment: [String: String] = [:], terminal: String = "tmux-direct"
    ) throws {
        var template = Array("/tmp/palette-tmux.XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw SpawnError.pipeFailed(errno: errno) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        directory = URL(fileURLWithPath: path)
        socket = path + "/socket"
        var paneEnvironment = ["SWIFT_BACKTRACE": "interactive=no,color=no"]
        paneEnvironment.merge(environment) { $1 }
        let variables = paneEnvironment.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        do {
            try tmux(["start-server", ";", "set", "-g", "default-terminal", terminal,
                      ";", "set", "-g", "remain-on-exit", "on", ";", "set", "-g", "status", "off",
                      ";", "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)"]
                     + variables + command)
            let pid = try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let serverPID = pid_t(pid) else { throw TmuxError.unexpectedOutput(pid) }
            self.serverPID = serverPID
        } catch {
            kill()
            throw error
        }
    }

    deinit { kill() }

    /// Runs a tmux command against this session's server and returns its output.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        let result = try Spawn.run(["tmux", "-S", socket, "-f", "/dev/null"] + arguments, environment: Spawn.cleanEnvironment)
        guard result.status == 0 else {
            throw TmuxError.commandFailed(arguments: arguments, status: result.status, output: result.output)
        }
        return result.output
    }

    /// Sends keys by tmux name: `Down`, `Home`, `End`, `NPage`, `Escape`, `Enter`, `C-c`, `q`, ...
    public func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally.
    public func sendText(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Where `recordOutput()` copies the command's output.
    public var outputFile: URL { directory.appendingPathComponent("output") }

    /// Copies every byte the command writes to its terminal from now on into `outputFile`
    /// (`pipe-pane -O`), to check the escape sequences themselves rather than the screen.
    public func recordOutput() throws {
        try tmux(["pipe-pane", "-O", "-t", target, "cat >> '\(outputFile.path)'"])
    }

    /// Reads `outputFile` every 10 ms until `predicate` accepts it and returns it; throws
    /// `TmuxError.timedOut` with what was recorded otherwise.
    @discardableResult
    public func waitForOutput(timeout: Duration = .seconds(10), _ predicate: (String) -> Bool) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var output = ""
        while true {
            output = String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self)
            if predicate(output) { return output }
            guard clock.now < deadline else { throw TmuxError.timedOut(waiting: timeout, lastCapture: output.debugDescription) }
            usleep(10_000)
        }
    }

    /// The visible screen, one line per row (`capture-pane -p -N`; tmux drops spaces after
    /// a row's last written cell); with `escapes`, SGR sequences are included (`-e`).
    public func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-N", "-t", target] + (escapes ? ["-e"] : []))
    }

    /// Captures every 10 ms until `predicate` accepts the screen and returns that capture;
    /// throws `TmuxError.timedOut` with the last screen otherwise.
    @discardableResult
    public func waitFor(
        escapes: Bool = false, timeout: Duration = .seconds(10), _ predicate: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = try capture(escapes: escapes)
        while !predicate(screen) {
            guard clock.now < deadline else { throw TmuxError.timedOut(waiting: timeout, lastCapture: screen) }
            usleep(10_000)
            screen = try capture(escapes: escapes)
        }
        return screen
    }

    /// Resizes the window (and so the pane); the command gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Whether the command still runs, and how it ended (once tmux has reaped it).
    public func paneStatus() throws -> PaneStatus {
        let output = try tmux(["display-message", "-p", "-t", target,
                               "#{pane_dead} #{pane_dead_status} #{pane_dead_signal} #{pane_pid}"])
        // "1 0  PID" after an exit, "1  15 PID" after a signal: keep the empty fields.
        let fields = output.trimmingCharacters(in: .newlines).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 4 else { throw TmuxError.unexpectedOutput(output) }
        if fields[0] == "1", let signal = Int32(fields[2]), signal > 0 { return .killed(signal: signal) }
        if fields[0] == "1", let status = Int32(fields[1]) { return .exited(status) }
        // tmux has not reaped the command (seen in sandboxes where the server misses SIGCHLD):
        // a zombie's exit code is still readable in /proc.
        if let pid = pid_t(fields[3]), let status = Self.zombieExitStatus(pid) { return status }
        return .running
    }

    /// How a zombie process ended, from field 52 (`exit_code`) of `/proc/PID/stat`; `nil` when the
    /// process is not a zombie.
    static func zombieExitStatus(_ pid: pid_t) -> PaneStatus? {
        guard let stat = ProcFile.read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(whereSeparator: \.isWhitespace)
        // After the command name: field 3 (state) is fields[0], field 52 (exit_code) is fields[49].
        guard fields.first == "Z", fields.count > 49, let code = Int32(fields[49]) else { return nil }
        let signal = code & 0x7F
        return signal != 0 ? .killed(signal: signal) : .exited((code >> 8) & 0xFF)
    }

    /// True once the command has ended.
    public var isPaneDead: Bool { (try? paneStatus()) != .running }

    /// Polls every 10 ms until the command ends and returns how it ended.
    @discardableResult
    public func waitForExit(timeout: Duration = .seconds(10)) throws -> PaneStatus {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let status = try paneStatus()
            if status != .running { return status }
            guard clock.now < deadline else { throw TmuxError.timedOut(waiting: timeout, lastCapture: try capture()) }
            usleep(10_000)
        }
    }

    /// The process id of the pane's command (for `sh -c` wrappers, the shell).
    public func panePID() throws -> pid_t {
        let output = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
        guard let pid = pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TmuxError.unexpectedOutput(output)
        }
        return pid
    }

    /// Stops the server (`kill-server`) and removes the temp directory. The server is not our
    /// child (tmux daemonizes), so this waits up to 2 s for it to vanish, accepting a zombie
    /// (`Z` in `/proc/PID/stat`) left by a sandbox without a reaper. Safe to call twice.
    public func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? Spawn.run(["tmux", "-S", socket, "kill-server"], environment: Spawn.cleanEnvironment)
        if serverPID > 0 {
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(2)
            while Self.isAlive(serverPID), clock.now < deadline {
                _ = Self.sendSignal(serverPID, SIGTERM)
                usleep(10_000)
            }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    private static func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.kill(pid, signal)
        #else
        Darwin.kill(pid, signal)
        #endif
    }

    /// Running and not a zombie.
    static func isAlive(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { return false }
        guard let stat = ProcFile.read("/proc/\(pid)/stat") else {
            return sendSignal(pid, 0) == 0
        }
        guard let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}

/// Reads files under `/proc`, whose reported size is 0, so size-based readers get nothing.
public enum ProcFile {
    public static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
