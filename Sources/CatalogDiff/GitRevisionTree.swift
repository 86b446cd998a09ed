/// A commit of a git repository, read with `git ls-tree` and `git cat-file`.
public struct GitRevisionTree: CatalogTree {
    public let repository: GitRepository
    /// The revision as the user wrote it, e.g. `HEAD~1`.
    public let label: String
    /// The commit it named when the comparison started.
    public let commit: String

    public init(repository: GitRepository, label: String, commit: String) {
        self.repository = repository
        self.label = label
        self.commit = commit
    }

    public func files(under folders: [String]) throws -> [String] {
        try repository.files(at: commit, under: folders)
    }

    public func contents(of paths: [String]) throws -> [String: [UInt8]] {
        try repository.blobs(at: commit, paths: paths)
    }

    public func existingFolders(_ folders: [String]) throws -> Set<String> {
        try repository.folders(at: commit, among: folders)
    }

    /// Reads the files by the object ids `ls-tree` gives: asking by path would walk the trees
    /// again for every file.
    public func catalogs(under folders: [String]) throws -> [RevisionCatalog] {
        let files = try repository.objects(at: commit, under: folders).filter { CatalogFile($0.path) != nil }
        return RevisionCatalog.load(try repository.blobs(files))
    }
}

/// The changes between a commit and another commit or the work tree, as `git diff` sees them.
public struct GitChangeLister: ChangeLister {
    public let repository: GitRepository
    public let oldCommit: String
    /// `nil` for the work tree.
    public let newCommit: String?

    public init(repository: GitRepository, oldCommit: String, newCommit: String?) {
        self.repository = repository
        self.oldCommit = oldCommit
        self.newCommit = newCommit
    }

    public func changes(under folders: [String]) throws -> [FileChange] {
        try repository.changes(from: oldCommit, to: newCommit, under: folders)
    }
}
