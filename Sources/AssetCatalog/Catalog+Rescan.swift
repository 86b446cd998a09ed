// Colorsets and folders added or removed on disk after a load: a catalog's folders are few, so
// their stamps are cheap to compare (a folder's modification time changes when an entry is
// added, removed or renamed in it); a catalog whose folders changed is scanned again
// (`CatalogLoader.rescan`) and, when its shape changed, rebuilt from the old catalog and the
// fresh load (`Catalog.rebuilt(from:)`), which keeps the colorsets that stayed.

import LosslessJSON

/// How a catalog was read from disk, so it can be read again the same way.
public struct CatalogSource: Equatable, Sendable {
    /// The `.xcassets` folder, by its bytes.
    public var root: FilePath
    /// The tree its links may lead into (the path palette was given, links resolved).
    public var tree: FilePath
    /// Every group folder the load listed (with or without colors), with its stamp.
    public var folders: [FolderStamp]

    public init(root: FilePath, tree: FilePath, folders: [FolderStamp]) {
        self.root = root
        self.tree = tree
        self.folders = folders
    }
}

/// A folder and its stamp when it was listed (`nil`: it could not be), and its own
/// `Contents.json`'s (`nil`: none).
public struct FolderStamp: Equatable, Sendable {
    public var path: FilePath
    public var stamp: FileStamp?
    public var contents: FileStamp?

    public init(path: FilePath, stamp: FileStamp?, contents: FileStamp? = nil) {
        self.path = path
        self.stamp = stamp
        self.contents = contents
    }

    /// Whether the folder's stamp differs now (an entry was added, removed or renamed in it, or
    /// the folder itself went away or came back), or its `Contents.json`'s: one rewritten in
    /// place (as some editors save) leaves the folder's stamp as it was, and may have made the
    /// folder a namespace. Two `stat`s.
    public var changedOnDisk: Bool {
        entriesChangedOnDisk || FileSystem.stamp(path.appending("Contents.json")) != contents
    }

    /// Whether an entry was added, removed or renamed in the folder (or it went away or came
    /// back): what a folder searched for catalogs is asked. One `stat`.
    public var entriesChangedOnDisk: Bool { FileSystem.stamp(path) != stamp }
}

/// What scanning a catalog again found: its folders' stamps now, and the catalog loaded afresh
/// when colorsets or folders were added or removed (`nil` when its shape is the same).
public struct CatalogRescan: Equatable, Sendable {
    public var source: CatalogSource
    public var fresh: Catalog?
    /// The colorset folders kept (`keeping`) though gone from disk.
    public var gone: Set<FilePath>

    public init(source: CatalogSource, fresh: Catalog?, gone: Set<FilePath> = []) {
        self.source = source
        self.fresh = fresh
        self.gone = gone
    }
}

extension CatalogLoader {
    /// Scans `catalog`'s folders again (listing folders and reading their own `Contents.json`, no
    /// colorset's) and loads it afresh, as `loadCatalog` does, only when its colorsets, group
    /// folders or namespaces differ from `catalog`'s;
    /// the fresh catalog takes the colorsets that stayed from `catalog` without reading them.
    /// The colorset folders in `keeping` (colorsets with unsaved edits) stay in the fresh
    /// catalog even when they are gone from disk, with their error. `nil` for a catalog not
    /// read from disk. View states are grouped with `vocabulary`'s words (the workspace's).
    public static func rescan(_ catalog: Catalog, keeping: [FilePath] = [],
                              vocabulary: StateVocabulary = .builtIn) -> CatalogRescan? {
        guard let old = catalog.source else { return nil }
        var (scanned, problems, source) = CatalogScanner.scan(catalog: old.root, tree: old.tree)
        // A catalog removed on disk (`git checkout` of a branch without it) is empty, not broken:
        // no error for its folder, so the browser shows no row for it until it comes back.
        if FileSystem.kind(of: old.root, followingLinks: true) == nil {
            problems.removeAll { $0.file == old.root.description }
        }
        var gone = Set<FilePath>()
        if !keeping.isEmpty {
            var present = Set<FilePath>()
            scanned.collectColorSets(into: &present)
            for folder in keeping where !present.contains(folder) {
                scanned.insert(colorSet: folder)
                gone.insert(folder)
            }
        }
        var groupFiles: [FilePath: DocumentRead] = [:]
        guard scanned.shape(reading: &groupFiles) != catalog.shape else { return CatalogRescan(source: source, fresh: nil) }
        // The colorsets that stay are taken as read (their content is the stamp check's
        // business); only new ones, and kept ones gone from disk (for their error), are read.
        var reusable: [FilePath: ColorSet] = [:]
        reusable.reserveCapacity(catalog.colorSets.count)
        for colorSet in catalog.colorSets where !gone.contains(colorSet.contentsFile.parent) {
            reusable[colorSet.contentsFile.parent] = colorSet
        }
        // The group folders' files as the shape read them, not read again.
        let files = groupFiles
        let documents = DocumentSource { path, required in files[path] ?? readDocument(path, required: required) }
        let fresh = build(scanned, problems: problems, source: source, vocabulary: vocabulary, reusing: reusable, documents: documents)
        return CatalogRescan(source: source, fresh: fresh, gone: gone)
    }
}

