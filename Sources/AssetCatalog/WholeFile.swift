#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files palette writes that are not colorsets it loaded: generated code, token exports,
/// imported colorsets and their folders. Every write goes through the same `AtomicFile` path and
/// the same refusals as saving a colorset; a replacement happens only when the bytes change, so a
/// build system sees no new modification time for nothing, and never over a file that changed
/// since it was read. (`ReadFile.replace`, issue 17's fix, checks the file's stamp, then comes here.)
public enum WholeFile {
    public enum Outcome: Equatable, Sendable {
        /// The file already held these bytes; it was not touched.
        case unchanged
        case written
    }

    /// The file's bytes, or `nil` when it does not exist.
    public static func contents(of path: String) throws(FileError) -> [UInt8]? {
        try FileReplacement.current(FilePath(path))?.bytes
    }

    /// Writes `bytes` to `path` atomically (a link is written through), keeping the old file's
    /// permissions, owner and group, or creating it and its missing folders; does nothing when
    /// the file holds the bytes already. `expected`
    /// is what the caller read before (`nil`: no file): a file that changed since is refused.
    public static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]?) throws(SaveError) -> Outcome {
        let target: FilePath
        let current: (bytes: [UInt8], stamp: FileStamp)?
        do throws(FileError) {
            target = try FileReplacement.target(of: FilePath(path))
            current = try FileReplacement.current(target)
        } catch {
            throw .io(FileError(path: path, problem: error.problem))
        }
        if current?.bytes == bytes { return .unchanged }
        if current?.bytes != expected { throw .changedOnDisk(path: path) }
        if current == nil {
            do { try FileSystem.createFolders(target.parent) } catch { throw .io(error) }
        }
        _ = try FileReplacement.write(bytes, to: target, replacing: current?.stamp, path: path)
        return .written
    }

    /// Creates `path` and any missing folders above it (mode 0755); an existing folder is fine.
    public static func makeFolder(_ path: String) throws(SaveError) {
        do { try FileSystem.createFolders(FilePath(path)) } catch { throw .io(error) }
    }

    /// Writes a file that must not exist yet, atomically (mode 0644); refuses, writing nothing,
    /// when something is already at `path` (it appeared since palette looked).
    public static func create(_ bytes: [UInt8], at path: String) throws(SaveError) {
        let target = FilePath(path)
        if FileSystem.kind(of: target, followingLinks: false) != nil { throw .changedOnDisk(path: path) }
        _ = try FileReplacement.write(bytes, to: target, replacing: nil, path: path)
    }
}
