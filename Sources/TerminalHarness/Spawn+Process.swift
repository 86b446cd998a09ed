#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `posix_spawn` takes for its file actions: a struct on Linux, a pointer on Darwin.
#if canImport(Darwin)
public typealias SpawnFileActions = posix_spawn_file_actions_t?
#else
public typealias SpawnFileActions = posix_spawn_file_actions_t
#endif

extension SpawnAttributes {
    /// Starts `arguments` (the program first; looked up on `PATH` when `searchingPath`) with
    /// exactly `environment`, clean signals, and the file actions `configure` adds. Returns the
    /// child's pid, or the `errno` that `posix_spawn` gave.
    public static func spawn(_ arguments: [String], environment: [String: String], searchingPath: Bool = false,
                             configure: (inout SpawnFileActions) -> Void) -> Result<pid_t, SpawnFailure> {
        precondition(!arguments.isEmpty, "nothing to run")
        #if canImport(Darwin)
        var actions: SpawnFileActions = nil
        #else
        var actions = SpawnFileActions()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        configure(&actions)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = withCleanSignals { attributes in
            searchingPath ? posix_spawnp(&pid, arguments[0], &actions, attributes, argv, envp)
                : posix_spawn(&pid, arguments[0], &actions, attributes, argv, envp)
        }
        return spawned == 0 ? .success(pid) : .failure(SpawnFailure(errno: spawned))
    }
}

/// `posix_spawn` failed with `errno`.
public struct SpawnFailure: Error, Equatable, Sendable {
    public var errno: Int32
}
