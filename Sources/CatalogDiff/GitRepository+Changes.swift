extension GitRepository {
    /// The files below `folders` that differ from `old` to `new` (`git diff --name-status -M`),
    /// with renames paired. Without `new` the new side is the work tree, and files git does not
    /// track yet (but does not ignore) count as added.
    func changes(from old: String, to new: String?, under folders: [String]) throws -> [FileChange] {
        let pathspecs = ["--"] + Self.pathspecs(folders)
        let diff = ["--literal-pathspecs", "diff", "--name-status", "-z", "--find-renames", "--no-ext-diff",
                    "--no-textconv", "--ignore-submodules", old] + (new.map { [$0] } ?? []) + pathspecs
        guard new == nil else { return Self.nameStatus(Self.fields(try run(diff))) }
        // The index, read beside the diff (which stats every tracked file), for the untracked
        // files; and which of the folders the search for them meets first git ignores.
        let tracked = ["--literal-pathspecs", "ls-files", "-z", "--cached"] + pathspecs
        let shallow = UntrackedCatalogFiles.shallowFolders(below: folders, root: root)
        let outputs = try run([GitCommand(diff), GitCommand(tracked),
                               GitCommand(Self.ignoreQuery, input: Self.nulTerminated(shallow), success: 0...1)])
        let untracked = try untrackedCatalogFiles(under: folders, tracked: Set(Self.fields(outputs[1])),
                                                  ignoredFolders: Set(Self.fields(outputs[2])))
        return Self.nameStatus(Self.fields(outputs[0])) + untracked.map { FileChange(oldPath: nil, newPath: $0) }
    }

    /// The catalog files (`CatalogFile`) below `folders` in the work tree that git neither tracks
    /// nor ignores: those of `git ls-files --others --exclude-standard`, found without its walk,
    /// which reads every folder of the tree, each colorset's too (10,000 of them made it most
    /// of `palette diff`'s time). `UntrackedCatalogFiles` lists the catalogs' folders as the
    /// loader does, looking a colorset's `Contents.json` up in `tracked` (the index) rather than
    /// reading its folder, and skips `ignoredFolders` (git's answer for the folders it meets
    /// first: a `vendor/` of thousands of folders is not read); `git check-ignore` is asked only
    /// about the files the index lacks.
    func untrackedCatalogFiles(under folders: [String], tracked: Set<String>, ignoredFolders: Set<String> = []) throws -> [String] {
        var walk = UntrackedCatalogFiles(root: root, tracked: tracked, ignoredFolders: ignoredFolders)
        for folder in folders { walk.collect(below: folder) }
        guard !walk.found.isEmpty else { return [] }
        let ignored = Set(Self.fields(try run(Self.ignoreQuery, input: Self.nulTerminated(walk.found), success: 0...1)))
        return walk.found.filter { !ignored.contains($0) }
    }

    /// Which of the paths on standard input (NUL-terminated) git ignores: those it prints.
    private static let ignoreQuery = ["check-ignore", "-z", "--stdin"]

    private static func nulTerminated(_ paths: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for path in paths { bytes += path.utf8; bytes.append(0) }
        return bytes
    }

    /// Reads `--name-status -z` fields: a status, then one path, or two for a rename or copy.
    static func nameStatus(_ fields: [String]) -> [FileChange] {
        var changes: [FileChange] = []
        var index = 0
        while index < fields.count {
            let status = fields[index].first
            let paths = status == "R" || status == "C" ? 2 : 1
            guard index + paths < fields.count else { break }
            let first = fields[index + 1], last = fields[index + paths]
            switch status {
            case "A", "C": changes.append(FileChange(oldPath: nil, newPath: last))
            case "D": changes.append(FileChange(oldPath: first, newPath: nil))
            case "R": changes.append(FileChange(oldPath: first, newPath: last))
            case "M", "T", "U": changes.append(FileChange(oldPath: first, newPath: first))
            default: break
            }
            index += paths + 1
        }
        return changes
    }
}
