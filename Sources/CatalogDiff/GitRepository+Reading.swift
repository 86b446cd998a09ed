extension GitRepository {
    /// Every file at or below `folders` in `commit` (`ls-tree -r`), relative to the top.
    func files(at commit: String, under folders: [String]) throws -> [String] {
        let output = try run(["--literal-pathspecs", "ls-tree", "-r", "-z", "--name-only", commit, "--"] + Self.pathspecs(folders))
        return Self.fields(output)
    }

    /// The bytes of each of `paths` that is a file in `commit`, read in one `cat-file --batch`.
    /// Paths holding a line feed cannot be asked for this way and are left out.
    func blobs(at commit: String, paths: [String]) throws -> [String: [UInt8]] {
        let asked = paths.filter { !$0.contains("\n") }
        guard !asked.isEmpty else { return [:] }
        let output = try run(["cat-file", "--batch"], input: Self.requests(asked, at: commit))
        var blobs: [String: [UInt8]] = [:]
        var position = 0
        for path in asked {
            guard let header = Self.line(in: output, from: &position) else { break }
            let fields = header.split(separator: " ")
            guard fields.count == 3, !header.hasPrefix(commit + ":"), let size = Int(fields[2]) else { continue }
            let end = min(position + size, output.count)
            if fields[1] == "blob" { blobs[path] = Array(output[position..<end]) }
            position = end + 1
        }
        return blobs
    }

    /// The members of `folders` that are folders in `commit` (`cat-file --batch-check`).
    func folders(at commit: String, among folders: [String]) throws -> Set<String> {
        let asked = folders.filter { !$0.contains("\n") }
        guard !asked.isEmpty else { return [] }
        let output = try run(["cat-file", "--batch-check"], input: Self.requests(asked, at: commit))
        var found = Set<String>()
        var position = 0
        for folder in asked {
            guard let line = Self.line(in: output, from: &position) else { break }
            let fields = line.split(separator: " ")
            if !line.hasPrefix(commit + ":"), fields.count == 3, fields[1] == "tree" { found.insert(folder) }
        }
        return found
    }

    /// `commit:path` lines, as `cat-file --batch` reads them.
    private static func requests(_ paths: [String], at commit: String) -> [UInt8] {
        Array(paths.map { "\(commit):\($0)\n" }.joined().utf8)
    }

    /// The text up to the next line feed from `position`, which moves past it.
    private static func line(in bytes: [UInt8], from position: inout Int) -> String? {
        guard position < bytes.count, let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { position = end + 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// Pathspecs for `folders`, `.` for the top.
    static func pathspecs(_ folders: [String]) -> [String] {
        folders.map { $0.isEmpty ? "." : $0 }
    }

    /// NUL-terminated fields, as `-z` output has them.
    static func fields(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
