#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LosslessJSON

/// Reads catalogs from disk. Never throws and never stops early: each broken file becomes a
/// diagnostic and the rest of the catalog still loads.
public enum CatalogLoader {
    /// Every catalog at or below `paths` (an `.xcassets` folder, or any folder to search), with
    /// view-state groups found by `vocabulary`'s words. `onLongSearch` is told the folder (links
    /// resolved) when searching one takes many folders, so a caller can say what is going on; a
    /// catalog reached through two paths loads once.
    public static func load(paths: [String], vocabulary: StateVocabulary = .builtIn,
                            onLongSearch: (String) -> Void = { _ in }) -> Workspace {
        let (found, problems, searched) = search(paths, onLongSearch: onLongSearch)
        var seen = Set<FileIdentity>()
        let catalogs = loadUnseen(found, seen: &seen, whenUnknown: true, vocabulary: vocabulary)
        var workspace = Workspace(catalogs: catalogs, diagnostics: problems, vocabulary: vocabulary)
        workspace.searchPaths = paths
        workspace.searchedFolders = searched
        return workspace
    }

    /// Whether a search for catalogs enters a folder named `name` (not `.git`, `Pods`,
    /// `DerivedData`, a build folder...).
    public static func searches(folderNamed name: String) -> Bool {
        !CatalogScanner.isSkipped(Array(name.utf8))
    }

    /// The catalogs below the paths `workspace` was loaded from that it does not hold yet (a
    /// catalog created since, or one that could not be read then), loaded: what the browser adds
    /// on Ctrl-L, or when a searched folder changed. `searched`: the folders searched now.
    public static func newCatalogs(in workspace: Workspace) -> (catalogs: [Catalog], searched: [FolderStamp]) {
        var seen = loadedIdentities(workspace)
        let search = search(workspace.searchPaths, onLongSearch: { _ in })
        return (loadUnseen(search.found, seen: &seen, whenUnknown: false, vocabulary: workspace.vocabulary), search.searched)
    }

    /// The catalogs new below the folders of `searched` (`Workspace.searchedFolders`, as
    /// watched since) in `changed`, whose entries changed, loaded; and `searched` brought up to
    /// date. Only the changed folders are listed again (a catalog made below a folder that did
    /// not change would have changed a folder on its way): a new entry that is a catalog is
    /// loaded, a new folder is searched whole, a changed folder that is gone is dropped.
    public static func newCatalogs(in workspace: Workspace, below changed: [FolderStamp], searched: [FolderStamp])
        -> (catalogs: [Catalog], searched: [FolderStamp]) {
        var known = Set(searched.map(\.path))
        var relisted: [FilePath: FolderStamp?] = [:]
        var found: [(path: FilePath, tree: FilePath)] = [], added: [FolderStamp] = []
        for folder in changed {
            guard let tree = tree(containing: folder.path, searchPaths: workspace.searchPaths),
                  let listing = try? FileSystem.entries(of: folder.path) else {
                relisted[folder.path] = .some(nil)
                continue
            }
            relisted[folder.path] = FolderStamp(path: folder.path, stamp: listing.stamp)
            for entry in listing.entries where !CatalogScanner.isSkipped(entry.name) {
                let child = folder.path.appending(entry.name)
                guard !known.contains(child), let reach = CatalogScanner.reach(entry, at: child) else { continue }
                if reach == .link, !CatalogScanner.leadsInside(child, tree: tree) { continue }
                var below: [FolderStamp] = []
                guard let catalogs = try? CatalogScanner.catalogs(under: child, tree: tree, searched: &below, onLongSearch: { _ in })
                else { continue }
                found += catalogs.map { ($0, tree) }
                added += below
                known.formUnion(below.map(\.path))
            }
        }
        var seen = loadedIdentities(workspace)
        // Each searched folder as listed again (gone: `nil`, left out), or as it was.
        let updated = searched.compactMap { relisted[$0.path] ?? $0 } + added
        return (loadUnseen(found, seen: &seen, whenUnknown: false, vocabulary: workspace.vocabulary), updated)
    }

    /// The identities of the catalogs `workspace` holds, so that a search loads only others.
    private static func loadedIdentities(_ workspace: Workspace) -> Set<FileIdentity> {
        Set(workspace.catalogs.compactMap { catalog in FileSystem.stamp(catalog.source?.root ?? FilePath(catalog.path))?.identity })
    }

    /// A path given to search, without a trailing `/`.
    private static func searchPath(_ text: String) -> FilePath {
        FilePath(text.count > 1 && text.hasSuffix("/") ? String(text.dropLast()) : text)
    }

    /// The search path `folder` was found below, resolved: the tree its search stays in.
    private static func tree(containing folder: FilePath, searchPaths: [String]) -> FilePath? {
        for text in searchPaths {
            let path = searchPath(text)
            if path.contains(folder), case .success(let tree) = FileSystem.resolved(path) { return tree }
        }
        return nil
    }

    /// The catalogs of `found` not in `seen` (by file identity: one reached through two paths
    /// loads once), loaded; `seen` takes theirs. One whose identity cannot be read is loaded
    /// only `whenUnknown`.
    private static func loadUnseen(_ found: [(path: FilePath, tree: FilePath)], seen: inout Set<FileIdentity>,
                                   whenUnknown: Bool, vocabulary: StateVocabulary) -> [Catalog] {
        found.filter { catalog in
            FileSystem.stamp(catalog.path).map { seen.insert($0.identity).inserted } ?? whenUnknown
        }.map { loadCatalog(at: $0.path, tree: $0.tree, vocabulary: vocabulary) }
    }

