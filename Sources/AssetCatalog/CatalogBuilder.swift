import LosslessJSON

/// Turns a scanned folder tree into a `Catalog`: reads every `Contents.json` (colorsets in
/// parallel), computes qualified names, finds view-state groups and cross-file problems.
struct CatalogBuilder {
    private var folders: [CatalogFolder] = []
    /// Each folder's path, as the file system spells it.
    private var folderPaths: [FilePath] = []
    private var pending: [PendingColorSet] = []
    private var problems: [Diagnostic]
    private let source: DocumentSource
    /// Colorsets already read, by folder: a rescan (`CatalogLoader.rescan`) takes them as they
    /// are, under their new names, instead of reading their files again.
    var reusable: [FilePath: ColorSet] = [:]

    private struct PendingColorSet: Sendable {
        var path: FilePath
        var name: String
        var qualifiedName: String
    }

    init(problems: [Diagnostic], source: DocumentSource = .disk) {
        self.problems = problems
        self.source = source
    }

    /// Adds `scanned` and everything below it.
    mutating func add(_ scanned: ScannedFolder, parent: Int?, namespace: String) {
        let read = source.read(scanned.path.appending("Contents.json"), false)
        if let problem = read.problem { problems.append(problem) }
        let namespaced = parent != nil && Self.providesNamespace(read.document)
        let childNamespace = namespaced ? namespace + scanned.name + "/" : namespace
        let index = folders.count
        folders.append(CatalogFolder(name: scanned.name, path: scanned.path.description, providesNamespace: namespaced,
                                     namespace: childNamespace, document: read.document, parent: parent))
        folderPaths.append(scanned.path)
        var children: [CatalogEntry] = []
        for child in scanned.children {
            switch child {
            case .colorSet(let name, let path):
                children.append(.colorSet(pending.count))
                pending.append(PendingColorSet(path: path, name: name, qualifiedName: childNamespace + name))
            case .folder(let subfolder):
                children.append(.folder(folders.count))
                add(subfolder, parent: index, namespace: childNamespace)
            }
        }
        folders[index].children = children
    }

    /// Whether a group folder's `Contents.json` makes it a namespace (never the catalog root's).
    static func providesNamespace(_ document: JSONDocument?) -> Bool {
        document?.root["properties"]?["provides-namespace"]?.boolValue == true
    }

    /// The finished catalog.
    func build(path: String, vocabulary: StateVocabulary) -> Catalog {
        let source = self.source, reusable = self.reusable
        let colorSets = pending.parallelMap { item -> ColorSet in
            if !reusable.isEmpty, var colorSet = reusable[item.path] {
                colorSet.name = item.name
                colorSet.qualifiedName = item.qualifiedName
                return colorSet
            }
            let contentsFile = item.path.appending("Contents.json")
            let read = source.read(contentsFile, true)
            var colorSet = ColorSet(name: item.name, qualifiedName: item.qualifiedName, folder: item.path,
                                    contentsFile: contentsFile, document: read.document, stamp: read.stamp)
            if let problem = read.problem { colorSet.addLoadProblem(problem) }
            return colorSet
        }
        var problems = self.problems
        problems += duplicateNames(colorSets)
        var catalog = Catalog(path: path, folders: folders, colorSets: colorSets,
                              stateGroups: stateGroups(vocabulary), diagnostics: problems)
        catalog.pathRanks = pathRanks()
        return catalog
    }

    /// Each pending colorset's place in path order (`Catalog.pathRanks`), `nil` when a name in
    /// the tree is not ASCII. Each folder's children are ordered on every core, then numbered
    /// depth first.
    private func pathRanks() -> [Int]? {
        guard !folders.isEmpty else { return [] }
        let folders = self.folders, folderPaths = self.folderPaths, pending = self.pending
        let orders = Array(folders.indices).parallelMap(minimumCount: 2) { folder -> [Int]? in
            // The children's names (their paths' last components) in one buffer.
            var bytes: [UInt8] = [], names: [Range<Int>] = []
            names.reserveCapacity(folders[folder].children.count)
            for child in folders[folder].children {
                let path = switch child {
                case .colorSet(let index): pending[index].path.bytes
                case .folder(let index): folderPaths[index].bytes
                }
                path.withUnsafeBufferPointer { path in
                    let end = path.last == UInt8(ascii: "/") ? path.count - 1 : path.count
                    let slash = path[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
                    names.append(bytes.count..<bytes.count + end - slash)
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: path[slash..<end]))
                }
            }
            bytes.append(contentsOf: repeatElement(0, count: 16))
            return bytes.withUnsafeBufferPointer { PathOrder.positions(of: names, in: $0) }
        }
        guard !orders.contains(where: { $0 == nil }) else { return nil }
        var ranks = [Int](repeating: 0, count: pending.count), next = 0
        func visit(_ folder: Int) {
            let children = folders[folder].children
            for position in orders[folder]! {
                switch children[position] {
                case .colorSet(let index):
                    ranks[index] = next
                    next += 1
                case .folder(let index):
                    visit(index)
                }
            }
        }
        visit(0)
        return ranks
    }

    private func duplicateNames(_ colorSets: [ColorSet]) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var found: [Diagnostic] = []
        first.reserveCapacity(colorSets.count)
        // By index: copying each colorset out of the array would retain all of its parts.
        for index in colorSets.indices {
            let name = colorSets[index].qualifiedName
            // One hash per name: insert, and only for a repeat put the first owner back.
            if let earlier = first.updateValue(index, forKey: name) {
                first[name] = earlier
                found.append(Diagnostic(file: colorSets[index].folderPath,
                                        .duplicateName(name: name, otherFolder: colorSets[earlier].folderPath)))
            }
        }
        return found
    }

    /// Folder by folder on every core: this would otherwise be a single-threaded pass over every name.
    private func stateGroups(_ vocabulary: StateVocabulary) -> [StateGroup] {
        let folders = self.folders, pending = self.pending
        return Array(folders.indices).parallelMap(minimumCount: 2) { index -> [StateGroup] in
            let folder = folders[index]
            let members = folder.children.compactMap { entry -> (index: Int, name: String)? in
                guard case .colorSet(let colorSet) = entry else { return nil }
                return (colorSet, pending[colorSet].name)
            }
            let parentNamespace = folder.parent.map { folders[$0].namespace } ?? ""
            return StateGroupFinder.groups(in: index, namespace: folder.namespace,
                                           folderQualifiedName: parentNamespace + folder.name, colorSets: members,
                                           vocabulary: vocabulary)
        }.flatMap { $0 }
    }
}
