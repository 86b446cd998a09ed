#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `posix_spawn` attributes for a child that starts clean.
///
/// Swift Testing's threads block most signals and children inherit that mask (and ignored
/// signals); a tmux or palette started that way never sees SIGTERM or SIGWINCH. So the child
/// gets an empty signal mask and the default disposition for every signal.
public enum SpawnAttributes {
    /// Runs `body` with such attributes, valid only inside it.
    public static func withCleanSignals<Result>(_ body: (UnsafePointer<posix_spawnattr_t>) throws -> Result) rethrows -> Result {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return try withUnsafePointer(to: &attributes) { try body($0) }
    }
}