    /// Every catalog at or below `paths`, with the tree each was found in, and the paths that
    /// could not be searched.
    private static func search(_ paths: [String], onLongSearch: (String) -> Void)
        -> (found: [(path: FilePath, tree: FilePath)], problems: [Diagnostic], searched: [FolderStamp]) {
        var found: [(path: FilePath, tree: FilePath)] = []
        var problems: [Diagnostic] = []
        var searched: [FolderStamp] = []
        for text in paths {
            let path = searchPath(text)
            let kind = FileSystem.kind(of: path, followingLinks: true)
            guard kind == .folder else {
                let reason = kind == nil ? "no such file or directory" : "is not a folder"
                problems.append(Diagnostic(file: path.description, .pathNotFound(path: path.description, reason: reason)))
                continue
            }
            do {
                let tree = try FileSystem.resolved(path).get()
                found += try CatalogScanner.catalogs(under: path, tree: tree, searched: &searched) { onLongSearch($0.description) }
                    .map { ($0, tree) }
            } catch {
                problems.append(Diagnostic(file: path.description, .folderUnsearchable(reason: error.reason)))
            }
        }
        return (found, problems, searched)
    }

    /// One `.xcassets` folder.
    public static func loadCatalog(at path: String, vocabulary: StateVocabulary = .builtIn) -> Catalog {
        loadCatalog(at: FilePath(path), vocabulary: vocabulary)
    }

    /// One `.xcassets` folder, by its bytes; links are followed only inside it.
    public static func loadCatalog(at path: FilePath, vocabulary: StateVocabulary = .builtIn) -> Catalog {
        let tree: FilePath = if case .success(let resolved) = FileSystem.resolved(path) { resolved } else { path }
        return loadCatalog(at: path, tree: tree, vocabulary: vocabulary)
    }

    /// One `.xcassets` folder found in `tree` (links resolved), which its links may lead into.
    static func loadCatalog(at path: FilePath, tree: FilePath, vocabulary: StateVocabulary) -> Catalog {
        let (scanned, problems, source) = CatalogScanner.scan(catalog: path, tree: tree)
        return build(scanned, problems: problems, source: source, vocabulary: vocabulary)
    }

    /// The catalog of a scanned folder tree: what a load and a rescan (`rescan(_:keeping:)`) share.
    static func build(_ scanned: ScannedFolder, problems: [Diagnostic], source: CatalogSource,
                      vocabulary: StateVocabulary, reusing reusable: [FilePath: ColorSet] = [:],
                      documents: DocumentSource = .disk) -> Catalog {
        var builder = CatalogBuilder(problems: problems, source: documents)
        builder.reusable = reusable
        builder.add(scanned, parent: nil, namespace: "")
        var catalog = builder.build(path: source.root.description, vocabulary: vocabulary)
        catalog.source = source
        return catalog
    }

    /// Reads and parses a `Contents.json`; a missing optional file is no problem.
    static func readDocument(_ path: FilePath, required: Bool) -> DocumentRead {
        let bytes: [UInt8]
        let stamp: FileStamp
        do {
            (bytes, stamp) = try FileSystem.read(path)
        } catch {
            switch error.problem {
            case .system(ENOENT): return (nil, nil, required ? Diagnostic(file: path.parent.description, .missingContents) : nil)
            case .system: return (nil, nil, Diagnostic(file: path.description, .fileUnreadable(reason: error.reason)))
            case .notRegularFile(let kind): return (nil, nil, Diagnostic(file: path.description, .notRegularFile(kind)))
            case .tooLarge(let size):
                return (nil, nil, Diagnostic(file: path.description, .fileTooLarge(size: size, limit: FileSystem.sizeLimit)))
            }
        }
        do {
            return (try JSONDocument(bytes: bytes), stamp, nil)
        } catch {
            return (nil, stamp, Diagnostic(file: path.description, syntaxError: error))
        }
    }
}

extension Diagnostic {
    /// The diagnostic for a JSON syntax error in `file`.
    public init(file: String, syntaxError error: JSONSyntaxError) {
        self.init(file: file, at: error.location, .syntax(error))
    }
}

/// Everything palette opened: catalogs, and the paths that could not be opened.
public struct Workspace: Sendable {
    public var catalogs: [Catalog]
    /// Problems with the given paths themselves (missing, unreadable).
    public var diagnostics: [Diagnostic]
    /// The state words the catalogs were grouped with: load a catalog again with the same.
    public var vocabulary: StateVocabulary
    /// The paths the catalogs were searched for (`CatalogLoader.load(paths:)`), to search again.
    public var searchPaths: [String] = []
    /// The folders searched for catalogs below `searchPaths`, with their stamps as listed (none
    /// for a path that is a catalog): a catalog made later below one changes its stamp.
    public var searchedFolders: [FolderStamp] = []

    public init(catalogs: [Catalog], diagnostics: [Diagnostic], vocabulary: StateVocabulary = .builtIn) {
        self.catalogs = catalogs
        self.diagnostics = diagnostics
        self.vocabulary = vocabulary
    }

    /// Every diagnostic, catalogs' included.
    public var allDiagnostics: [Diagnostic] {
        diagnostics + catalogs.flatMap(\.allDiagnostics)
    }
}
