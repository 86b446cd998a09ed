import Foundation

/// Records the pane's terminal settings (`stty -g`) before and after a command, to check
/// that the command restored the terminal however it ended.
///
/// tmux closes a dead pane's tty, so the settings cannot be read from outside afterwards;
/// instead `wrap(_:)` runs the command under `sh -c` that writes `stty -g` to files before
/// and after it, plus the command's exit status as the shell reports it (128 + signal when
/// killed). The command is then a child of the pane's shell: signal it via
/// `Spawn.childProcessIDs(of: session.panePID())`.
public struct TerminalSettingsRecorder: Sendable {
    public let directory: URL

    /// Records into `directory` (e.g. a `TmuxSession`'s), which must exist.
    public init(directory: URL) {
        self.directory = directory
    }

    /// `command` wrapped for `TmuxSession(command:)`.
    public func wrap(_ command: [String]) -> [String] {
        let script = "stty -g > \(quoted("before")); \"$@\"; echo $? > \(quoted("status")); stty -g > \(quoted("after"))"
        return ["sh", "-c", script, "sh"] + command
    }

    /// `stty -g` before the command started; `nil` until written.
    public var before: String? { read("before") }
    /// `stty -g` after the command ended; `nil` until written.
    public var after: String? { read("after") }
    /// The command's exit status as `sh` saw it (128 + signal number when killed).
    public var exitStatus: Int32? { read("status").flatMap { Int32($0) } }

    /// True when both settings were recorded and are identical.
    public var isRestored: Bool { before != nil && before == after }

    private func read(_ name: String) -> String? {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func quoted(_ name: String) -> String {
        "'" + directory.appendingPathComponent(name).path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
