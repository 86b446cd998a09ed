#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for a process to end, for every harness that runs one: its status as a shell
/// reports it (the exit code, or 128 + the number of the signal that killed it), never an
/// unknown one, within a time limit.
public enum ExitStatus {
    /// The shell-style status for a `waitpid` status.
    public static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Asks `poll` for the status every `interval` until it knows it; throws
    /// `ExitStatusError.timedOut` after `timeout`, with `context()` (what the process showed).
    public static func wait(
        timeout: Duration, interval: Duration = .milliseconds(10), context: () -> String = { "" },
        _ poll: () throws -> Int32?
    ) throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if let status = try poll() { return status }
            guard clock.now < deadline else { throw ExitStatusError.timedOut(after: timeout, context: context()) }
            let (seconds, attoseconds) = interval.components
            usleep(UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        }
    }

    /// Waits for child `pid` to end and reaps it; `meanwhile` runs before each poll (and may
    /// itself wait, e.g. reading the child's output).
    public static func wait(
        forChild pid: pid_t, timeout: Duration, meanwhile: () -> Void = {}, context: () -> String = { "" }
    ) throws -> Int32 {
        try wait(timeout: timeout, context: context) {
            meanwhile()
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return decode(status) }
            if reaped < 0, errno != EINTR { throw ExitStatusError.notAChild(pid: pid, errno: errno) }
            return nil
        }
    }
}

/// Why no exit status came.
public enum ExitStatusError: Error, CustomStringConvertible {
    case timedOut(after: Duration, context: String)
    case notAChild(pid: pid_t, errno: Int32)

    public var description: String {
        switch self {
        case let .timedOut(duration, context):
            "no exit status after \(duration)" + (context.isEmpty ? "" : "; last seen:\n\(context)")
        case let .notAChild(pid, code): "cannot wait for process \(pid): \(String(cString: strerror(code)))"
        }
    }
}
