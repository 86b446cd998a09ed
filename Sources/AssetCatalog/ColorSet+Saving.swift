#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ColorSet {
    /// Whether the document differs from the bytes last read or saved.
    public var isDirty: Bool { document.map { $0.bytes != savedBytes } ?? false }

    /// Writes the document atomically (`AtomicFile`); does nothing when not dirty.
    ///
    /// Refuses, changing nothing, when the file changed on disk since it was read (its stamp, or
    /// its bytes: a change that kept the size and put the modification time back) unless `force`
    /// is set; and always when the file is read-only, not writable by this user, has other hard
    /// links, or belongs to an owner or group the new file could not be given. A `Contents.json`
    /// that is a symbolic link is written through: its target is replaced, in the target's folder.
    /// The new file keeps the old one's permissions, owner and group.
    public mutating func save(force: Bool = false) throws(SaveError) {
        guard let document else { throw .noDocument(path: contentsPath) }
        guard isDirty else { return }
        let target: FilePath
        let current: (bytes: [UInt8], stamp: FileStamp)?
        do {
            target = try Self.target(of: contentsFile)
            current = try Self.readIfPresent(target)
        } catch {
            throw .io(FileError(path: contentsPath, problem: error.problem))
        }
        if !force, current?.stamp != stamp || current?.bytes != savedBytes { throw .changedOnDisk(path: contentsPath) }
        var attributes = AtomicFile.Attributes(mode: 0o644, owner: nil)
        if let current {
            if let refusal = Self.refusal(toReplace: current.stamp, path: contentsPath) { throw refusal }
            attributes = AtomicFile.Attributes(mode: mode_t(current.stamp.mode & 0o7777),
                                               owner: (current.stamp.owner, current.stamp.group))
        }
        do {
            stamp = try AtomicFile.write(document.bytes, to: target, attributes: attributes)
        } catch {
            // Named as the user knows the file, not by its resolved target.
            throw .io(FileError(path: contentsPath, problem: error.problem))
        }
        savedBytes = document.bytes
    }

    /// The file a save replaces: `path`, or the file it links to.
    private static func target(of path: FilePath) throws(FileError) -> FilePath {
        guard FileSystem.kind(of: path, followingLinks: false) == .symbolicLink else { return path }
        return try FileSystem.resolved(path).get()
    }

    /// The file's bytes and stamp; `nil` when it is gone (which counts as changed on disk).
    private static func readIfPresent(_ path: FilePath) throws(FileError) -> (bytes: [UInt8], stamp: FileStamp)? {
        do {
            return try FileSystem.read(path)
        } catch {
            if error.code == ENOENT { return nil }
            throw error
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
