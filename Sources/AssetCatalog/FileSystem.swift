#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations palette needs, on byte paths, without Foundation's overhead on
/// hot paths.
enum FileSystem {
    /// The largest file palette reads: a real `Contents.json` is a few kilobytes.
    static let sizeLimit: Int64 = 16 << 20

    /// The whole file and its stamp. Only a regular file of at most `sizeLimit` bytes is read:
    /// the file is opened without blocking (a FIFO would otherwise wait for a writer) and checked
    /// with `fstat` on the open descriptor, so a path swapped after the check cannot slip through.
    static func read(_ path: FilePath) throws(FileError) -> (bytes: [UInt8], stamp: FileStamp) {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened at all (ENXIO, or EOPNOTSUPP on Darwin): say what it is.
            if let kind = kind(of: path, followingLinks: true), kind != .regularFile {
                throw FileError(path: path.description, problem: .notRegularFile(kind))
            }
            throw FileError(path: path.description, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path: path.description, code: errno) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regularFile else { throw FileError(path: path.description, problem: .notRegularFile(kind)) }
        guard Int64(info.st_size) <= sizeLimit else {
            throw FileError(path: path.description, problem: .tooLarge(size: Int64(info.st_size)))
        }
        // One byte more than the size, so a file that grew since fstat is still read whole.
        var bytes: [UInt8] = []
        var capacity = Int(info.st_size) + 1
        while true {
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < buffer.count {
                    let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read < 0, errno == EINTR { continue }
                    if read < 0 { failure = errno; return }
                    if read == 0 { return }
                    count += read
                    // A regular file gives a short read only at its end: no extra call to see EOF.
                    if count < buffer.count { return }
                }
            }
            if failure != 0 { throw FileError(path: path.description, code: failure) }
            if bytes.count < capacity { break }
            guard Int64(capacity) <= sizeLimit else {
                throw FileError(path: path.description, problem: .tooLarge(size: Int64(bytes.count)))
            }
            capacity = Int(min(Int64(capacity) * 2, sizeLimit + 1))
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileError(path: path.description, code: errno) }
        }
        return (bytes, FileStamp(info))
    }

    /// The stamp of the file now (following links), or `nil` when it does not exist.
    static func stamp(_ path: FilePath) -> FileStamp? {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 ? FileStamp(info) : nil
    }

    /// Creates `path` and any missing folder above it (mode 0755 less the umask); an existing one
    /// is fine: for a file written where its folder is gone (`WholeFile`, a colorset written back).
    static func createFolders(_ path: FilePath) throws(FileError) {
        guard kind(of: path, followingLinks: true) == nil else { return }
        let parent = path.parent
        if parent != path, !parent.bytes.isEmpty { try createFolders(parent) }
        guard path.withCString({ mkdir($0, 0o755) }) == 0 || errno == EEXIST else {
            throw FileError(path: path.description, code: errno)
        }
    }

    /// What `path` is, or `nil` when nothing is there.
    static func kind(of path: FilePath, followingLinks: Bool) -> FileKind? {
        var info = stat()
        let status = path.withCString { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return status == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// `path` with every link and `..` resolved (`realpath`), or the `errno` why not.
    static func resolved(_ path: FilePath) -> Result<FilePath, FileError> {
        guard let resolved = path.withCString({ realpath($0, nil) }) else {
            return .failure(FileError(path: path.description, code: errno))
        }
        defer { free(resolved) }
        return .success(FilePath(bytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))))
    }

    /// One folder's entries (no `.` and `..`), the folder's own identity and its stamp (whose
    /// modification time changes when an entry is added, removed or renamed).
    static func entries(of path: FilePath) throws(FileError) -> (identity: FileIdentity, entries: [FolderEntry], stamp: FileStamp) {
        let descriptor = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileError(path: path.description, code: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            throw FileError(path: path.description, code: code)
        }
        // closedir closes the descriptor too.
        defer { closedir(directory) }
        var found: [FolderEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            let type: FolderEntry.Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .folder
            case Int32(DT_LNK): .link
            case Int32(DT_REG): .file
            case Int32(DT_UNKNOWN): .unknown
            default: .other
            }
            found.append(FolderEntry(name: name, kind: type))
        }
        let stamp = FileStamp(info)
        return (stamp.identity, found, stamp)
    }
}

/// One name in a folder, with what the folder listing says it is.
struct FolderEntry: Sendable {
    enum Kind: Sendable {
        case folder, file, link, other
        /// The file system did not say (`DT_UNKNOWN`): ask `lstat`.
        case unknown
    }

    var name: [UInt8]
    var kind: Kind

    /// The name as text, invalid UTF-8 bytes as `\xNN`.
    var displayName: String { FilePath.displayText(name) }
    /// The name a catalog's tree is sorted by (`NaturalOrder.treeName`), from the bytes.
    var sortName: String {
        name.ends(with: ".colorset") ? FilePath.displayText(name.dropLast(".colorset".utf8.count)) : displayName
    }
}

/// POSIX `read`, named apart from `FileSystem.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