/// One step of a depth-first walk over a catalog's tree: what two walks compare to tell whether
/// colorsets or folders were added, removed or moved.
enum ShapeStep: Equatable {
    /// A folder, and whether it provides a namespace (the root never does).
    case folder(String, namespace: Bool)
    case colorSet([UInt8])
    case end
}

extension ScannedFolder {
    /// The depth-first walk of the tree (`ShapeStep`); each group folder's `Contents.json` is read
    /// for its namespace (folders are few), and put in `files` by path.
    func shape(reading files: inout [FilePath: DocumentRead]) -> [ShapeStep] {
        var steps: [ShapeStep] = []
        appendShape(to: &steps, isRoot: true, files: &files)
        return steps
    }

    private func appendShape(to steps: inout [ShapeStep], isRoot: Bool, files: inout [FilePath: DocumentRead]) {
        var document: JSONDocument?
        if !isRoot {
            let file = path.appending("Contents.json")
            let read = CatalogLoader.readDocument(file, required: false)
            files[file] = read
            document = read.document
        }
        steps.append(.folder(path.description, namespace: CatalogBuilder.providesNamespace(document)))
        for child in children {
            switch child {
            case .colorSet(_, let path): steps.append(.colorSet(path.bytes))
            case .folder(let folder): folder.appendShape(to: &steps, isRoot: false, files: &files)
            }
        }
        steps.append(.end)
    }

    func collectColorSets(into paths: inout Set<FilePath>) {
        for child in children {
            switch child {
            case .colorSet(_, let path): paths.insert(path)
            case .folder(let folder): folder.collectColorSets(into: &paths)
            }
        }
    }

    /// Puts the colorset folder `colorSet` (below this folder) in the tree at its sorted place,
    /// with any group folder on the way that is missing.
    mutating func insert(colorSet: FilePath) {
        let prefix = path.bytes + [UInt8(ascii: "/")]
        guard colorSet.bytes.starts(with: prefix) else { return }
        let names = colorSet.bytes.dropFirst(prefix.count).split(separator: UInt8(ascii: "/")).map(Array.init)
        insert(names[...], colorSet: colorSet)
    }

    private mutating func insert(_ names: ArraySlice<[UInt8]>, colorSet: FilePath) {
        guard let name = names.first else { return }
        let childPath = path.appending(name)
        if names.count == 1 {
            let stem = name.ends(with: ".colorset") ? Array(name.dropLast(".colorset".utf8.count)) : name
            children.append(.colorSet(name: FilePath.displayText(stem), path: childPath))
        } else if let index = children.firstIndex(where: { if case .folder(let folder) = $0 { folder.path == childPath } else { false } }),
                  case .folder(var folder) = children[index] {
            folder.insert(names.dropFirst(), colorSet: colorSet)
            children[index] = .folder(folder)
            return
        } else {
            var folder = ScannedFolder(name: FilePath.displayText(name), path: childPath)
            folder.insert(names.dropFirst(), colorSet: colorSet)
            children.append(.folder(folder))
        }
        children = NaturalOrder.sorted(children) { child in
            switch child {
            case .colorSet(let name, _): name
            case .folder(let folder): folder.name
            }
        }
    }
}

extension Catalog {
    /// The depth-first walk of the tree (`ShapeStep`), as `ScannedFolder.shape` walks a scan.
    var shape: [ShapeStep] {
        var steps: [ShapeStep] = []
        guard !folders.isEmpty else { return steps }
        func walk(_ index: Int) {
            steps.append(.folder(folders[index].path, namespace: folders[index].providesNamespace))
            for entry in folders[index].children {
                switch entry {
                case .colorSet(let colorSet): steps.append(.colorSet(colorSets[colorSet].contentsFile.parent.bytes))
                case .folder(let folder): walk(folder)
                }
            }
            steps.append(.end)
        }
        walk(0)
        return steps
    }

