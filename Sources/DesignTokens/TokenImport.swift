import Foundation
import AssetCatalog
import ColorScience
import LosslessJSON

/// `palette import`: token files into one catalog, planned in memory first (every file's new
/// text, every problem) and written only when asked, and only when nothing is an error.
///
/// An existing colorset changes through `ColorSet.set`, as `palette set` does: an appearance
/// whose color already equals the token's (within 1e-9 per linear channel) is left alone, so
/// importing a catalog's own export changes no byte; otherwise the slot made for it is written
/// in its space and notation (created when absent, with the slots `set` adds beside it). A new
/// colorset is written as Xcode writes one: from `com.palette.colorset` when that agrees with the
/// token's values, else an Any slot from the light value (components as `0xNN` when they are
/// whole 8-bit steps, else with three decimals) plus the slots the other appearances need. A new
/// folder gets Xcode's `Contents.json`, providing a namespace unless `com.palette.folder` says not.
public struct TokenImport: Sendable {
    /// One file to write.
    public struct Change: Sendable {
        public enum Kind: Sendable { case newFolder, newColorSet, edited }
        public var kind: Kind
        /// The `Contents.json` written.
        public var path: String
        /// The text before (empty for a new file) and after.
        public var old: String
        public var new: String
        /// The edited colorset, which saves itself (`edited` only).
        var colorSet: ColorSet?
    }

    public private(set) var changes: [Change] = []
    /// Errors (nothing may then be written), warnings and notes, in order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many colorsets the tokens name, and how many of them exist in the catalog.
    public private(set) var colorSetCount = 0
    public private(set) var existingCount = 0

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// What the plan was made from: the catalog, the token files and the tokens read from them.
    /// They go when the plan goes rather than at the end of planning: releasing them (a hundred
    /// thousand objects for a large catalog, as long as a fifth of a load) belongs to whoever
    /// drops the plan, as releasing a loaded catalog belongs to whoever drops it. The import
    /// benchmark compares planning with a load on those terms (without this it would count
    /// about 35 ms of releasing on the planning side only).
    private var inputs: (catalog: Catalog?, reader: TokenReader, tokens: [(names: [String], values: PerAppearance<ColorToken>)])?

