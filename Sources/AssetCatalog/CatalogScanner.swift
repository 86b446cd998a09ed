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
            } else if !entry.name.contains(".") {
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
        let keyed = items.map { (key: key(name($0)), name: name($0), item: $0) }
        return keyed.sorted { lhs, rhs in
            let order = compare(lhs.key, rhs.key)
            return order != 0 ? order < 0 : lhs.name < rhs.name
        }.map(\.item)
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
        var i = 0, j = 0
        while i < lhs.count, j < rhs.count {
            if isDigit(lhs[i]), isDigit(rhs[j]) {
                let endI = lhs[i...].firstIndex { !isDigit($0) } ?? lhs.count
                let endJ = rhs[j...].firstIndex { !isDigit($0) } ?? rhs.count
                let a = lhs[i..<endI].drop { $0 == 48 }, b = rhs[j..<endJ].drop { $0 == 48 }
                if a.count != b.count { return a.count < b.count ? -1 : 1 }
                if let (x, y) = zip(a, b).first(where: { $0 != $1 }) { return x < y ? -1 : 1 }
                i = endI
                j = endJ
                continue
            }
            if lhs[i] != rhs[j] { return lhs[i] < rhs[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        let restI = lhs.count - i, restJ = rhs.count - j
        return restI == restJ ? 0 : restI < restJ ? -1 : 1
    }

    private static func isDigit(_ value: UInt8) -> Bool { value >= 48 && value <= 57 }
}
