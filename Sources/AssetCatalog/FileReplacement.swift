#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What saving a colorset (`ColorSet.save`) and writing a whole file (`WholeFile.replace`) share:
/// the file a write replaces, what it holds now, and the replacement itself, atomic
/// (`AtomicFile`), keeping the old file's permissions, owner and group, refused where palette
/// would not keep them.
enum FileReplacement {
    /// The file a write to `path` replaces: `path`, or the file it links to.
    static func target(of path: FilePath) throws(FileError) -> FilePath {
        guard FileSystem.kind(of: path, followingLinks: false) == .symbolicLink else { return path }
        return try FileSystem.resolved(path).get()
    }

    /// The file's bytes and stamp; `nil` when there is no file.
    static func current(_ path: FilePath) throws(FileError) -> (bytes: [UInt8], stamp: FileStamp)? {
        do {
            return try FileSystem.read(path)
        } catch {
            if error.code == ENOENT { return nil }
            throw error
        }
    }

    /// Writes `bytes` to `target` atomically, in place of the file with stamp `current` (`nil`:
    /// a new file, mode 0644) and with its mode, owner and group; returns the new file's stamp.
    /// Errors and refusals name `path`, the file as the user knows it.
    static func write(_ bytes: [UInt8], to target: FilePath, replacing current: FileStamp?, path: String) throws(SaveError) -> FileStamp {
        var attributes = AtomicFile.Attributes(mode: 0o644, owner: nil)
        if let current {
            if let refusal = refusal(toReplace: current, path: path) { throw refusal }
            attributes = AtomicFile.Attributes(mode: mode_t(current.mode & 0o7777), owner: (current.owner, current.group))
        }
        do {
            return try AtomicFile.write(bytes, to: target, attributes: attributes)
        } catch {
            throw .io(FileError(path: path, problem: error.problem))
        }
    }

    /// Why this user may not replace the file with `stamp`, or `nil`. The mode bits and owner are
    /// checked here rather than left to the kernel, because root passes every permission check.
    static func refusal(toReplace stamp: FileStamp, path: String) -> SaveError? {
        let mode = stamp.mode & 0o7777
        if mode & 0o222 == 0 { return .readOnly(path: path, mode: mode) }
        if stamp.links > 1 { return .hardLinks(path: path, count: stamp.links) }
        let user = UInt32(geteuid())
        guard user != 0 else { return nil }
        let groups = memberGroups()
        let writable = stamp.owner == user ? mode & 0o200 != 0
            : groups.contains(stamp.group) ? mode & 0o020 != 0 : mode & 0o002 != 0
        if !writable { return .io(FileError(path: path, code: EACCES)) }
        if stamp.owner != user || !groups.contains(stamp.group) {
            return .ownerNotKept(path: path, owner: stamp.owner, group: stamp.group)
        }
        return nil
    }

    /// The effective group and the supplementary groups of this process.
    private static func memberGroups() -> Set<UInt32> {
        var groups: Set<UInt32> = [UInt32(getegid())]
        let count = getgroups(0, nil)
        guard count > 0 else { return groups }
        var list = [gid_t](repeating: 0, count: Int(count))
        let filled = getgroups(count, &list)
        for group in list.prefix(Int(max(filled, 0))) { groups.insert(UInt32(group)) }
        return groups
    }
}
