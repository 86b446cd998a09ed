import Foundation
import TerminalCore

/// Asks the terminal for its background color (OSC 11) before curses starts (issue 13).
///
/// The query is followed by a Primary Device Attributes request (`ESC [ c`), which every terminal
/// answers: once that answer is in, a terminal that did not answer OSC 11 never will, so a silent
/// terminal costs one round trip. Without any answer the probe gives up after `timeout`.
public enum BackgroundProbe {
    /// The background color, or `nil` when stdin or stdout is not a terminal or no answer came in time.
    public static func query(timeout: Duration = .milliseconds(100)) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        let request = ControlSequence.backgroundQuery + [0x1B] + Array("[c".utf8)
        guard writeAll(request) else { return nil }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !answeredAttributes(received) {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { break }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, (left / .milliseconds(1)).rounded(.up)))
            guard poll(&descriptor, 1, milliseconds) > 0 else { continue }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return ControlSequence.backgroundReply(received)
    }

    /// Whether `bytes` hold the answer to `ESC [ c`: `ESC [ ? … c`.
    static func answeredAttributes(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.indices.dropLast(2).first(where: {
            bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "[") && bytes[$0 + 2] == UInt8(ascii: "?")
        }) else { return false }
        return bytes[(start + 3)...].contains(UInt8(ascii: "c"))
    }

    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

extension CursesTerminal {
    /// Writes `controlSequence` to the terminal after everything curses has drawn.
    public func send(controlSequence: [UInt8]) {
        var offset = 0
        while offset < controlSequence.count {
            let written = controlSequence[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
