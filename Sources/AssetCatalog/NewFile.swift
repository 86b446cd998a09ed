#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files palette creates rather than edits (issue 12: imported colorsets and their folders, and
/// exported token files), written through the same `AtomicFile` as a saved colorset.
public enum NewFile {
    /// Creates `path` and any missing folders above it (mode 0755); an existing folder is fine.
    public static func makeFolder(_ path: String) throws(SaveError) {
        let target = FilePath(path)
        if FileSystem.kind(of: target, followingLinks: true) == .folder { return }
        let parent = target.parent
        if parent != target, !parent.bytes.isEmpty, FileSystem.kind(of: parent, followingLinks: true) == nil {
            try makeFolder(parent.description)
        }
        let made = target.withCString { mkdir($0, 0o755) }
        if made != 0, errno != EEXIST { throw .io(FileError(path: path, code: errno)) }
    }

    /// Writes a file that must not exist yet, atomically (mode 0644); refuses, writing nothing,
    /// when something is already at `path` (it appeared since palette looked).
    public static func create(_ bytes: [UInt8], at path: String) throws(SaveError) {
        let target = FilePath(path)
        if FileSystem.kind(of: target, followingLinks: false) != nil { throw .changedOnDisk(path: path) }
        do {
            _ = try AtomicFile.write(bytes, to: target, attributes: AtomicFile.Attributes(mode: 0o644, owner: nil))
        } catch {
            throw .io(error)
        }
    }

    /// Writes `path` atomically whether or not it exists (an output file the user named), keeping
    /// an existing file's permissions; refuses a file no one may write.
    public static func replace(_ bytes: [UInt8], at path: String) throws(SaveError) {
        let target = FilePath(path)
        var attributes = AtomicFile.Attributes(mode: 0o644, owner: nil)
        if let stamp = FileSystem.stamp(target) {
            if stamp.mode & 0o222 == 0 { throw .readOnly(path: path, mode: stamp.mode & 0o7777) }
            attributes.mode = mode_t(stamp.mode & 0o7777)
        }
        do {
            _ = try AtomicFile.write(bytes, to: target, attributes: attributes)
        } catch {
            throw .io(error)
        }
    }
}
