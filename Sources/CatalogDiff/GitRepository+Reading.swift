extension GitRepository {
    /// Every file at or below `folders` in `commit` (`ls-tree -r`), relative to the top.
    func files(at commit: String, under folders: [String]) throws -> [String] {
        let output = try run(["--literal-pathspecs", "ls-tree", "-r", "-z", "--name-only", commit, "--"] + Self.pathspecs(folders))
        return Self.fields(output)
    }

    /// Every file at or below `folders` in `commit` with its object id (`ls-tree -r`), so its
    /// bytes can be read without walking the trees again for each file.
    func objects(at commit: String, under folders: [String]) throws -> [(path: String, object: String)] {
        let output = try run(["--literal-pathspecs", "ls-tree", "-r", "-z", commit, "--"] + Self.pathspecs(folders))
        return Self.fields(output).compactMap { entry in
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = entry.firstIndex(of: "\t") else { return nil }
            let header = entry[..<tab].split(separator: " ")
            guard header.count == 3, header[1] == "blob" else { return nil }
            return (String(entry[entry.index(after: tab)...]), String(header[2]))
        }
    }

    /// The bytes of each of `paths` that is a file in `commit`, read in one `cat-file --batch`.
    /// Paths holding a line feed cannot be asked for this way and are left out.
    func blobs(at commit: String, paths: [String]) throws -> [String: [UInt8]] {
        try blobs(paths.filter { !$0.contains("\n") }.map { (path: $0, object: "\(commit):\($0)") })
    }

    /// The bytes of each object that is a blob, by the path it was asked for, in one `cat-file --batch`.
    func blobs(_ objects: [(path: String, object: String)]) throws -> [String: [UInt8]] {
        guard !objects.isEmpty else { return [:] }
        let output = try run(["cat-file", "--batch"], input: Array(objects.map { $0.object + "\n" }.joined().utf8))
        var blobs: [String: [UInt8]] = [:]
        var position = 0
        for (path, object) in objects {
            guard let header = Self.line(in: output, from: &position) else { break }
            let fields = header.split(separator: " ")
            guard !Self.isRefusal(header, to: object), fields.count == 3, let size = Int(fields[2]) else { continue }
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
        let output = try run(["cat-file", "--batch-check"], input: Array(asked.map { "\(commit):\($0)\n" }.joined().utf8))
        var found = Set<String>()
        var position = 0
        for folder in asked {
            guard let line = Self.line(in: output, from: &position) else { break }
            let fields = line.split(separator: " ")
            if !Self.isRefusal(line, to: "\(commit):\(folder)"), fields.count == 3, fields[1] == "tree" { found.insert(folder) }
        }
        return found
    }

    /// True when `cat-file` answered `request` with `<request> missing` (or `ambiguous`), not an object.
    private static func isRefusal(_ line: String, to request: String) -> Bool {
        line == request + " missing" || line == request + " ambiguous"
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
