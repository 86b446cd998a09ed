extension GitRepository {
    /// The files below `folders` that differ from `old` to `new` (`git diff --name-status -M`),
    /// with renames paired. Without `new` the new side is the work tree, and files git does not
    /// track yet (but does not ignore) count as added.
    func changes(from old: String, to new: String?, under folders: [String]) throws -> [FileChange] {
        let pathspecs = ["--"] + Self.pathspecs(folders)
        let diff = ["--literal-pathspecs", "diff", "--name-status", "-z", "--find-renames", "--no-ext-diff",
                    "--no-textconv", "--ignore-submodules", old] + (new.map { [$0] } ?? []) + pathspecs
        // The index read beside the diff (which stats every tracked file), for the untracked files.
        let tracked = ["--literal-pathspecs", "ls-files", "-z", "--cached"] + pathspecs
        let outputs = try run(new == nil ? [diff, tracked] : [diff])
        let changes = Self.nameStatus(Self.fields(outputs[0]))
        guard new == nil else { return changes }
        return changes + (try untrackedCatalogFiles(under: folders, tracked: Set(Self.fields(outputs[1]))))
            .map { FileChange(oldPath: nil, newPath: $0) }
    }

    /// The catalog files (`CatalogFile`) below `folders` in the work tree that git neither tracks
    /// nor ignores: those of `git ls-files --others --exclude-standard`, found without its walk,
    /// which reads every folder of the tree, each colorset's too (10,000 of them made it most
    /// of `palette diff`'s time). `UntrackedCatalogFiles` lists the catalogs' folders as the
    /// loader does, looking a colorset's `Contents.json` up in `tracked` (the index) rather than
    /// reading its folder; `git check-ignore` is asked only about the files the index lacks.
    func untrackedCatalogFiles(under folders: [String], tracked: Set<String>) throws -> [String] {
        var walk = UntrackedCatalogFiles(root: root, tracked: tracked)
        for folder in folders { walk.collect(below: folder) }
        guard !walk.found.isEmpty else { return [] }
        var input: [UInt8] = []
        for file in walk.found { input += file.utf8; input.append(0) }
        let ignored = Set(Self.fields(try run(["check-ignore", "-z", "--stdin"], input: input, success: 0...1)))
        return walk.found.filter { !ignored.contains($0) }
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
