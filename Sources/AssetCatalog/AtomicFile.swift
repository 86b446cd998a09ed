#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash or a signal at any moment leaves either the old or the new
/// bytes, never a mix: write a temporary file `.NAME.palette-XXXXXX` in the same folder, give it
/// the old file's owner, group and permissions, fsync it, rename it over the old one, and fsync
/// the folder. A write that fails (a full disk, `ulimit -f`) removes its temporary file; one
/// left by a process that was killed is removed by the next write to the same file.
enum AtomicFile {
    /// The owner, group and permissions the new file gets.
    struct Attributes {
        var mode: mode_t
        /// User and group ids; `nil` leaves the new file to the writer.
        var owner: (user: UInt32, group: UInt32)?
    }

    /// Writes `bytes` to `path`; returns the new file's stamp. Errors name `path`.
    static func write(_ bytes: [UInt8], to path: FilePath, attributes: Attributes) throws(FileError) -> FileStamp {
        removeLeftovers(of: path)
        var template = (temporaryPrefix(of: path).bytes + Array("XXXXXX".utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileError(path: path.description, code: errno) }
        let temporary = FilePath(bytes: template.dropLast().map { UInt8(bitPattern: $0) })
        do throws(FileError) {
            try writeAll(bytes, to: descriptor, path: path)
            if let owner = attributes.owner { try give(descriptor, to: owner, path: path) }
            // After fchown, which clears set-user-id and set-group-id bits.
            guard fchmod(descriptor, attributes.mode) == 0, fsync(descriptor) == 0 else {
                throw FileError(path: path.description, code: errno)
            }
        } catch {
            close(descriptor)
            temporary.withCString { _ = unlink($0) }
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            temporary.withCString { _ = unlink($0) }
            throw FileError(path: path.description, code: code)
        }
        let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
        guard renamed == 0 else {
            let code = errno
            temporary.withCString { _ = unlink($0) }
            throw FileError(path: path.description, code: code)
        }
        let folderDescriptor = path.parent.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        guard let stamp = FileSystem.stamp(path) else { throw FileError(path: path.description, code: errno) }
        return stamp
    }

    /// Removes temporary files of earlier writes to `path` that never finished (the process was
    /// killed): regular files named exactly `.NAME.palette-` plus mkstemp's six letters or digits.
    /// Best effort: one that cannot be removed is left, and the write goes on.
    static func removeLeftovers(of path: FilePath) {
        let prefix = Array(temporaryPrefix(of: path).lastComponent)
        let entries: [FolderEntry]
        do { entries = try FileSystem.entries(of: path.parent).entries } catch { return }
        for entry in entries where entry.name.count == prefix.count + 6 && entry.name.starts(with: prefix) {
            guard entry.name.dropFirst(prefix.count).allSatisfy(isTemplateCharacter) else { continue }
            let leftover = path.parent.appending(entry.name)
            guard FileSystem.kind(of: leftover, followingLinks: false) == .regularFile else { continue }
            leftover.withCString { _ = unlink($0) }
        }
    }

    /// `FOLDER/.NAME.palette-`.
    static func temporaryPrefix(of path: FilePath) -> FilePath {
        path.parent.appending([UInt8(ascii: ".")] + path.lastComponent + Array(".palette-".utf8))
    }

    private static func isTemplateCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Gives the open file `owner` when it is not already theirs.
    private static func give(_ descriptor: Int32, to owner: (user: UInt32, group: UInt32), path: FilePath) throws(FileError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path: path.description, code: errno) }
        guard UInt32(info.st_uid) != owner.user || UInt32(info.st_gid) != owner.group else { return }
        guard fchown(descriptor, uid_t(owner.user), gid_t(owner.group)) == 0 else {
            throw FileError(path: path.description, code: errno)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: FilePath) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                // EFBIG under `ulimit -f` reads "file too large".
                throw FileError(path: path.description, code: errno)
            }
            offset += written
        }
    }
}

/// POSIX `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
