#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of a file when it was read: if any of it differs later, someone else changed it
/// (saving also compares the bytes, which catches a change that kept the size and restored the
/// modification time).
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var mode: UInt32
    /// The owner's user and group ids, which a save keeps.
    public var owner: UInt32
    public var group: UInt32
    /// How many hard links the file has; palette does not replace a file with more than one.
    public var links: UInt64

    /// The device and inode.
    var identity: FileIdentity { FileIdentity(device: device, inode: inode) }
}

/// A file or folder by device and inode, whatever path led to it: how a walk knows a folder it
/// has already entered.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}

/// What a path names when it is not a regular file.
public enum FileKind: String, Hashable, Sendable {
    case folder
    case fifo = "FIFO"
    case socket
    case characterDevice = "character device"
    case blockDevice = "block device"
    case symbolicLink = "symbolic link"
    case regularFile = "regular file"
    case unknown = "special file"

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }
}

/// Why a file could not be read or written.
public struct FileError: Error, Hashable, Sendable {
    public enum Problem: Hashable, Sendable {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// The path is not a regular file; palette reads only those, so it never blocks on a FIFO
        /// or reads a device without end.
        case notRegularFile(FileKind)
        /// The file is larger than `FileSystem.sizeLimit`.
        case tooLarge(size: Int64)
    }

    /// The path as text (`FilePath.description`).
    public var path: String
    public var problem: Problem

    public init(path: String, code: Int32) {
        self.init(path: path, problem: .system(code))
    }

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The `errno`; `nil` when palette itself refused the file.
    public var code: Int32? {
        if case .system(let code) = problem { code } else { nil }
    }

    /// `no such file or directory`, ...: the system's wording, lowercased, or palette's.
    public var reason: String {
        switch problem {
        case .system(let code): String(cString: strerror(code)).lowercased()
        case .notRegularFile(let kind): Finding.notRegularFile(kind).message
        case .tooLarge(let size): Finding.fileTooLarge(size: size, limit: FileSystem.sizeLimit).message
        }
    }
}

extension FileStamp {
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        mode = UInt32(info.st_mode)
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        links = UInt64(info.st_nlink)
    }
}
