/// Why a colorset was not saved. Its edits stay in memory, and the file is as it was.
public enum SaveError: Error, Equatable, Sendable {
    /// The file changed on disk since it was read: saving would lose someone else's change.
    case changedOnDisk(path: String)
    case noDocument(path: String)
    /// No one may write the file (no write bit in `mode`): palette leaves it alone, even as root.
    case readOnly(path: String, mode: UInt32)
    /// The file has `count` hard links, which replacing it would break.
    case hardLinks(path: String, count: UInt64)
    /// The new file could not be given the file's owner and group (another user's file).
    case ownerNotKept(path: String, owner: UInt32, group: UInt32)
    case io(FileError)

    public var message: String {
        switch self {
        case .changedOnDisk(let path):
            "'\(path)' changed on disk since palette read it; reload it or keep your edits"
        case .noDocument(let path):
            "'\(path)' could not be read, so there is nothing to save"
        case .readOnly(let path, let mode):
            "'\(path)' is read-only (mode 0\(String(mode & 0o7777, radix: 8))); make it writable to save it"
        case .hardLinks(let path, let count):
            "'\(path)' has \(count) hard links; palette does not replace it, which would break them"
        case .ownerNotKept(let path, let owner, let group):
            "'\(path)' belongs to user \(owner), group \(group), which palette cannot give the new file; not saved"
        case .io(let error):
            "cannot write '\(error.path)': \(error.reason)"
        }
    }
}
