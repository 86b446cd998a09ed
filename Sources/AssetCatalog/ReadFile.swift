#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Any file read with its stamp, so that it can later be replaced through the save path colorsets
/// use (`AtomicFile`, with `ColorSet.save`'s refusals): issue 17's storyboard fallback fix.
public struct ReadFile: Sendable {
    public let path: FilePath
    public let bytes: [UInt8]
    public let stamp: FileStamp

    /// A file as it was read earlier (`bytes` and `stamp` from then).
    public init(path: FilePath, bytes: [UInt8], stamp: FileStamp) {
        self.path = path
        self.bytes = bytes
        self.stamp = stamp
    }

    /// Reads a regular file of at most 16 MiB (`FileSystem.read`).
    public static func read(_ path: FilePath) throws(FileError) -> ReadFile {
        let (bytes, stamp) = try FileSystem.read(path)
        return ReadFile(path: path, bytes: bytes, stamp: stamp)
    }

    /// Replaces the file with `newBytes` atomically, keeping its permissions, owner and group
    /// (`WholeFile.replace`). Refuses, changing nothing, when the file changed on disk since it
    /// was read (stamp or bytes), is read-only, has other hard links, or could not keep its owner.
    public func replace(with newBytes: [UInt8]) throws(SaveError) {
        guard FileSystem.stamp(path) == stamp else { throw .changedOnDisk(path: path.description) }
        _ = try WholeFile.replace(path.description, with: newBytes, expected: bytes)
    }
}

/// One folder's entries for walks outside catalogs (issue 17's source scan): names as bytes and
/// whether each is a folder, a file or a link; `nil` kinds were not told by the file system.
public enum FolderListing {
    public enum EntryKind: Sendable { case folder, file, link, other }

    /// The entries of `path`, `.` and `..` left out; a `DT_UNKNOWN` entry is asked with `lstat`.
    public static func entries(of path: FilePath) throws(FileError) -> [(name: [UInt8], kind: EntryKind)] {
        try FileSystem.entries(of: path).entries.map { entry in
            let kind: EntryKind = switch entry.kind {
            case .folder: .folder
            case .file: .file
            case .link: .link
            case .other: .other
            case .unknown:
                switch FileSystem.kind(of: path.appending(entry.name), followingLinks: false) {
                case .folder?: .folder
                case .regularFile?: .file
                case .symbolicLink?: .link
                default: .other
                }
            }
            return (entry.name, kind)
        }
    }

    /// What `path` is after following links, or `nil` when nothing is there.
    public static func kind(of path: FilePath) -> EntryKind? {
        switch FileSystem.kind(of: path, followingLinks: true) {
        case .folder?: .folder
        case .regularFile?: .file
        case .symbolicLink?: .link
        case nil: nil
        default: .other
        }
    }
}
