#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `posix_spawn` takes for its attributes: a pointer to a struct on Linux, to a pointer
/// on Darwin.
#if canImport(Darwin)
public typealias SpawnAttributesPointer = UnsafePointer<posix_spawnattr_t?>
#else
public typealias SpawnAttributesPointer = UnsafePointer<posix_spawnattr_t>
#endif

/// `posix_spawn` attributes for a child that starts clean.
///
/// Swift Testing's threads block most signals and children inherit that mask (and ignored
/// signals); a tmux or palette started that way never sees SIGTERM or SIGWINCH. So the child
/// gets an empty signal mask and the default disposition for every signal. On Darwin it also
/// inherits no file descriptor beyond those its file actions set (`POSIX_SPAWN_CLOEXEC_DEFAULT`).
public enum SpawnAttributes {
    /// Runs `body` with such attributes, valid only inside it.
    public static func withCleanSignals<Result>(_ body: (SpawnAttributesPointer) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
        var attributes = posix_spawnattr_t()
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return try withUnsafePointer(to: &attributes) { try body($0) }
    }
}