    /// Plans importing `tokenPaths` into the catalog at `catalogPath` (which may not exist yet).
    public static func plan(tokenPaths: [String], into catalogPath: String, modes: ModeMap) -> TokenImport {
        var plan = TokenImport()
        // The catalog loads while the tokens are read.
        let loaded = Loaded()
        let loading = DispatchGroup()
        DispatchQueue.global().async(group: loading) {
            loaded.catalog = FileSystemProbe.isFolder(catalogPath) ? CatalogLoader.loadCatalog(at: catalogPath) : nil
            loaded.index()
        }
        defer { loading.wait() }
        var reader = TokenReader(modes: modes)
        reader.read(tokenPaths)
        var diagnostics = reader.diagnostics
        var byName: [String: Int] = [:]
        var imported: [(names: [String], values: PerAppearance<ColorToken>)] = []
        var keys: [String] = []
        // Each appearance's colors on its own core (the values were parsed as they were read).
        let readTables = Appearance.allCases.compactMap { appearance in reader.tables[appearance].map { (appearance, $0) } }
        let reading = reader
        let colorTables = readTables.parallelMap(minimumCount: 2) { appearance, table in
            var found: [Diagnostic] = []
            return (appearance, reading.colors(of: table, diagnostics: &found), found)
        }
        let catalogGroups = Self.catalogGroups(reader.groups)
        for (appearance, tokens, found) in colorTables {
            diagnostics += found
            for (offset, token) in tokens.enumerated() {
                // The tables of a resolver list the tokens of its first set first, in one order:
                // a token mostly has the place its name had in the first table, so no lookup.
                if offset < keys.count, keys[offset] == token.key {
                    imported[offset].values[appearance] = token
                } else if let index = byName[token.key] {
                    imported[index].values[appearance] = token
                } else {
                    byName[token.key] = imported.count
                    keys.append(token.key)
                    var values = PerAppearance<ColorToken>()
                    values[appearance] = token
                    imported.append((Self.withoutCatalogGroups(token.names, catalogGroups: catalogGroups), values))
                }
            }
        }
        plan.diagnostics = Self.distinct(diagnostics)
        plan.colorSetCount = imported.count
        guard !plan.hasErrors else { return plan }

        loading.wait()
        let catalog = loaded.catalog
        let existing = loaded.colorSetPaths
        var folders = loaded.folders
        if !folders.contains(""), !FileSystemProbe.exists(catalogPath + "/Contents.json") {
            plan.changes.append(Change(kind: .newFolder, path: catalogPath + "/Contents.json", old: "",
                                       new: Self.folderContents(providesNamespace: false)))
        }
        folders.insert("")

        // Each colorset's new text, worked out on every core.
        let files = reader.files
        let colorSets = catalog?.colorSets ?? []
        let relatives = imported.parallelMap(minimumCount: 64) { Self.relativePath(of: $0.names) }
        plan.diagnostics += Self.sameColorSets(imported, relatives: relatives, keys: keys, reader: reader)
        guard !plan.hasErrors else { return plan }
        var named = reader.emptyColorSets.isEmpty ? [] : Set(relatives)
        let empties = reader.emptyColorSets.compactMap { empty -> ([String], JSONNode, JSONNode?, String)? in
            let names = Self.withoutCatalogGroups(empty.names, catalogGroups: catalogGroups)
            let relative = Self.relativePath(of: names)
            guard existing[relative] == nil, named.insert(relative).inserted else { return nil }
            return (names, empty.colors, empty.properties, relative)
        }
        let entries = imported, existingPaths = existing
        let outcomes = Array(imported.indices).parallelMap(minimumCount: 64) { item -> (Change?, [Diagnostic], isExisting: Bool) in
            var notes: [Diagnostic] = []
            let (names, values) = entries[item]
            if let index = existingPaths[relatives[item]] {
                var colorSet = colorSets[index]
                let before = colorSet.document
                Self.update(&colorSet, with: values, files: files, notes: &notes)
                guard colorSet.isDirty else { return (nil, notes, true) }
                return (Change(kind: .edited, path: colorSet.contentsPath, old: before?.text ?? "",
                               new: colorSet.document?.text ?? before?.text ?? "", colorSet: colorSet), notes, true)
            }
            let path = catalogPath + "/" + relatives[item] + "/Contents.json"
            let text = Self.newColorSet(names: names, values: values, path: path, files: files, notes: &notes)
            return (Change(kind: .newColorSet, path: path, old: "", new: text), notes, false)
        }
        for (entry, outcome) in zip(imported, outcomes) {
            plan.diagnostics += outcome.1
            if outcome.isExisting { plan.existingCount += 1 }
            guard let change = outcome.0 else { continue }
            if change.kind == .newColorSet {
                plan.addFolders(above: entry.names, groups: reader.groups, catalogPath: catalogPath, existing: &folders)
            }
            plan.changes.append(change)
        }
        plan.diagnostics = Self.distinct(plan.diagnostics)
        for (names, colors, properties, relative) in empties {
            plan.addFolders(above: names, groups: reader.groups, catalogPath: catalogPath, existing: &folders)
            let text = Self.colorSetContents(colors: colors.value, properties: properties)
            plan.changes.append(Change(kind: .newColorSet, path: catalogPath + "/" + relative + "/Contents.json", old: "", new: text))
        }
        plan.inputs = (catalog, reader, imported)
        return plan
    }

    /// `diagnostics` without repeats, in order: a token of a set that several resolver contexts
    /// share is read once per appearance, and its problem is one problem.
    static func distinct(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// An error at each token that would be written to the colorset of an earlier one
    /// (`relatives[i]` is token `i`'s path, `keys[i]` its dotted name).
    private static func sameColorSets(_ imported: [(names: [String], values: PerAppearance<ColorToken>)], relatives: [String],
                                      keys: [String], reader: TokenReader) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var found: [Diagnostic] = []
        for (index, relative) in relatives.enumerated() {
            guard let earlier = first[relative] else {
                first[relative] = index
                continue
            }
            guard let token = Appearance.allCases.lazy.compactMap({ imported[index].values[$0] }).first else { continue }
            found.append(reader.files[token.token.fileIndex].diagnostic(
                token.token.value, .tokenSameColorSet(token: keys[index], other: keys[earlier], path: relative)))
        }
        return found
    }

