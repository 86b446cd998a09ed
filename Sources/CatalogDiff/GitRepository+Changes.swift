extension GitRepository {
    /// The files below `folders` that differ from `old` to `new` (`git diff --name-status -M`),
    /// with renames paired. Without `new` the new side is the work tree, and files git does not
    /// track yet (but does not ignore) count as added.
    func changes(from old: String, to new: String?, under folders: [String]) throws -> [FileChange] {
        let pathspecs = ["--"] + Self.pathspecs(folders)
        let diff = ["--literal-pathspecs", "diff", "--name-status", "-z", "--find-renames", "--no-ext-diff",
                    "--no-textconv", "--ignore-submodules", old] + (new.map { [$0] } ?? []) + pathspecs
        let untracked = ["--literal-pathspecs", "ls-files", "-z", "--others", "--exclude-standard"] + pathspecs
        // Both walk the work tree (one stats the tracked files, the other reads every folder): at once.
        let outputs = try run(new == nil ? [diff, untracked] : [diff])
        return Self.nameStatus(Self.fields(outputs[0]))
            + (outputs.count > 1 ? Self.fields(outputs[1]).map { FileChange(oldPath: nil, newPath: $0) } : [])
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
