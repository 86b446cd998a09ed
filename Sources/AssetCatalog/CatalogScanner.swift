/// The shape of a catalog on disk before any colorset is read: folders, their `Contents.json`
/// bytes, and the paths of their colorsets.
struct ScannedFolder: Sendable {
    var name: String
    var path: String
    var folders: [ScannedFolder] = []
    var colorSets: [String] = []

    /// True when this folder or one below it holds a colorset.
    var holdsColors: Bool { !colorSets.isEmpty || folders.contains(where: \.holdsColors) }
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
        for entry in entries.sorted(by: { NaturalOrder.precedes($0.name, $1.name) }) where entry.isFolder {
            let child = path + "/" + entry.name
            if entry.name.hasSuffix(".colorset") {
                folder.colorSets.append(child)
            } else if !entry.name.contains(".") {
                folder.folders.append(scan(child, name: entry.name, problems: &problems))
            }
        }
        folder.folders.removeAll { !$0.holdsColors }
        return folder
    }
}

/// Finder-like name order: case-insensitive, digit runs compared as numbers (`chart2` before `chart10`).
enum NaturalOrder {
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var left = Array(lhs.lowercased().unicodeScalars)[...]
        var right = Array(rhs.lowercased().unicodeScalars)[...]
        while let l = left.first, let r = right.first {
            if isDigit(l), isDigit(r) {
                let a = left.prefix(while: isDigit), b = right.prefix(while: isDigit)
                let valueA = a.drop { $0 == "0" }, valueB = b.drop { $0 == "0" }
                if valueA.count != valueB.count { return valueA.count < valueB.count }
                if !valueA.elementsEqual(valueB) { return valueA.lexicographicallyPrecedes(valueB) { $0.value < $1.value } }
                left = left.dropFirst(a.count)
                right = right.dropFirst(b.count)
                continue
            }
            if l != r { return l.value < r.value }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        if left.isEmpty != right.isEmpty { return left.isEmpty }
        return lhs < rhs
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
}
