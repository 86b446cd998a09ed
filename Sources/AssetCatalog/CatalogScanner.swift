#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shape of a catalog on disk before any file is read: its group folders and colorset folders,
/// in the order Xcode lists them.
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

    static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// The folder tree of one catalog (or group) folder, subfolders scanned in parallel.
    /// Unreadable folders are left out and reported in `problems`, in folder order.
    static func scan(_ path: String, name: String) -> (folder: ScannedFolder, problems: [Diagnostic]) {
        var folder = ScannedFolder(name: name, path: path)
        let entries: [(name: String, isFolder: Bool)]
        do {
            entries = try FileSystem.entries(of: path)
        } catch {
            return (folder, [Diagnostic(file: path, .folderUnreadable(reason: error.reason))])
        }
        var children: [ScannedFolder.Child?] = []
        var subfolders: [(slot: Int, path: String, name: String)] = []
        for entry in NaturalOrder.sorted(entries, by: \.name) where entry.isFolder {
            let child = path + "/" + entry.name
            if entry.name.hasSuffix(".colorset") {
                children.append(.colorSet(name: String(decoding: entry.name.utf8.dropLast(".colorset".utf8.count), as: UTF8.self), path: child))
            } else if !entry.name.utf8.contains(UInt8(ascii: ".")) {
                subfolders.append((children.count, child, entry.name))
                children.append(nil)
            }
        }
        var problems: [Diagnostic] = []
        let scanned = subfolders.parallelMap(minimumCount: 2) { scan($0.path, name: $0.name) }
        for (subfolder, result) in zip(subfolders, scanned) {
            problems += result.problems
            if result.folder.holdsColors { children[subfolder.slot] = .folder(result.folder) }
        }
        folder.children = children.compactMap { $0 }
        return (folder, problems)
    }
}

/// Finder-like name order: case-insensitive, digit runs compared as numbers (`chart2` before `chart10`).
enum NaturalOrder {
    /// `items` sorted by `name`. Each name becomes a byte key once, all keys in one buffer, so the
    /// sort itself is one `memcmp` per comparison; equal keys fall back to the names as written.
    static func sorted<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        var keys: [UInt8] = []
        var bounds: [Range<Int>] = []
        bounds.reserveCapacity(items.count)
        for item in items {
            let start = keys.count
            appendKey(name(item), to: &keys)
            bounds.append(start..<keys.count)
        }
        let order = keys.withUnsafeBufferPointer { keys in
            items.indices.sorted { lhs, rhs in
                let order = compare(keys, bounds[lhs], bounds[rhs])
                return order != 0 ? order < 0 : name(items[lhs]) < name(items[rhs])
            }
        }
        return order.map { items[$0] }
    }

    /// Appends the key of `name`: the lowercased UTF-8 bytes with each digit run rewritten as `0`,
    /// its length without leading zeros, and those digits. Byte order of keys is then natural
    /// order, and a digit run still sorts where a digit would against other characters.
    static func appendKey(_ name: String, to key: inout [UInt8]) {
        var text = name
        // Only non-ASCII names need Unicode lowercasing; ASCII letters are folded byte by byte below.
        if !text.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) { text = text.lowercased() }
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard isDigit(bytes[index]) else {
                    let byte = bytes[index]
                    key.append(byte >= 65 && byte <= 90 ? byte | 0x20 : byte)
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                var start = index
                while start < end - 1, bytes[start] == 48 { start += 1 }
                key.append(48)
                key.append(UInt8(min(end - start, 255)))
                key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                index = end
            }
        }
    }

    /// Negative, zero or positive as the key at `lhs` sorts before, with or after the one at `rhs`.
    private static func compare(_ keys: UnsafeBufferPointer<UInt8>, _ lhs: Range<Int>, _ rhs: Range<Int>) -> Int {
        let shared = min(lhs.count, rhs.count)
        if shared > 0 {
            let order = memcmp(keys.baseAddress! + lhs.lowerBound, keys.baseAddress! + rhs.lowerBound, shared)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }

    private static func isDigit(_ value: UInt8) -> Bool { value >= 48 && value <= 57 }
}
