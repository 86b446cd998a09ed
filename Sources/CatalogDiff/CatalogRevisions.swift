import AssetCatalog

/// How much of each side to load.
public enum DiffScope: Sendable {
    /// The colorsets whose files changed, the folder files that decide their names, and every
    /// colorset below a group folder whose own file changed (its namespace may have changed).
    case changes
    /// Every colorset of each catalog with a change: a contrast pair's other color may not have changed.
    case changedCatalogs
    /// Every catalog under the paths, changed or not (`--all`).
    case everything
}

/// The catalogs of both sides, loaded as far as the comparison needs, and the renames the
/// reader saw.
public struct CatalogRevisions: Sendable {
    public var oldLabel: String
    public var newLabel: String
    public var old: [RevisionCatalog]
    public var new: [RevisionCatalog]
    /// Colorset folders the reader saw renamed, old location to new location (see
    /// `RevisionCatalog.location(of:)`).
    public var renames: [String: String]

    public init(oldLabel: String, newLabel: String, old: [RevisionCatalog], new: [RevisionCatalog],
                renames: [String: String] = [:]) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.old = old
        self.new = new
        self.renames = renames
    }

    /// Reads both sides below `folders`. With a change lister and a scope short of `everything`,
    /// only the files the scope needs are read; without one, every catalog is loaded whole.
    public static func load(old: any CatalogTree, new: any CatalogTree, changes lister: (any ChangeLister)?,
                            under folders: [String], scope: DiffScope) throws -> CatalogRevisions {
        let changes = try lister?.changes(under: folders)
        var revisions = CatalogRevisions(oldLabel: old.label, newLabel: new.label, old: [], new: [],
                                         renames: renames(in: changes ?? []))
        guard let changes, scope != .everything else {
            revisions.old = try old.catalogs(under: folders)
            revisions.new = try new.catalogs(under: folders)
            return revisions
        }
        let files = changes.flatMap { [$0.oldPath, $0.newPath] }.compactMap { $0.flatMap(CatalogFile.init) }
        let touched = Set(files.map(\.catalog)).sorted()
        guard !touched.isEmpty else { return revisions }
        if scope == .changedCatalogs {
            revisions.old = try old.catalogs(under: touched)
            revisions.new = try new.catalogs(under: touched)
            return revisions
        }
        let groups = Set(files.filter(\.isGroup).map(\.folder)).sorted()
        revisions.old = try changedColorSets(in: old, changed: changes.compactMap(\.oldPath), groups: groups, catalogs: touched)
        revisions.new = try changedColorSets(in: new, changed: changes.compactMap(\.newPath), groups: groups, catalogs: touched)
        return revisions
    }

    /// The catalogs of `tree` among `catalogs`, each holding only the changed colorsets, those
    /// below the changed `groups`, and the folder files above them.
    private static func changedColorSets(in tree: any CatalogTree, changed: [String], groups: [String],
                                         catalogs: [String]) throws -> [RevisionCatalog] {
        var colorSets = Set(changed.compactMap(CatalogFile.init).filter(\.isColorSet))
        if !groups.isEmpty {
            colorSets.formUnion(try tree.files(under: groups).compactMap(CatalogFile.init).filter(\.isColorSet))
        }
        var wanted = Set(colorSets.map(\.path))
        for file in colorSets { wanted.formUnion(file.ancestorFiles) }
        let present = try tree.existingFolders(catalogs)
        let contents = try tree.contents(of: wanted.sorted())
        return RevisionCatalog.load(contents, alsoPresent: present)
    }

    /// Colorset folders renamed by `changes`: old location to new location.
    private static func renames(in changes: [FileChange]) -> [String: String] {
        var renames: [String: String] = [:]
        for change in changes {
            guard let oldPath = change.oldPath, let newPath = change.newPath, oldPath != newPath,
                  let old = CatalogFile(oldPath), let new = CatalogFile(newPath), old.isColorSet, new.isColorSet
            else { continue }
            renames[old.folder] = new.folder
        }
        return renames
    }
}
