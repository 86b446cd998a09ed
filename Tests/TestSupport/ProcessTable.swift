import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which processes run under which, for tests that signal a command started by a shell in a
/// tmux pane: read from `/proc` on Linux, from `ps` elsewhere (macOS has no `/proc`).
public enum ProcessTable {
    /// A process and the name of the program it runs (`comm`).
    public struct Entry: Equatable, Sendable {
        public var pid: pid_t
        public var name: String

        public init(pid: pid_t, name: String) {
            self.pid = pid
            self.name = name
        }
    }

    /// The children of `pid`; empty when it has none or is gone.
    public static func children(of pid: pid_t) -> [Entry] {
        #if os(Linux)
        guard let text = read("/proc/\(pid)/task/\(pid)/children") else { return [] }
        return text.split(separator: " ").compactMap { pid_t($0) }.compactMap { child in
            read("/proc/\(child)/comm").map { Entry(pid: child, name: $0.trimmingCharacters(in: .newlines)) }
        }
        #else
        return childrenListedByPS(of: pid)
        #endif
    }

    /// The children of `pid` as `ps` lists them, which is how `children(of:)` finds them on
    /// macOS (public so that the Linux tests cover it too).
    public static func childrenListedByPS(of pid: pid_t) -> [Entry] {
        guard let result = try? Spawn.run(["ps", "-A", "-o", "pid=", "-o", "ppid=", "-o", "comm="],
                                          environment: Spawn.cleanEnvironment) else { return [] }
        return result.output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard fields.count == 3, pid_t(fields[1]) == pid, let child = pid_t(fields[0]) else { return nil }
            // macOS prints the executable's path, Linux its name.
            let command = fields[2].trimmingCharacters(in: .whitespaces)
            return Entry(pid: child, name: command.split(separator: "/").last.map(String.init) ?? command)
        }
    }

    /// Waits until a process named `name` runs at most `depth` levels below `ancestor` (after
    /// its `exec`: a signal sent between fork and exec would hit a copy of the shell).
    public static func descendant(named name: String, of ancestor: pid_t, depth: Int = 3,
                                  timeout: Duration = .seconds(10)) throws -> pid_t {
        try Polling.until(timeout: timeout, timedOut: { ProcessTableError.notFound(name: name, ancestor: ancestor) }) {
            var level = [ancestor]
            for _ in 0..<depth {
                let entries = level.flatMap(children(of:))
                if let found = entries.first(where: { $0.name == name }) { return found.pid }
                level = entries.map(\.pid)
            }
            return nil
        }
    }

    /// True while `pid` runs and is not a zombie.
    public static func isRunning(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { return false }
        #if os(Linux)
        guard let stat = read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
        #else
        guard let result = try? Spawn.run(["ps", "-o", "stat=", "-p", "\(pid)"], environment: Spawn.cleanEnvironment),
              result.status == 0 else { return false }
        return !result.output.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("Z")
        #endif
    }

    #if os(Linux)
    /// A file under `/proc`, whose reported size is 0, so size-based readers get nothing.
    private static func read(_ path: String) -> String? {
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
    #endif
}

public enum ProcessTableError: Error, CustomStringConvertible {
    case notFound(name: String, ancestor: pid_t)

    public var description: String {
        switch self {
        case let .notFound(name, ancestor): "no process named '\(name)' runs under process \(ancestor)"
        }
    }
}
