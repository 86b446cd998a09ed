import AssetCatalog

/// One side of a comparison, read only: a git revision, the work tree, or a folder.
///
/// Paths are relative to the side's root, `/`-separated, and `""` is the root itself. This is
/// the only seam through which the diff reaches files: the comparison never runs or parses git.
public protocol CatalogTree: Sendable {
    /// How reports name the side: `HEAD~1`, `work tree`, or a folder path.
    var label: String { get }

    /// Every file at or below each of `folders`.
    func files(under folders: [String]) throws -> [String]

    /// The bytes of each of `paths` that is a file; paths that are not are left out.
    func contents(of paths: [String]) throws -> [String: [UInt8]]

    /// The members of `folders` that exist as folders.
    func existingFolders(_ folders: [String]) throws -> Set<String>

    /// Every catalog at or below each of `folders`, loaded whole.
    func catalogs(under folders: [String]) throws -> [RevisionCatalog]
}

extension CatalogTree {
    /// Loads the catalogs from the `Contents.json` files that `files(under:)` lists.
    public func catalogs(under folders: [String]) throws -> [RevisionCatalog] {
        try catalogsFromFiles(under: folders)
    }

    /// The catalogs built from the `Contents.json` files below `folders`; a folder inside a
    /// catalog gives that catalog with only what lies below the folder.
    func catalogsFromFiles(under folders: [String]) throws -> [RevisionCatalog] {
        let files = try self.files(under: folders).filter { CatalogFile($0) != nil }
        return RevisionCatalog.load(try contents(of: files))
    }
}

/// Lists the files that differ between two sides, so that only those need to be read.
public protocol ChangeLister: Sendable {
    /// Every file at or below `folders` that was added, removed, changed or renamed.
    func changes(under folders: [String]) throws -> [FileChange]
}

/// A file that differs between the old and the new side.
public struct FileChange: Hashable, Sendable {
    /// The path on the old side; `nil` for a file only the new side has.
    public var oldPath: String?
    /// The path on the new side; `nil` for a file only the old side has.
    public var newPath: String?

    public init(oldPath: String?, newPath: String?) {
        self.oldPath = oldPath
        self.newPath = newPath
    }
}

/// A catalog as one side has it, with the key that matches it to the other side's.
public struct RevisionCatalog: Sendable {
    /// The catalog folder relative to the side's root (`App/Assets.xcassets`); when the root is
    /// the catalog itself, a name both sides agree on. Reports name catalogs by it.
    public var key: String
    public var catalog: Catalog

    public init(key: String, catalog: Catalog) {
        self.key = key
        self.catalog = catalog
    }

    /// A colorset's folder relative to the side's root: what git's rename pairs name.
    public func location(of colorSet: ColorSet) -> String {
        key + colorSet.folderPath.dropFirst(catalog.path.count)
    }

    /// Catalogs built from `Contents.json` bytes by root-relative path, grouped by catalog
    /// folder, in path order. Files outside any catalog are ignored.
    static func load(_ files: [String: [UInt8]], alsoPresent: Set<String> = []) -> [RevisionCatalog] {
        var snapshots: [String: [String: [UInt8]]] = [:]
        for key in alsoPresent { snapshots[key] = [:] }
        for (path, bytes) in files {
            guard let file = CatalogFile(path) else { continue }
            snapshots[file.catalog, default: [:]][file.relative] = bytes
        }
        return snapshots.keys.sorted().map { key in
            RevisionCatalog(key: key, catalog: CatalogLoader.loadCatalog(CatalogSnapshot(path: key, files: snapshots[key]!)))
        }
    }
}
