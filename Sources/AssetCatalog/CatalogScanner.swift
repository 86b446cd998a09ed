/// The shape of a catalog on disk before any file is read: its group folders and colorset folders,
/// in the order Xcode lists them.
struct ScannedFolder: Sendable {
    enum Child: Sendable {
        case folder(ScannedFolder)
        /// The colorset's name (without `.colorset`, invalid UTF-8 as `\xNN`) and folder.
        case colorSet(name: String, path: FilePath)
    }

    /// The folder name as text.
    var name: String
    var path: FilePath
    /// Subfolders and colorsets in the order Xcode lists them.
    var children: [Child] = []

    /// True when this folder or one below it holds a colorset.
    var holdsColors: Bool {
        children.contains { child in
            switch child {
            case .colorSet: true
            case .folder(let folder): folder.holdsColors
            }
        }
    }
}

/// Walks folders: finds `.xcassets` catalogs below a path, and the groups and colorsets inside one.
///
/// Both walks enter each folder once (by device and inode) and stay inside the tree they were
/// given (the path with its links resolved): a symbolic link to a folder is followed only when it
/// leads inside that tree, so a link to `.`, `..` or `/` can neither loop nor wander off.
enum CatalogScanner {
    /// Folders never searched for catalogs.
    static let skippedFolders: Set<[UInt8]> = Set([".git", ".build", "DerivedData", "Pods", "node_modules", ".swiftpm"]
        .map { Array($0.utf8) })

    /// After this many folders a search calls its `onLongSearch`: enough that a project's own
    /// folders never do, few enough that a search of a home folder says so at once.
    static let longSearch = 1000

    /// Every `.xcassets` folder at or below `path`, sorted; catalogs are not searched inside.
    /// `tree` is `path` resolved. Real folders are searched first, then links to folders, each
    /// only when it leads inside `tree` to a folder not searched yet (so a catalog reached both
    /// ways is listed once, by its real path). `onLongSearch` is called once, when the search has
    /// read `longSearch` folders. Only an unreadable `path` itself is an error. `searched` takes
    /// each folder searched with its stamp as listed: a catalog made later below one changes it.
    static func catalogs(under path: FilePath, tree: FilePath, searched: inout [FolderStamp],
                         onLongSearch: (FilePath) -> Void) throws(FileError) -> [FilePath] {
        if path.hasSuffix(".xcassets") { return [path] }
        var entered = Set<FileIdentity>()
        var found: [FilePath] = []
        var pending = [path]
        var links: [FilePath] = []
        var nextLink = 0
        let searchedBefore = searched.count
        while true {
            let folder: FilePath
            if let next = pending.popLast() {
                folder = next
            } else if nextLink < links.count {
                folder = links[nextLink]
                nextLink += 1
                guard leadsInside(folder, tree: tree) else { continue }
                if folder.hasSuffix(".xcassets") {
                    if let identity = FileSystem.stamp(folder)?.identity, entered.insert(identity).inserted { found.append(folder) }
                    continue
                }
            } else {
                break
            }
            let listing: (identity: FileIdentity, entries: [FolderEntry], stamp: FileStamp)
            do { listing = try FileSystem.entries(of: folder) } catch where folder != path { continue }
            guard entered.insert(listing.identity).inserted else { continue }
            searched.append(FolderStamp(path: folder, stamp: listing.stamp))
            if searched.count - searchedBefore == longSearch { onLongSearch(tree) }
            for entry in listing.entries where !isSkipped(entry.name) {
                let child = folder.appending(entry.name)
                switch reach(entry, at: child) {
                case .folder?:
                    guard child.hasSuffix(".xcassets") else { pending.append(child); continue }
                    if let identity = FileSystem.stamp(child)?.identity, entered.insert(identity).inserted { found.append(child) }
                case .link?: links.append(child)
                case nil: continue
                }
            }
        }
        return found.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    static func isSkipped(_ name: [UInt8]) -> Bool {
        skippedFolders.contains(name) || name.starts(with: ".build-".utf8) || name.starts(with: ".build_".utf8)
    }

    /// Whether the link at `link` resolves to a folder inside `tree`: the only links followed.
    static func leadsInside(_ link: FilePath, tree: FilePath) -> Bool {
        guard case .success(let target) = FileSystem.resolved(link) else { return false }
        return tree.contains(target)
    }

    /// How a folder entry leads to a folder: as a folder, through a symbolic link, or not at all.
    enum Reach { case folder, link }

    static func reach(_ entry: FolderEntry, at path: FilePath) -> Reach? {
        var kind = entry.kind
        if kind == .unknown {
            switch FileSystem.kind(of: path, followingLinks: false) {
            case .folder?: kind = .folder
            case .symbolicLink?: kind = .link
            default: return nil
            }
        }
        switch kind {
        case .folder: return .folder
        case .link: return FileSystem.kind(of: path, followingLinks: true) == .folder ? .link : nil
        default: return nil
        }
    }

    /// The folder tree of one catalog, read on this thread in name order, the problems found:
    /// unreadable folders, and symbolic links not followed (see `CatalogWalk`), and how to read
    /// it again (`CatalogSource`: every folder listed, with its stamp).
    static func scan(catalog path: FilePath, tree: FilePath) -> (folder: ScannedFolder, problems: [Diagnostic], source: CatalogSource) {
        let resolved: FilePath = if case .success(let resolved) = FileSystem.resolved(path) { resolved } else { path }
        var walk = CatalogWalk(catalog: resolved, tree: tree)
        let folder = walk.scan(path, name: FilePath.displayText(path.lastComponent))
        return (folder, walk.problems, CatalogSource(root: path, tree: tree, folders: walk.folderStamps))
    }
}
