import LosslessJSON

/// Turns a scanned folder tree into a `Catalog`: reads every `Contents.json` (colorsets in
/// parallel), computes qualified names, finds view-state groups and cross-file problems.
struct CatalogBuilder {
    private(set) var folders: [CatalogFolder] = []
    /// Each folder's path, as the file system spells it.
    private(set) var folderPaths: [FilePath] = []
    private(set) var pending: [PendingColorSet] = []
    private var problems: [Diagnostic]
    private let source: DocumentSource
    /// Colorsets already read, by folder: a rescan (`CatalogLoader.rescan`) takes them as they
    /// are, under their new names, instead of reading their files again.
    var reusable: [FilePath: ColorSet] = [:]

    struct PendingColorSet: Sendable {
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
