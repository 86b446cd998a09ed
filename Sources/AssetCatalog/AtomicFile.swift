#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash or a signal at any moment leaves either the old or the new
/// bytes, never a mix: write a temporary file in the same folder, fsync it, give it the old file's
/// permissions, rename it over the old one, and fsync the folder.
enum AtomicFile {
    /// Writes `bytes` to `path`; returns the new file's stamp. `mode` is used for a new file.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t) throws(FileError) -> FileStamp {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder)/.\(name).palette-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileError(path: path, code: errno) }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        do throws(FileError) {
            try writeAll(bytes, to: descriptor, path: temporary)
            guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw FileError(path: temporary, code: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: temporary, code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: path, code: code)
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        guard let stamp = FileSystem.stamp(path) else { throw FileError(path: path, code: errno) }
        return stamp
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, code: errno)
            }
            offset += written
        }
    }
}

/// POSIX `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
