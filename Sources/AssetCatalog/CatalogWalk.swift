/// One catalog's walk. A symbolic link to a folder is followed only when it leads inside the tree
/// palette was given, neither back into the catalog nor to a folder holding it (those would show
/// the same colors twice, or loop), and, for a group, to a folder not read yet. Other links are
/// `folder.link-not-followed` warnings.
struct CatalogWalk {
    /// The catalog and the tree, links resolved.
    let catalog: FilePath
    let tree: FilePath
    private(set) var entered = Set<FileIdentity>()
    private(set) var problems: [Diagnostic] = []
    /// Every folder the walk listed (groups, with or without colors, not colorsets), with its stamp.
    private(set) var folderStamps: [FolderStamp] = []

    init(catalog: FilePath, tree: FilePath) {
        self.catalog = catalog
        self.tree = tree
    }

    mutating func scan(_ path: FilePath, name: String) -> ScannedFolder {
        var folder = ScannedFolder(name: name, path: path)
        let listing: (identity: FileIdentity, entries: [FolderEntry], stamp: FileStamp)
        let contents = FileSystem.stamp(path.appending("Contents.json"))
        do {
            listing = try FileSystem.entries(of: path)
        } catch {
            problems.append(Diagnostic(file: path.description, .folderUnreadable(reason: error.reason)))
            folderStamps.append(FolderStamp(path: path, stamp: FileSystem.stamp(path), contents: contents))
            return folder
        }
        folderStamps.append(FolderStamp(path: path, stamp: listing.stamp, contents: contents))
        // A folder met again without a link (a bind mount of an ancestor) is a loop too.
        guard entered.insert(listing.identity).inserted else { return folder }
        for entry in NaturalOrder.sorted(listing.entries, by: \.sortName) {
            let isColorSet = entry.name.ends(with: ".colorset")
            guard isColorSet || !entry.name.contains(UInt8(ascii: ".")) else { continue }
            let child = path.appending(entry.name)
            guard let reach = CatalogScanner.reach(entry, at: child) else { continue }
            if reach == .link, let refusal = refusal(forLink: child, isGroup: !isColorSet) {
                problems.append(Diagnostic(file: child.description, .linkNotFollowed(refusal)))
                continue
            }
            if isColorSet {
                folder.children.append(.colorSet(name: FilePath.displayText(entry.name.dropLast(".colorset".utf8.count)),
                                                 path: child))
            } else {
                let subfolder = scan(child, name: entry.displayName)
                if subfolder.holdsColors { folder.children.append(.folder(subfolder)) }
            }
        }
        return folder
    }

    /// Why the link at `link` is not followed, or `nil` when it is.
    private func refusal(forLink link: FilePath, isGroup: Bool) -> Finding.LinkRefusal? {
        guard case .success(let target) = FileSystem.resolved(link) else { return .outsideTree(tree: tree.description) }
        if !tree.contains(target) { return .outsideTree(tree: tree.description) }
        if catalog.contains(target) || target.contains(catalog) { return .intoCatalog }
        if isGroup, let identity = FileSystem.stamp(target)?.identity, entered.contains(identity) { return .alreadyRead }
        return nil
    }
}
