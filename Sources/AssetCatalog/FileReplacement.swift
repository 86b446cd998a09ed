#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing a whole file that palette writes from scratch (generated code): through the same
/// `AtomicFile` path and the same refusals as saving a colorset, and only when the bytes change,
/// so a build system sees no new modification time for nothing.
public enum FileReplacement {
    public enum Outcome: Equatable, Sendable {
        /// The file already held these bytes; it was not touched.
        case unchanged
        case written
    }

    /// The file's bytes, or `nil` when it does not exist.
    public static func contents(of path: String) throws(FileError) -> [UInt8]? {
        do {
            return try FileSystem.read(FilePath(path)).bytes
        } catch {
            if error.code == ENOENT { return nil }
            throw error
        }
    }

    /// Writes `bytes` to `path` atomically (a link is written through), keeping the old file's
    /// permissions, owner and group; does nothing when the file holds them already. `expected`
    /// is what the caller read before (`nil`: no file): a file that changed since is refused.
    public static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]?) throws(SaveError) -> Outcome {
        let file = FilePath(path)
        let target: FilePath
        let current: (bytes: [UInt8], stamp: FileStamp)?
        do throws(FileError) {
            target = FileSystem.kind(of: file, followingLinks: false) == .symbolicLink ? try FileSystem.resolved(file).get() : file
            do throws(FileError) {
                current = try FileSystem.read(target)
            } catch {
                if error.code != ENOENT { throw error }
                current = nil
            }
        } catch {
            throw .io(FileError(path: path, problem: error.problem))
        }
        if current?.bytes == bytes { return .unchanged }
        if current?.bytes != expected { throw .changedOnDisk(path: path) }
        var attributes = AtomicFile.Attributes(mode: 0o644, owner: nil)
        if let current {
            if let refusal = ColorSet.refusal(toReplace: current.stamp, path: path) { throw refusal }
            attributes = AtomicFile.Attributes(mode: mode_t(current.stamp.mode & 0o7777),
                                               owner: (current.stamp.owner, current.stamp.group))
        }
        do {
            _ = try AtomicFile.write(bytes, to: target, attributes: attributes)
        } catch {
            throw .io(FileError(path: path, problem: error.problem))
        }
        return .written
    }
}
