import Foundation
import TerminalHarness
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
///
/// The command runs under a recording `sh` (the pane's process): it writes the pane's
/// terminal settings (`stty -g`) before and after the command, then the command's exit status
/// as the shell reports it, because tmux does not always report one (TERMINAL.md). Signal the
/// command itself through `ProcessTable.descendant(named:of: panePID())`.
public final class TmuxSession {
    public let directory: URL
    public let socket: String
    /// The tmux server's process id.
    public private(set) var serverPID: pid_t = 0
    private var isKilled = false
    private let target = "palette-e2e"

    /// What `tmux -V` says (`tmux 3.3a`), or `nil` when tmux is not on `PATH`.
    private static let versionReply: String? = {
        guard let result = try? Spawn.run(["tmux", "-V"], environment: Spawn.cleanEnvironment), result.status == 0 else { return nil }
        return result.output
    }()

    /// True when `tmux` is on `PATH`.
    public static var isInstalled: Bool { versionReply != nil }

    /// tmux's major and minor version (`tmux 3.3a` is 3, 3; `tmux next-3.4` is 3, 4); `nil`
    /// when tmux is missing or says something else.
    public static var version: (Int, Int)? {
        let numbers = versionReply?.split { !$0.isNumber }.prefix(2).compactMap { Int($0) } ?? []
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

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
        let recorded = Self.recording(command.count == 1 ? ["sh", "-c", command[0]] : command, in: path)
        do {
            try tmux(["start-server", ";", "set", "-g", "default-terminal", terminal,
                      ";", "set", "-g", "remain-on-exit", "on", ";", "set", "-g", "status", "off",
                      ";", "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)"]
                     + variables + recorded)
            let pid = try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let serverPID = pid_t(pid) else { throw TmuxError.unexpectedOutput(pid) }
            self.serverPID = serverPID
        } catch {
            kill()
            throw error
        }
    }

    /// `command` under `sh`, which records the terminal settings before and after it, then its
    /// status (last, so a status file means everything is written).
    private static func recording(_ command: [String], in directory: String) -> [String] {
        func file(_ name: String) -> String { "'" + directory + "/" + name + "'" }
        let script = "stty -g > \(file("before")); \"$@\"; status=$?; stty -g > \(file("after")); "
            + "echo $status > \(file("status.part")); mv \(file("status.part")) \(file("status"))"
        return ["sh", "-c", script, "sh"] + command
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
        var output = ""
        return try Polling.until(timeout: timeout, timedOut: { TmuxError.timedOut(waiting: timeout, lastCapture: output.debugDescription) }) {
            output = String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self)
            return predicate(output) ? output : nil
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
        var screen = ""
        return try Polling.until(timeout: timeout, timedOut: { TmuxError.timedOut(waiting: timeout, lastCapture: screen) }) {
            screen = try capture(escapes: escapes)
            return predicate(screen) ? screen : nil
        }
    }

    /// Resizes the window (and so the pane); the command gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits for the command to end and returns its status as the recording shell saw it: the
    /// exit code, or 128 + the signal that killed it. Throws `ExitStatusError.timedOut`, with
    /// the screen, when it does not end within `timeout`.
    public func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
        try ExitStatus.wait(timeout: timeout, context: { (try? capture()) ?? "" }) {
            recordedFile("status").flatMap { Int32($0) }
        }
    }

    /// The pane's terminal settings (`stty -g`) before the command started; `nil` until written.
    public var settingsBefore: String? { recordedFile("before") }
    /// The settings after the command ended; `nil` until written.
    public var settingsAfter: String? { recordedFile("after") }
    /// True when both settings were recorded and are identical: the command left the terminal
    /// as it found it.
    public var isTerminalRestored: Bool { settingsBefore != nil && settingsBefore == settingsAfter }

    /// A file the recording shell wrote, without its newline; `nil` until complete.
    private func recordedFile(_ name: String) -> String? {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the pane's process: the recording shell, the command's parent.
    public func panePID() throws -> pid_t {
        let output = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
        guard let pid = pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TmuxError.unexpectedOutput(output)
        }
        return pid
    }

    /// Stops the server (`kill-server`) and removes the temp directory. The server is not our
    /// child (tmux daemonizes), so this waits up to 2 s for it to vanish, accepting a zombie
    /// left by a sandbox without a reaper. Safe to call twice.
    public func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? Spawn.run(["tmux", "-S", socket, "kill-server"], environment: Spawn.cleanEnvironment)
        if serverPID > 0 {
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(2)
            while ProcessTable.isRunning(serverPID), clock.now < deadline {
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
}
