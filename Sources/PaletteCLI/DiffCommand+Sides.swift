import CatalogDiff
import Foundation

extension DiffCommand {
    /// What to compare: two sides, how to list what changed between them, and the folders to look in.
    struct Sides {
        var old: any CatalogTree
        var new: any CatalogTree
        var changes: (any ChangeLister)?
        var folders: [String]
        /// Where on disk to look for `palette.yml` from: the first path, or the new folder.
        var configStart: String
    }

    /// Two revisions (or one and the work tree) in a repository; two folders outside one, with
    /// `--no-index`, or when one of two folders given lies outside the repository (as `git diff` does).
    func sides() throws -> Sides {
        let current = FileManager.default.currentDirectoryPath
        guard !noIndex, let (repository, prefix) = GitRepository.containing(current),
              !namesFoldersOutside(repository, from: current)
        else { return try folderSides() }
        let (revisions, paths) = try revisionsAndPaths(in: repository)
        let folders = try paths.isEmpty ? [prefix] : paths.map { try RepositoryPath.relative($0, from: current, root: repository.root) }
        let old = GitRevisionTree(repository: repository, label: revisions[0].label, commit: revisions[0].commit)
        let new: any CatalogTree = revisions.count == 2
            ? GitRevisionTree(repository: repository, label: revisions[1].label, commit: revisions[1].commit)
            : FolderTree(root: repository.root, label: "work tree")
        let changes = GitChangeLister(repository: repository, oldCommit: revisions[0].commit,
                                      newCommit: revisions.count == 2 ? revisions[1].commit : nil)
        return Sides(old: old, new: new, changes: changes, folders: folders,
                     configStart: folders[0].isEmpty ? repository.root : repository.root + "/" + folders[0])
    }

    /// True for two existing folders, at least one of them outside `repository`.
    private func namesFoldersOutside(_ repository: GitRepository, from current: String) -> Bool {
        let paths = arguments + pathsAfterSeparator
        guard paths.count == 2, paths.allSatisfy(Self.isFolder) else { return false }
        return paths.contains { (try? RepositoryPath.relative($0, from: current, root: repository.root)) == nil }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// `OLD_PATH NEW_PATH`, loaded whole.
    private func folderSides() throws -> Sides {
        let paths = arguments + pathsAfterSeparator
        guard paths.count == 2 else {
            guard !noIndex else {
                throw CommandFailure(message: "--no-index compares two folders: palette diff --no-index OLD_PATH NEW_PATH")
            }
            let reason = GitRepository.isInstalled ? "not in a git repository" : "git is not installed"
            throw CommandFailure(message: reason + "; give two folders to compare: palette diff OLD_PATH NEW_PATH")
        }
        for path in paths where !Self.isFolder(path) {
            throw CommandFailure(message: "cannot open '\(path)': no such folder")
        }
        let catalogNames = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let key = catalogNames.allSatisfy { $0.hasSuffix(".xcassets") } ? catalogNames[1] : nil
        return Sides(old: FolderTree(root: paths[0], label: paths[0], rootCatalogKey: key),
                     new: FolderTree(root: paths[1], label: paths[1], rootCatalogKey: key), changes: nil, folders: [""],
                     configStart: paths[1])
    }

    /// Leading arguments that name commits (at most two), then paths; everything after `--` is a
    /// path. Without revisions the old side is `HEAD`.
    private func revisionsAndPaths(in repository: GitRepository) throws -> ([(label: String, commit: String)], [String]) {
        var revisions: [(label: String, commit: String)] = []
        var paths: [String] = []
        for argument in arguments {
            let commit = paths.isEmpty && revisions.count < 2 ? repository.commit(argument) : nil
            let exists = FileManager.default.fileExists(atPath: argument)
            if !pathsAfterSeparator.isEmpty {
                guard let commit, revisions.count < 2 else {
                    throw CommandFailure(message: revisions.count < 2 ? "unknown revision '\(argument)'"
                        : "at most two revisions come before '--'")
                }
                revisions.append((argument, commit))
            } else if let commit {
                if exists {
                    throw CommandFailure(message: "'\(argument)' is both a revision and a path; put paths after '--'")
                }
                revisions.append((argument, commit))
            } else if exists {
                paths.append(argument)
            } else {
                throw CommandFailure(message: "'\(argument)' is neither a revision nor a path in the work tree; "
                                     + "put paths after '--'")
            }
        }
        if revisions.isEmpty {
            guard let head = repository.commit("HEAD") else {
                throw CommandFailure(message: "'HEAD' names no commit yet; commit first or compare two revisions")
            }
            revisions = [("HEAD", head)]
        }
        return (revisions, paths + pathsAfterSeparator)
    }
}

/// Paths given on the command line, as paths relative to the top of the repository.
enum RepositoryPath {
    /// `path` (relative to `current`, or absolute) relative to `root`; `""` for the root itself.
    static func relative(_ path: String, from current: String, root: String) throws -> String {
        let absolute = resolved(path.hasPrefix("/") ? path : current + "/" + path)
        let top = resolved(root)
        if absolute == top { return "" }
        guard absolute.hasPrefix(top + "/") else {
            throw CommandFailure(message: "'\(path)' is outside the repository at '\(root)'")
        }
        return String(absolute.dropFirst(top.count + 1))
    }

    /// `path` with links resolved as far as it exists, and `.` and `..` taken out of the rest.
    static func resolved(_ path: String) -> String {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast(); continue }
            if part != ".." { parts.append(String(part)) }
        }
        var existing = parts.count
        while existing > 0, !FileManager.default.fileExists(atPath: "/" + parts[..<existing].joined(separator: "/")) {
            existing -= 1
        }
        let head = "/" + parts[..<existing].joined(separator: "/")
        let real = realpath(head, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? head
        let rest = parts[existing...]
        return rest.isEmpty ? real : (real == "/" ? "" : real) + "/" + rest.joined(separator: "/")
    }
}
