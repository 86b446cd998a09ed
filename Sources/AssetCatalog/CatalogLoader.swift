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
    /// view-state groups found by `vocabulary`'s words.
    public static func load(paths: [String], vocabulary: StateVocabulary = .builtIn) -> Workspace {
        var catalogPaths: [String] = []
        var problems: [Diagnostic] = []
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            guard FileSystem.isDirectory(trimmed) else {
                let reason = FileSystem.exists(trimmed) ? "is not a folder" : "no such file or directory"
                problems.append(Diagnostic(file: trimmed, .pathNotFound(path: trimmed, reason: reason)))
                continue
            }
            do {
                catalogPaths += try CatalogScanner.catalogs(under: trimmed)
            } catch {
                problems.append(Diagnostic(file: trimmed, .folderUnsearchable(reason: error.reason)))
            }
        }
        var seen = Set<String>()
        let catalogs = catalogPaths.filter { seen.insert($0).inserted }.map { loadCatalog(at: $0, vocabulary: vocabulary) }
        return Workspace(catalogs: catalogs, diagnostics: problems, vocabulary: vocabulary)
    }

    /// One `.xcassets` folder.
    public static func loadCatalog(at path: String, vocabulary: StateVocabulary = .builtIn) -> Catalog {
        let (scanned, problems) = CatalogScanner.scan(path, name: path.split(separator: "/").last.map(String.init) ?? path)
        var builder = CatalogBuilder(problems: problems)
        builder.add(scanned, parent: nil, namespace: "")
        return builder.build(path: path, vocabulary: vocabulary)
    }

    /// Reads and parses a `Contents.json`; a missing optional file is no problem.
    static func readDocument(_ path: String, required: Bool) -> (document: JSONDocument?, stamp: FileStamp?, problem: Diagnostic?) {
        let bytes: [UInt8]
        let stamp: FileStamp
        do {
            (bytes, stamp) = try FileSystem.read(path)
        } catch {
            if error.code == ENOENT && !required { return (nil, nil, nil) }
            let missing = error.code == ENOENT
            let folder = String(path.dropLast("/Contents.json".count))
            return (nil, nil, missing ? Diagnostic(file: folder, .missingContents)
                : Diagnostic(file: path, .fileUnreadable(reason: error.reason)))
        }
        do {
            return (try JSONDocument(bytes: bytes), stamp, nil)
        } catch {
            return (nil, stamp, Diagnostic(file: path, syntaxError: error))
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
