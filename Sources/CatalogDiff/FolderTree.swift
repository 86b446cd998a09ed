import AssetCatalog
import Foundation

/// A folder on disk: the work tree of a repository, or one of two folders compared directly.
public struct FolderTree: CatalogTree {
    /// The folder, without a trailing `/`.
    public let root: String
    public let label: String
    /// The key of the catalog when `root` is itself a catalog: the same on both sides, so that
    /// `palette diff Old.xcassets New.xcassets` compares the two.
    public let rootCatalogKey: String?

    public init(root: String, label: String, rootCatalogKey: String? = nil) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.label = label
        self.rootCatalogKey = rootCatalogKey
    }

    public func files(under folders: [String]) throws -> [String] {
        var files: [String] = []
        var pending = folders
        while let relative = pending.popLast() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full(relative), isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { files.append(relative); continue }
            let names = try FileManager.default.contentsOfDirectory(atPath: full(relative))
            pending += names.map { relative.isEmpty ? $0 : relative + "/" + $0 }
        }
        return files.sorted()
    }

    public func contents(of paths: [String]) throws -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for path in paths {
            if let data = FileManager.default.contents(atPath: full(path)) { contents[path] = [UInt8](data) }
        }
        return contents
    }

    public func existingFolders(_ folders: [String]) throws -> Set<String> {
        Set(folders.filter(isFolder))
    }

    /// Loads with `CatalogLoader` straight from disk, on every core; a path inside a catalog
    /// (a group, a file) the way a git revision would, from its files.
    public func catalogs(under folders: [String]) throws -> [RevisionCatalog] {
        let inside = folders.filter { !isFolder($0) || CatalogFile($0 + "/Contents.json")?.relative.contains("/") == true }
        let workspace = CatalogLoader.load(paths: folders.filter { isFolder($0) && !inside.contains($0) }.map(full))
        return workspace.catalogs.map { catalog in
            RevisionCatalog(key: key(of: catalog.path), catalog: catalog)
        } + (inside.isEmpty ? [] : try catalogsFromFiles(under: inside))
    }

    private func isFolder(_ relative: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: full(relative), isDirectory: &isFolder) && isFolder.boolValue
    }

    /// `root/relative`, or `root` for `""`.
    private func full(_ relative: String) -> String {
        relative.isEmpty ? root : root == "." ? relative : root + "/" + relative
    }

    /// The catalog folder at `path` relative to the root.
    private func key(of path: String) -> String {
        if path == root { return rootCatalogKey ?? path.split(separator: "/").last.map(String.init) ?? path }
        return root == "." ? path : String(path.dropFirst(root.count + 1))
    }
}