    /// This catalog after `fresh` (the same catalog loaded again): `fresh`'s tree, names, view
    /// state groups and diagnostics, with this catalog's colorset values for the colorsets that
    /// stayed (same folder), so their stamps, documents and edits stay as they were (changed
    /// content is the stamp check's business), under their new qualified names, except those
    /// kept though `gone` from disk. Pure: no file is touched.
    public func rebuilt(from fresh: Catalog, gone: Set<FilePath> = []) -> CatalogRebuild {
        var old: [FilePath: Int] = [:]
        old.reserveCapacity(colorSets.count)
        for index in colorSets.indices { old[colorSets[index].contentsFile] = index }
        var catalog = fresh
        var colorSetMap = [Int?](repeating: nil, count: colorSets.count)
        for index in catalog.colorSets.indices {
            guard let previous = old[catalog.colorSets[index].contentsFile] else { continue }
            var kept = colorSets[previous]
            // A colorset kept for its edits though gone from disk keeps its name: the namespaces
            // of folders that went with it are unknown now. (One on disk takes its new name, even
            // when its file could not be read.)
            if !gone.contains(kept.contentsFile.parent) { kept.qualifiedName = catalog.colorSets[index].qualifiedName }
            catalog.colorSets[index] = kept
            colorSetMap[previous] = index
        }
        var folderIndex: [String: Int] = [:]
        for (index, folder) in fresh.folders.enumerated() { folderIndex[folder.path] = index }
        catalog.keepFoldersGone(with: gone, from: self)
        // A state group goes where its members went (its name changes with its folder's namespace).
        var groupOf: [Int: Int] = [:]
        for (index, group) in fresh.stateGroups.enumerated() {
            for member in group.members { groupOf[member.colorSet] = index }
        }
        let groups = stateGroups.map { group in
            group.members.lazy.compactMap { colorSetMap[$0.colorSet].flatMap { groupOf[$0] } }.first
        }
        let kept = colorSetMap.count { $0 != nil }
        return CatalogRebuild(catalog: catalog, colorSets: colorSetMap,
                              folders: folders.map { folderIndex[$0.path] },
                              stateGroups: groups,
                              added: fresh.colorSets.count - kept, removed: colorSets.count - kept)
    }
}

extension Catalog {
    /// The folders (the root too) that hold nothing but colorsets kept though `gone` from disk,
    /// and so went with them, take `old`'s `Contents.json` and namespace: a save makes them again
    /// as they were (`ColorSet.save(restoring:)`), the colorsets' names unchanged.
    fileprivate mutating func keepFoldersGone(with gone: Set<FilePath>, from old: Catalog) {
        guard !gone.isEmpty, !folders.isEmpty else { return }
        var oldIndex: [String: Int] = [:]
        for (index, folder) in old.folders.enumerated() { oldIndex[folder.path] = index }
        func holdsOnlyGone(_ index: Int) -> Bool {
            var onlyGone = !folders[index].children.isEmpty
            for child in folders[index].children {
                switch child {
                case .colorSet(let colorSet): onlyGone = gone.contains(colorSets[colorSet].contentsFile.parent) && onlyGone
                case .folder(let folder): onlyGone = holdsOnlyGone(folder) && onlyGone
                }
            }
            if onlyGone, let previous = oldIndex[folders[index].path] {
                folders[index].document = old.folders[previous].document
                folders[index].providesNamespace = old.folders[previous].providesNamespace
                folders[index].namespace = old.folders[previous].namespace
            }
            return onlyGone
        }
        _ = holdsOnlyGone(0)
    }

    /// The folders a colorset lies in, the catalog's root first, its own folder last.
    public func folders(above colorSet: Int) -> [CatalogFolder] {
        guard let parent = folders.indices.first(where: { folders[$0].children.contains(.colorSet(colorSet)) }) else { return [] }
        var chain = [folders[parent]]
        while let next = chain[chain.count - 1].parent { chain.append(folders[next]) }
        return chain.reversed()
    }
}

/// A catalog rebuilt after a rescan, and where each old colorset, folder and state group went
/// (by old index; `nil`: gone).
public struct CatalogRebuild: Equatable, Sendable {
    public var catalog: Catalog
    public var colorSets: [Int?]
    public var folders: [Int?]
    public var stateGroups: [Int?]
    /// How many colorsets appeared and went away.
    public var added: Int
    public var removed: Int
}