    /// Plans Xcode's `Contents.json` for each folder above `names` that does not exist yet,
    /// outermost first, providing a namespace unless `com.palette.folder` says not.
    private mutating func addFolders(above names: [String], groups: [[String]: GroupInfo], catalogPath: String,
                                     existing folders: inout Set<String>) {
        let folderNames = names.dropLast()
        for depth in folderNames.indices {
            let folder = folderNames[...depth].map(TokenName.decode).joined(separator: "/")
            guard folders.insert(folder).inserted else { continue }
            let namespace = groups[Array(names[...depth])]?.providesNamespace ?? true
            changes.append(Change(kind: .newFolder, path: catalogPath + "/" + folder + "/Contents.json", old: "",
                                  new: Self.folderContents(providesNamespace: namespace)))
        }
    }

    /// Writes every change in order: folders, new colorsets (each atomically, refusing a file
    /// that appeared meanwhile) and edited ones (`ColorSet.save`, refusing a file changed on
    /// disk since it was read). Stops at the first failure.
    public mutating func write() throws(SaveError) {
        precondition(!hasErrors, "a plan with errors is never written")
        for index in changes.indices {
            let change = changes[index]
            switch change.kind {
            case .newFolder, .newColorSet:
                let folder = String(change.path.dropLast("/Contents.json".count))
                try WholeFile.makeFolder(folder)
                try WholeFile.create(Array(change.new.utf8), at: change.path)
            case .edited:
                guard var colorSet = change.colorSet else { continue }
                try colorSet.save()
                changes[index].colorSet = colorSet
            }
        }
    }

    /// A colorset's folder below the catalog (`Group/name.colorset`) from its token names.
    static func relativePath(of names: [String]) -> String {
        (names.dropLast().map(TokenName.decode) + [TokenName.decode(names.last!) + ".colorset"]).joined(separator: "/")
    }

    /// The top-level groups marked `com.palette.catalog`.
    static func catalogGroups(_ groups: [[String]: GroupInfo]) -> Set<String> {
        Set(groups.compactMap { $0.key.count == 1 && $0.value.isCatalog ? $0.key[0] : nil })
    }

    /// Token names without the leading groups of `catalogGroups`.
    static func withoutCatalogGroups(_ names: [String], catalogGroups: Set<String>) -> [String] {
        guard !catalogGroups.isEmpty else { return names }
        var names = names
        while names.count > 1, catalogGroups.contains(names[0]) { names.removeFirst() }
        return names
    }

    /// Xcode's `Contents.json` for a group folder (or the catalog's root).
    static func folderContents(providesNamespace: Bool) -> String {
        var members = [JSONMember(key: "info", value: xcodeInfo)]
        if providesNamespace {
            members.append(JSONMember(key: "properties", value: .object([JSONMember(key: "provides-namespace", value: .bool(true))])))
        }
        return XcodeJSONText.xcode(.object(members))
    }

    static let xcodeInfo: JSONValue = .object([JSONMember(key: "author", value: "xcode"), JSONMember(key: "version", value: 1)])
}

/// The catalog loaded beside the token files, and where its colorsets and folders are; read
/// once the work item is done.
private final class Loaded: @unchecked Sendable {
    var catalog: Catalog?
    /// Each colorset's index by its folder below the catalog (`Group/name.colorset`).
    var colorSetPaths: [String: Int] = [:]
    /// Every folder below the catalog with a `Contents.json`, `""` for the catalog's own.
    var folders: Set<String> = []

    /// Fills the paths in from the catalog, on the loading thread while the tokens are read.
    func index() {
        guard let catalog else { return }
        let prefix = catalog.path.utf8.count + 1
        for (index, colorSet) in catalog.colorSets.enumerated() {
            colorSetPaths[String(decoding: colorSet.folderPath.utf8.dropFirst(prefix), as: UTF8.self)] = index
        }
        for folder in catalog.folders where folder.document != nil {
            folders.insert(folder.path == catalog.path ? "" : String(decoding: folder.path.utf8.dropFirst(prefix), as: UTF8.self))
        }
    }
}

/// The two file-system questions import asks before loading.
enum FileSystemProbe {
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
