import LosslessJSON

/// A catalog's files held in memory instead of on disk, e.g. as they were at a git revision.
///
/// Only folders that hold a file exist in a snapshot (as in git), and only `Contents.json` files
/// are read. `CatalogLoader.loadCatalog(_:)` builds the same `Catalog` from it that loading the
/// same files from disk would: names, namespaces, view-state groups and diagnostics.
public struct CatalogSnapshot: Sendable {
    /// The catalog's path: the catalog's `path`, and the prefix of its colorsets' and diagnostics' paths.
    public var path: String
    /// Bytes by path relative to the catalog folder: `Contents.json`, `Brand/Contents.json`,
    /// `Brand/accent.colorset/Contents.json`.
    public var files: [String: [UInt8]]

    public init(path: String, files: [String: [UInt8]]) {
        self.path = path
        self.files = files
    }

    /// The `.xcassets` folder that `file` (a path relative to any root, `/`-separated) lies in, as
    /// `CatalogLoader.load(paths:)` would find it from that root: the path up to the first
    /// component ending in `.xcassets`, unless a folder the loader never searches comes first.
    public static func catalogFolder(containing file: String) -> String? {
        var folders: [String] = []
        for name in components(of: file).dropLast() {
            folders.append(name)
            if name.hasSuffix(".xcassets") { return folders.joined(separator: "/") }
            if CatalogScanner.isSkipped(Array(name.utf8)) { return nil }
        }
        return nil
    }

    /// The `/`-separated names of `path`, split by scalar so a combining mark after `/` cannot hide one.
    private static func components(of path: String) -> [String] {
        path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map { String($0) }
    }

    /// The folder tree the scanner would find on disk, following the same rules: colorsets are
    /// folders ending in `.colorset`, groups are folders without a `.`, siblings in natural order.
    func scanned() -> ScannedFolder {
        var subfolders: [String: Set<String>] = [:]
        for file in files.keys {
            var parent = ""
            for name in Self.components(of: file).dropLast() {
                subfolders[parent, default: []].insert(name)
                if name.hasSuffix(".colorset") || name.utf8.contains(UInt8(ascii: ".")) { break }
                parent = parent.isEmpty ? name : parent + "/" + name
            }
        }
        func scan(_ relative: String, name: String) -> ScannedFolder {
            var folder = ScannedFolder(name: name, path: FilePath(absolute(relative)))
            for child in NaturalOrder.sorted(Array(subfolders[relative] ?? []), by: NaturalOrder.treeName) {
                let path = relative.isEmpty ? child : relative + "/" + child
                if child.hasSuffix(".colorset") {
                    folder.children.append(.colorSet(name: String(child.dropLast(".colorset".count)), path: FilePath(absolute(path))))
                } else if !child.utf8.contains(UInt8(ascii: ".")) {
                    let subfolder = scan(path, name: child)
                    if subfolder.holdsColors { folder.children.append(.folder(subfolder)) }
                }
            }
            return folder
        }
        return scan("", name: path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// `path/relative`, or `path` for the root.
    private func absolute(_ relative: String) -> String {
        relative.isEmpty ? path : path + "/" + relative
    }

    /// Reads and parses one file of the snapshot, given by its full path (`path/relative`), with
    /// the disk loader's diagnostics: a missing optional file is no problem.
    func readDocument(_ file: FilePath, required: Bool) -> (document: JSONDocument?, stamp: FileStamp?, problem: Diagnostic?) {
        let fullPath = file.description
        let prefix = path + "/"
        let relative = fullPath.hasPrefix(prefix) ? String(fullPath.dropFirst(prefix.count)) : fullPath
        guard let bytes = files[relative] else {
            guard required else { return (nil, nil, nil) }
            return (nil, nil, Diagnostic(file: String(fullPath.dropLast("/Contents.json".count)), .missingContents))
        }
        do {
            return (try JSONDocument(bytes: bytes), nil, nil)
        } catch {
            return (nil, nil, Diagnostic(file: fullPath, syntaxError: error))
        }
    }
}

/// A `Contents.json` read: its document, its stamp (on disk), or the problem reading it.
typealias DocumentRead = (document: JSONDocument?, stamp: FileStamp?, problem: Diagnostic?)

/// Where `CatalogBuilder` reads each `Contents.json` from: the disk, or a snapshot in memory.
struct DocumentSource: Sendable {
    /// The document at a full path, its stamp (on disk), or the problem reading it.
    var read: @Sendable (_ path: FilePath, _ required: Bool) -> DocumentRead

    static let disk = DocumentSource { CatalogLoader.readDocument($0, required: $1) }

    static func snapshot(_ snapshot: CatalogSnapshot) -> DocumentSource {
        DocumentSource { snapshot.readDocument($0, required: $1) }
    }
}

extension CatalogLoader {
    /// A catalog built from files in memory, exactly as `loadCatalog(at:)` builds one from disk;
    /// its colorsets have no file stamp.
    public static func loadCatalog(_ snapshot: CatalogSnapshot, vocabulary: StateVocabulary = .builtIn) -> Catalog {
        var builder = CatalogBuilder(problems: [], source: .snapshot(snapshot))
        builder.add(snapshot.scanned(), parent: nil, namespace: "")
        return builder.build(path: snapshot.path, vocabulary: vocabulary)
    }
}
