#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalHarness

/// Runs `palette` once with a time limit: stdin from /dev/null, stdout and stderr to files, clean
/// signals. A child still running at the limit is killed and counts as a hang.
enum ChildProcess {
    enum Outcome: Equatable {
        case exited(Int32)
        /// Killed by a signal it did not get from us: a crash (SIGILL is a Swift trap).
        case signaled(Int32)
        case timedOut

        var summary: String {
            switch self {
            case .exited(let code): "exit \(code)"
            case .signaled(let signal): "signal \(signal) (\(String(cString: strsignal(signal))))"
            case .timedOut: "timed out"
            }
        }
    }

    /// Runs `arguments` (an absolute path first) with exactly `environment`.
    static func run(_ arguments: [String], environment: [String: String], stdout: String, stderr: String,
                    timeoutMilliseconds: Int) -> Outcome {
        let spawned = SpawnAttributes.spawn(arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard case .success(let pid) = spawned else { return .exited(127) }
        return wait(for: pid, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Waits for `pid` until the limit, then kills it.
    private static func wait(for pid: pid_t, timeoutMilliseconds: Int) -> Outcome {
        var waited = 0, pause = 1
        var status: Int32 = 0
        while waited < timeoutMilliseconds {
            if waitpid(pid, &status, WNOHANG) == pid { return outcome(status) }
            usleep(useconds_t(pause * 1000))
            waited += pause
            pause = min(pause * 2, 20)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return .timedOut
    }

    private static func outcome(_ status: Int32) -> Outcome {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
