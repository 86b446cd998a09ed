import LosslessJSON

/// One `.xcassets` folder: its groups and namespaces as a tree of folders, and its colorsets.
///
/// Folders and colorsets live in flat arrays and refer to each other by index, so the tree is cheap
/// to walk and a colorset can be replaced in place after an edit.
public struct Catalog: Equatable, Sendable {
    /// The `.xcassets` folder.
    public var path: String
    /// `folders[0]` is the catalog root.
    public var folders: [CatalogFolder]
    public var colorSets: [ColorSet]
    public var stateGroups: [StateGroup]
    /// Problems with folders (their `Contents.json`) and across colorsets (duplicate names).
    public var diagnostics: [Diagnostic]
    /// Where it was read from on disk and its folders' stamps when it was read, to notice
    /// colorsets and folders added or removed later (`CatalogLoader.rescan`); `nil` for a catalog
    /// not read from disk. The browser keeps the stamps up to date in `DiskWatch.folders`.
    public var source: CatalogSource?
    /// Each colorset's place when the colorsets are ordered by their `Contents.json` paths (as
    /// `String` orders them): `pathRanks[i]` for `colorSets[i]`. Set by the loader, from the tree
    /// (`PathOrder`); `nil` when a name is not ASCII, or for a catalog not loaded. It holds while
    /// `colorSets` keeps the loader's order (an edit replaces a colorset in place). Not part of
    /// what the catalog is: two catalogs alike are equal with or without it.
    public var pathRanks: [Int]?

    public init(path: String, folders: [CatalogFolder], colorSets: [ColorSet],
                stateGroups: [StateGroup], diagnostics: [Diagnostic]) {
        self.path = path
        self.folders = folders
        self.colorSets = colorSets
        self.stateGroups = stateGroups
        self.diagnostics = diagnostics
    }

    public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.path == rhs.path && lhs.folders == rhs.folders && lhs.colorSets == rhs.colorSets
            && lhs.stateGroups == rhs.stateGroups && lhs.diagnostics == rhs.diagnostics && lhs.source == rhs.source
    }

    /// The folder name without `.xcassets`.
    public var name: String { Workspace.catalogName(path) }

    /// Every diagnostic of the catalog and its colorsets, in file order.
    public var allDiagnostics: [Diagnostic] {
        // By index, from the few colorsets that have any: a colorset handed to `flatMap` was
        // copied, all its parts retained, ten thousand times for a large catalog with none.
        var all = diagnostics
        for index in colorSets.indices where !colorSets[index].diagnostics.isEmpty {
            all += colorSets[index].diagnostics
        }
        return all.sorted()
    }

    /// The index of the colorset with this qualified name (the last one if duplicated).
    public func colorSetIndex(named qualifiedName: String) -> Int? {
        colorSets.lastIndex { $0.qualifiedName == qualifiedName }
    }

    /// The state group a colorset belongs to, if any.
    public func stateGroup(containing colorSet: Int) -> StateGroup? {
        stateGroups.first { group in group.members.contains { $0.colorSet == colorSet } }
    }
}

/// The catalog root or a group folder.
public struct CatalogFolder: Equatable, Sendable {
    /// The folder name; the catalog's name for the root.
    public var name: String
    public var path: String
    /// True when `Contents.json` has `"provides-namespace" : true`.
    public var providesNamespace: Bool
    /// The prefix of names below this folder, e.g. `Colors/Label/`.
    public var namespace: String
    /// The folder's `Contents.json`, `nil` when there is none (allowed) or it is broken.
    public var document: JSONDocument?
    /// The parent folder's index; `nil` for the root.
    public var parent: Int?
    /// Subfolders and colorsets, sorted by name as Xcode lists them.
    public var children: [CatalogEntry]

    public init(name: String, path: String, providesNamespace: Bool, namespace: String,
                document: JSONDocument?, parent: Int?, children: [CatalogEntry] = []) {
        self.name = name
        self.path = path
        self.providesNamespace = providesNamespace
        self.namespace = namespace
        self.document = document
        self.parent = parent
        self.children = children
    }
}

/// A child of a folder: another folder or a colorset, by index into the catalog's arrays.
public enum CatalogEntry: Hashable, Sendable {
    case folder(Int)
    case colorSet(Int)
}
