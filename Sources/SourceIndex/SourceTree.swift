import AssetCatalog

/// The source files under some folders: Swift, Objective-C, storyboards and xibs, property lists,
/// xcconfigs and Xcode project files. Vendored and build folders are skipped unless `include`
/// names them; `exclude` patterns skip more.
public struct SourceTree: Sendable {
    public enum FileKind: Sendable, Hashable {
        case swift, objectiveC, interfaceBuilder, plist, buildSettings, swiftGenConfig
    }

    public struct File: Sendable, Hashable {
        public var path: String
        public var kind: FileKind
    }

    /// Folders never entered (unless `include` names them): dependencies and build products.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "SourcePackages", ".git", ".swiftpm"]

    /// `sources.include` / `exclude` from palette.yml, with the folder they are relative to.
    public struct Selection: Sendable {
        public var include: [String]
        public var exclude: [String]
        public var base: String

        public init(include: [String] = [], exclude: [String] = [], base: String = ".") {
            self.include = include
            self.exclude = exclude
            self.base = base
        }
    }

    public var files: [File] = []
    /// Folders that could not be listed.
    public var problems: [SourceProblem] = []

    /// Walks `roots` (or the selection's `include` folders, when it has some). A root that is a
    /// file is taken as it is. A root in an asset catalog (`palette check App/Assets.xcassets`)
    /// holds no sources: it is not walked, as a catalog met on the way is not.
    public static func find(roots: [String], selection: Selection = Selection()) -> SourceTree {
        var tree = SourceTree()
        let starts = selection.include.isEmpty ? roots : selection.include.map { resolve($0, base: selection.base) }
        var seen = Set<String>()
        for root in starts where !isInCatalog(root) {
            let path = FilePath(root)
            switch FolderListing.kind(of: path) {
            case .folder?: tree.walk(path, display: root, selection: selection, seen: &seen)
            case .file?: if let kind = kind(of: root) { tree.add(File(path: root, kind: kind), seen: &seen) }
            default: continue
            }
        }
        return tree
    }

    private mutating func add(_ file: File, seen: inout Set<String>) {
        if seen.insert(file.path).inserted { files.append(file) }
    }

    private mutating func walk(_ folder: FilePath, display: String, selection: Selection, seen: inout Set<String>) {
        let entries: [(name: [UInt8], kind: FolderListing.EntryKind)]
        do {
            entries = try FolderListing.entries(of: folder)
        } catch {
            problems.append(SourceProblem(file: display, line: nil, message: error.reason, isFolder: true))
            return
        }
        for entry in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
            let name = String(decoding: entry.name, as: UTF8.self)
            let path = display == "." ? name : display.hasSuffix("/") ? display + name : display + "/" + name
            if Self.isExcluded(path, name: name, selection: selection) { continue }
            switch entry.kind {
            case .folder:
                guard !Self.skippedFolders.contains(name), !name.hasSuffix(".xcassets") else { continue }
                walk(folder.appending(entry.name), display: path, selection: selection, seen: &seen)
            case .file:
                if let kind = Self.kind(of: name) { add(File(path: path, kind: kind), seen: &seen) }
            case .link, .other:
                continue
            }
        }
    }

    /// Whether `path` is an asset catalog or lies in one.
    static func isInCatalog(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix(".xcassets") }
    }

    static func kind(of path: String) -> FileKind? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") { return .objectiveC }
        if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { return .interfaceBuilder }
        if name.hasSuffix(".plist") { return .plist }
        if name.hasSuffix(".xcconfig") || name == "project.pbxproj" { return .buildSettings }
        if name == "swiftgen.yml" { return .swiftGenConfig }
        return nil
    }

    static func resolve(_ path: String, base: String) -> String {
        path.hasPrefix("/") || base == "." ? path : base + "/" + path
    }

    /// An `exclude` pattern without `/` matches any file or folder name; one with `/` matches the
    /// path from the config's folder (`**` spans folders, `*` and `?` stay within one name).
    static func isExcluded(_ path: String, name: String, selection: Selection) -> Bool {
        guard !selection.exclude.isEmpty else { return false }
        var relative = Substring(path)
        if selection.base != ".", relative.hasPrefix(selection.base + "/") { relative = relative.dropFirst(selection.base.count + 1) }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        for pattern in selection.exclude {
            var pattern = Substring(pattern)
            while pattern.hasSuffix("/") { pattern = pattern.dropLast() }
            if pattern.contains("/") {
                if Glob.matches(Array(pattern.utf8), Array(relative.utf8)) { return true }
            } else if Glob.matches(Array(pattern.utf8), Array(name.utf8)) {
                return true
            }
        }
        return false
    }
}

/// Shell-style patterns: `*` and `?` within one name, `**` across names.
enum Glob {
    static func matches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        matches(pattern[...], text[...])
    }

    private static func matches(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        if first == star {
            if pattern.dropFirst().first == star {
                var rest = pattern.dropFirst(2)
                if rest.first == slash { rest = rest.dropFirst() }
                if matches(rest, text) { return true }
                var index = text.startIndex
                while index < text.endIndex {
                    if text[index] == slash, matches(rest, text[(index + 1)...]) { return true }
                    index += 1
                }
                return false
            }
            var index = text.startIndex
            while true {
                if matches(pattern.dropFirst(), text[index...]) { return true }
                guard index < text.endIndex, text[index] != slash else { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == UInt8(ascii: "?") ? character != slash : first == character {
            return matches(pattern.dropFirst(), text.dropFirst())
        }
        return false
    }
}
