/// The shape of a catalog on disk before any colorset is read: folders, their `Contents.json`
/// bytes, and the paths of their colorsets.
struct ScannedFolder: Sendable {
    enum Child: Sendable {
        case folder(ScannedFolder)
        /// The colorset's name (without `.colorset`) and folder path.
        case colorSet(name: String, path: String)
    }

    var name: String
    var path: String
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
enum CatalogScanner {
    /// Folders never searched for catalogs.
    static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "node_modules", ".swiftpm"]

    /// Every `.xcassets` folder at or below `path`, sorted; catalogs are not searched inside.
    static func catalogs(under path: String) throws(FileError) -> [String] {
        if path.hasSuffix(".xcassets") { return [path] }
        var found: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            let entries: [(name: String, isFolder: Bool)]
            do { entries = try FileSystem.entries(of: folder) } catch where folder != path { continue }
            for entry in entries where entry.isFolder && !isSkipped(entry.name) {
                let child = folder == "." ? entry.name : folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                if entry.name.hasSuffix(".xcassets") { found.append(child) } else { pending.append(child) }
            }
        }
        return found.sorted()
    }

    private static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// The folder tree of one catalog (or group) folder. Unreadable subfolders are left out and
    /// reported through `problems`.
    static func scan(_ path: String, name: String, problems: inout [Diagnostic]) -> ScannedFolder {
        var folder = ScannedFolder(name: name, path: path)
        let entries: [(name: String, isFolder: Bool)]
        do {
            entries = try FileSystem.entries(of: path)
        } catch {
            problems.append(Diagnostic(file: path, line: nil, column: nil, severity: .error,
                                       code: "file.unreadable", message: "cannot read folder: \(error.reason)"))
            return folder
        }
        for entry in NaturalOrder.sorted(entries, by: \.name) where entry.isFolder {
            let child = path + "/" + entry.name
            if entry.name.hasSuffix(".colorset") {
                folder.children.append(.colorSet(name: String(entry.name.dropLast(".colorset".count)), path: child))
            } else if !entry.name.utf8.contains(UInt8(ascii: ".")) {
                let subfolder = scan(child, name: entry.name, problems: &problems)
                if subfolder.holdsColors { folder.children.append(.folder(subfolder)) }
            }
        }
        return folder
    }
}

/// Finder-like name order: case-insensitive, digit runs compared as numbers (`chart2` before `chart10`).
enum NaturalOrder {
    /// `items` sorted by `name`, each name's comparison key computed once.
    static func sorted<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        let names = items.map(name)
        let keys = names.map(key)
        return items.indices.sorted { lhs, rhs in
            let order = compare(keys[lhs], keys[rhs])
            return order != 0 ? order < 0 : names[lhs] < names[rhs]
        }.map { items[$0] }
    }

    /// The lowercased UTF-8 bytes: byte order is scalar order, and ASCII names need no allocation
    /// beyond the key itself.
    private static func key(_ name: String) -> [UInt8] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return name.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
        }
        return Array(name.lowercased().utf8)
    }

    /// -1, 0 or 1, comparing digit runs by value.
    private static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        lhs.withUnsafeBufferPointer { a in rhs.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                while i < a.count, a[i] == 48, i + 1 < a.count, isDigit(a[i + 1]) { i += 1 }
                while j < b.count, b[j] == 48, j + 1 < b.count, isDigit(b[j + 1]) { j += 1 }
                var endI = i, endJ = j
                while endI < a.count, isDigit(a[endI]) { endI += 1 }
                while endJ < b.count, isDigit(b[endJ]) { endJ += 1 }
                if endI - i != endJ - j { return endI - i < endJ - j ? -1 : 1 }
                while i < endI {
                    if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
                    i += 1
                    j += 1
                }
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        let restI = a.count - i, restJ = b.count - j
        return restI == restJ ? 0 : restI < restJ ? -1 : 1
    }

    private static func isDigit(_ value: UInt8) -> Bool { value >= 48 && value <= 57 }
}
