#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of a file when it was read: if any of it differs later, someone else changed it.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var mode: UInt32
}

/// Why a file could not be read or written, with the `errno` text.
public struct FileError: Error, Hashable, Sendable {
    public var path: String
    public var code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// `no such file or directory`, ...: the system's wording, lowercased.
    public var reason: String { String(cString: strerror(code)).lowercased() }
}

/// The few POSIX file operations palette needs, without Foundation's overhead on hot paths.
enum FileSystem {
    /// The whole file and its stamp.
    static func read(_ path: String) throws(FileError) -> (bytes: [UInt8], stamp: FileStamp) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path: path, code: errno) }
        // One byte more than the size, so a file that grew since fstat is still read whole.
        var bytes: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
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
            if failure != 0 { throw FileError(path: path, code: failure) }
            if bytes.count < capacity { break }
            capacity *= 2
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileError(path: path, code: errno) }
        }
        return (bytes, FileStamp(info))
    }

    /// The stamp of the file now, or `nil` when it does not exist.
    static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStamp(info) : nil
    }

    /// The entries of a folder (no `.` and `..`), each with whether it is a folder.
    static func entries(of path: String) throws(FileError) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(path) else { throw FileError(path: path, code: errno) }
        defer { closedir(directory) }
        var found: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let type = entry.pointee.d_type
            let isFolder = type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK)
                ? isDirectory(path + "/" + name) : type == UInt8(DT_DIR)
            found.append((name, isFolder))
        }
        return found
    }

    /// Whether `path` is a folder (following links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}

/// POSIX `read`, named apart from `FileSystem.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension FileStamp {
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        mode = UInt32(info.st_mode)
    }
}
