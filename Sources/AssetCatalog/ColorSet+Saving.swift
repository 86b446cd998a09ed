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
    /// The new file keeps the old one's permissions, owner and group. A missing folder is created;
    /// one of `restoring` (the folders the colorset lies in, `Catalog.folders(above:)`) with its
    /// `Contents.json` as it was read, so that a namespace gone with it comes back.
    public mutating func save(force: Bool = false, restoring folders: [CatalogFolder] = []) throws(SaveError) {
        guard let document else { throw .noDocument(path: contentsPath) }
        guard isDirty else { return }
        let target: FilePath
        let current: (bytes: [UInt8], stamp: FileStamp)?
        do {
            target = try FileReplacement.target(of: contentsFile)
            current = try FileReplacement.current(target)
        } catch {
            throw .io(FileError(path: contentsPath, problem: error.problem))
        }
        if !force, current?.stamp != stamp || current?.bytes != savedBytes { throw .changedOnDisk(path: contentsPath) }
        // A colorset whose folder was removed on disk (kept in the browser for its edits) is written back.
        if current == nil {
            try Self.restore(folders, holding: contentsFile.parent)
            do { try FileSystem.createFolders(target.parent) } catch { throw .io(error) }
        }
        stamp = try FileReplacement.write(document.bytes, to: target, replacing: current?.stamp, path: contentsPath)
        savedBytes = document.bytes
    }

    /// Makes again the folders of `folders` (root first) that are gone from disk, each above
    /// `colorSetFolder` at its depth, with its `Contents.json`; a folder still there is left alone.
    private static func restore(_ folders: [CatalogFolder], holding colorSetFolder: FilePath) throws(SaveError) {
        var paths: [FilePath] = []
        var path = colorSetFolder
        for _ in folders {
            path = path.parent
            paths.append(path)
        }
        for (folder, path) in zip(folders, paths.reversed()) where FileSystem.kind(of: path, followingLinks: true) == nil {
            do { try FileSystem.createFolders(path) } catch { throw .io(error) }
            guard let document = folder.document else { continue }
            let file = path.appending("Contents.json")
            _ = try FileReplacement.write(document.bytes, to: file, replacing: nil, path: file.description)
        }
    }
}
