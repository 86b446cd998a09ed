#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a colorset was not saved. Its edits stay in memory.
public enum SaveError: Error, Equatable, Sendable {
    /// The file changed on disk since it was read: saving would lose someone else's change.
    case changedOnDisk(path: String)
    case noDocument(path: String)
    case io(FileError)

    public var message: String {
        switch self {
        case .changedOnDisk(let path):
            "'\(path)' changed on disk since palette read it; reload it or keep your edits"
        case .noDocument(let path):
            "'\(path)' could not be read, so there is nothing to save"
        case .io(let error):
            "cannot write '\(error.path)': \(error.reason)"
        }
    }
}

extension ColorSet {
    /// Whether the document differs from the bytes last read or saved.
    public var isDirty: Bool { document.map { $0.bytes != savedBytes } ?? false }

    /// Writes the document atomically, keeping the file's permissions; does nothing when not dirty.
    /// Refuses to overwrite a file that changed on disk since it was read, unless `force` is set.
    public mutating func save(force: Bool = false) throws(SaveError) {
        guard let document else { throw .noDocument(path: contentsPath) }
        guard isDirty else { return }
        let current = FileSystem.stamp(contentsPath)
        if !force, current != stamp { throw .changedOnDisk(path: contentsPath) }
        let mode = current.map { mode_t($0.mode & 0o7777) } ?? 0o644
        do {
            stamp = try AtomicFile.write(document.bytes, to: contentsPath, mode: mode)
        } catch {
            throw .io(error)
        }
        savedBytes = document.bytes
    }
}
