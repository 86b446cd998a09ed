import AssetCatalog
import Foundation

/// The catalog files of a work tree that its index does not hold, found as git's own walk for
/// untracked files would find them, but reading only the folders a catalog can hold files in:
/// folders are searched for catalogs as the loader searches them, a catalog's groups are read,
/// and an asset's folder (a colorset's) is not: its `Contents.json` is looked up in the index,
/// and only when the index lacks it is it looked for on disk (a file in a folder below an
/// asset's is not a catalog file the loader reads). Like git, links are not followed and a nested
/// repository (a folder with its own `.git`) is not entered. Ignore rules are git's to apply:
/// the caller asks git which of the folders the search meets first it ignores
/// (`shallowFolders`), and which of the files found.
struct UntrackedCatalogFiles {
    /// The work tree's top folder.
    let root: String
    /// The files the index holds, relative to `root`.
    let tracked: Set<String>
    /// Folders git ignores, relative to `root`: not searched (git lists nothing below them).
    let ignoredFolders: Set<String>
    /// The untracked `Contents.json` files found so far, relative to `root`.
    private(set) var found: [String] = []
    /// The folders listed so far, relative to `root`.
    private(set) var listed: [String] = []

    init(root: String, tracked: Set<String>, ignoredFolders: Set<String> = []) {
        self.root = root
        self.tracked = tracked
        self.ignoredFolders = ignoredFolders
    }

    /// The folders `collect(below:)` searches first from each of `folders`: their subfolders,
    /// and those folders' own, when they lie outside a catalog; the ones to ask git about, so
    /// that a large ignored folder near the top (`vendor/`, `build/`) is not read.
    static func shallowFolders(below folders: [String], root: String) -> [String] {
        let walk = UntrackedCatalogFiles(root: root, tracked: [])
        var shallow: [String] = []
        for folder in folders where !walk.isInsideCatalog(folder) {
            let children = walk.searchedSubfolders(of: folder)
            shallow += children
            for child in children where !child.hasSuffix(".xcassets") { shallow += walk.searchedSubfolders(of: child) }
        }
        return shallow
    }

    /// Adds the untracked catalog files at or below `folder` (relative to `root`, `""` for all).
    mutating func collect(below folder: String) {
        if let file = CatalogFile(folder + "/Contents.json") {
            // A catalog, or a folder inside one: a group, or an asset given by name.
            if file.relative.contains("/"), folder.split(separator: "/").last?.contains(".") == true {
                addIfUntracked(file.path)
            } else {
                readCatalogFolder(folder)
            }
        } else {
            search(folder)
        }
    }

    /// Whether `folder` is a catalog or lies inside one.
    private func isInsideCatalog(_ folder: String) -> Bool { CatalogFile(folder + "/Contents.json") != nil }

    /// A folder outside any catalog: its catalogs, and its subfolders searched in turn.
    private mutating func search(_ folder: String) {
        listed.append(folder)
        for path in searchedSubfolders(of: folder) {
            if path.hasSuffix(".xcassets") { readCatalogFolder(path) } else { search(path) }
        }
    }

    /// The subfolders of `folder` (outside any catalog) that the search enters: real folders,
    /// not `.git`, nor the folders the loader skips, nor those git ignores.
    private func searchedSubfolders(of folder: String) -> [String] {
        guard let names = entries(of: folder) else { return [] }
        return names.filter(CatalogLoader.searches(folderNamed:)).map { child($0, of: folder) }
            .filter { !ignoredFolders.contains($0) && isRealFolder($0) }
    }

    /// A catalog or a group: its own `Contents.json`, its groups' (folders named without a `.`)
    /// and its assets' (a colorset, an image set...), whose folders are not read.
    private mutating func readCatalogFolder(_ folder: String) {
        guard !ignoredFolders.contains(folder), let names = entries(of: folder) else { return }
        listed.append(folder)
        for name in names {
            let path = child(name, of: folder)
            if name == "Contents.json" {
                addIfUntracked(path)
            } else if !name.contains(".") {
                if isRealFolder(path) { readCatalogFolder(path) }
            } else if !tracked.contains(path + "/Contents.json"), isRealFolder(path) {
                addIfUntracked(path + "/Contents.json")
            }
        }
    }

    /// Adds `file` when the index lacks it and it is a file (a link counts, as git lists one).
    private mutating func addIfUntracked(_ file: String) {
        guard !tracked.contains(file), CatalogFile(file) != nil,
              let type = try? FileManager.default.attributesOfItem(atPath: full(file))[.type] as? FileAttributeType,
              type == .typeRegular || type == .typeSymbolicLink
        else { return }
        found.append(file)
    }

    /// The names in `folder`; `nil` when it cannot be read, or holds a repository of its own.
    private func entries(of folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: full(folder)) else { return nil }
        if !folder.isEmpty, names.contains(".git") { return nil }
        return names
    }

    /// Whether `path` is a folder and not a link to one.
    private func isRealFolder(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: full(path))[.type] as? FileAttributeType) == .typeDirectory
    }

    private func child(_ name: String, of folder: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }

    private func full(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }
}
