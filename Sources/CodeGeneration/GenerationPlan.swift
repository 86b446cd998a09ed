import AssetCatalog
import PaletteConfig

/// What generated Swift declares, worked out once from the catalogs: one type per namespace
/// (folders with "Provides Namespace"; other folders flatten into theirs, as Xcode does), the
/// colors and state groups of each, with identifiers checked for collisions.
///
/// Everything is sorted (types by name, colors by their full name's bytes), so the same catalogs
/// give the same plan on every machine.
public struct GenerationPlan: Sendable {
    /// A generated type: the root, a catalog (`--per-catalog`) or a namespace.
    public struct TypeNode: Sendable {
        /// The type's identifier.
        public var identifier: String
        /// The folder or catalog name it comes from.
        public var sourceName: String
        /// The folder it comes from, for messages.
        public var sourcePath: String
        /// Identifiers from the root type down to this one.
        public var path: [String]
        public var colors: [ColorEntry] = []
        public var stateValues: [StateValueEntry] = []
        /// Indices into `types`, sorted by name.
        public var children: [Int] = []
    }

    /// One color: a case of its namespace's type.
    public struct ColorEntry: Sendable {
        public var identifier: String
        /// The name the catalog knows the color by (`Brand/accent`): the case's raw value.
        public var fullName: String
        /// The colorset's values, one line (`ColorSummary`).
        public var summary: String
        public var location: ColorSetLocation
        public var folderPath: String
        /// The idioms its color slots are made for when none is universal (`["mac"]` for a Touch
        /// Bar color), sorted; empty for a color every device has. Worked out for `swift-tests` only.
        public var deviceIdioms: [String] = []
    }

    /// A view-state group as one value of the generated state type.
    public struct StateValueEntry: Sendable {
        public var identifier: String
        /// The group's name (`Controls/buttonTitle`).
        public var groupName: String
        /// The type whose cases the members are (an index into `types`).
        public var memberType: Int
        /// Each state (canonical name) and its member's identifier, in state order.
        public var members: [(state: String, identifier: String)]
    }

    public var types: [TypeNode]
    /// Collisions, as error diagnostics: when there are any, nothing should be written.
    public var diagnostics: [Diagnostic]
    /// Every state a group uses, in `ViewState` order.
    public var states: [String]
    /// The catalogs' names, sorted, for the file's header.
    public var catalogNames: [String]

    /// The type a catalog's folder maps to, by catalog and folder index.
    var folderTypes: [[Int]]
    /// Each colorset's type and identifier, by catalog and colorset index.
    var colorPlaces: [[(type: Int, identifier: String)?]]

    /// The plan for `workspace` under `target`'s options (type name, naming, per-catalog).
    public init(workspace: Workspace, target: GenerateTarget) {
        self.init(workspace: workspace, target: target, summaries: true)
    }

    /// `summaries: false` leaves every color's `summary` empty: names alone are cheaper.
    /// `swiftNames: false` (Objective-C, which names colors its own way) leaves identifiers empty,
    /// checks no Swift collisions and makes no state values.
    init(workspace: Workspace, target: GenerateTarget, summaries: Bool, swiftNames: Bool = true) {
        var builder = Builder(workspace: workspace, target: target, summaries: summaries, swiftNames: swiftNames)
        builder.build()
        types = builder.types
        diagnostics = builder.diagnostics
        states = builder.states
        // Labels, so that an app's five `Assets.xcassets` are told apart (`Widget/Assets.xcassets`).
        let labels = workspace.catalogLabels
        catalogNames = builder.order.map { labels[$0].hasSuffix(".xcassets") ? labels[$0] : labels[$0] + ".xcassets" }
        folderTypes = builder.folderTypes
        colorPlaces = builder.colorPlaces
    }

    /// The Swift expression that reaches a colorset (`Palette.Brand.accent`), or `nil` when it
    /// is not in the plan.
    public func expression(for location: ColorSetLocation) -> String? {
        guard colorPlaces.indices.contains(location.catalog),
              let place = colorPlaces[location.catalog][location.colorSet] else { return nil }
        return (types[place.type].path + [place.identifier]).joined(separator: ".")
    }

    /// Every color, in generated order (types depth first, colors by name).
    public var allColors: [ColorEntry] {
        var colors: [ColorEntry] = []
        func visit(_ index: Int) {
            colors += types[index].colors
            for child in types[index].children { visit(child) }
        }
        visit(0)
        return colors
    }
}

/// Builds a `GenerationPlan`.
private struct Builder {
    let workspace: Workspace
    let target: GenerateTarget
    let summaries: Bool
    let swiftNames: Bool
    /// The names the generated code reaches from inside its types, which no identifier may take.
    let outer: Set<String>
    var types: [GenerationPlan.TypeNode] = []
    var diagnostics: [Diagnostic] = []
    var states: [String] = []
    /// Catalog indices by name, then path.
    var order: [Int] = []
    var folderTypes: [[Int]] = []
    var colorPlaces: [[(type: Int, identifier: String)?]] = []
    /// Each type's children by source name.
    private var childByName: [[String: Int]] = []
    /// Each type's identifiers so far, and the name and path that claimed each.
    private var taken: [[String: (name: String, path: String)]] = []

    init(workspace: Workspace, target: GenerateTarget, summaries: Bool, swiftNames: Bool) {
        self.workspace = workspace
        self.target = target
        self.summaries = summaries
        self.swiftNames = swiftNames
        outer = SwiftIdentifier.outerNames(root: target.type)
    }

    mutating func build() {
        types = [GenerationPlan.TypeNode(identifier: target.type, sourceName: target.type, sourcePath: "", path: [target.type])]
        childByName = [[:]]
        // Catalogs of images only (most of a large app's) add no color: no type, no mention.
        order = workspace.catalogs.indices.filter { !workspace.catalogs[$0].colorSets.isEmpty }.sorted { left, right in
            let a = workspace.catalogs[left], b = workspace.catalogs[right]
            return (a.name, a.path) < (b.name, b.path)
        }
        folderTypes = workspace.catalogs.map { Array(repeating: 0, count: $0.folders.count) }
        colorPlaces = workspace.catalogs.map { Array(repeating: nil, count: $0.colorSets.count) }
        var members: [[(colorSet: Int, catalog: Int)]] = [[]]
        // Labels tell apart catalogs of one name (`App/Assets`, `Widget/Assets`).
        let labels = workspace.catalogLabels.map { $0.hasSuffix(".xcassets") ? String($0.dropLast(9)) : $0 }
        for catalogIndex in order {
            let catalog = workspace.catalogs[catalogIndex]
            let top = target.perCatalog ? child(of: 0, named: labels[catalogIndex], path: catalog.path, members: &members) : 0
            walk(catalog: catalogIndex, folder: 0, type: top, members: &members)
        }
        taken = Array(repeating: [:], count: types.count)
        for index in types.indices { name(type: index, members: members[index]) }
        if swiftNames { addStateValues() }
    }

    /// Files `folder`'s colorsets under `type`, and its namespaces under new types.
    private mutating func walk(catalog: Int, folder: Int, type: Int, members: inout [[(colorSet: Int, catalog: Int)]]) {
        let folders = workspace.catalogs[catalog].folders
        folderTypes[catalog][folder] = type
        for entry in folders[folder].children {
            switch entry {
            case .colorSet(let index): members[type].append((index, catalog))
            case .folder(let index):
                let inner = folders[index].providesNamespace
                    ? child(of: type, named: folders[index].name, path: folders[index].path, members: &members) : type
                walk(catalog: catalog, folder: index, type: inner, members: &members)
            }
        }
    }

    /// The child type of `parent` for the folder (or catalog) `name`; folders of the same name in
    /// several catalogs share one.
    private mutating func child(of parent: Int, named name: String, path: String,
                                members: inout [[(colorSet: Int, catalog: Int)]]) -> Int {
        if let existing = childByName[parent][name] { return existing }
        let identifier = SwiftIdentifier.type(name, outer: outer)
        types.append(GenerationPlan.TypeNode(identifier: identifier, sourceName: name, sourcePath: path,
                                             path: types[parent].path + [identifier]))
        childByName.append([:])
        members.append([])
        childByName[parent][name] = types.count - 1
        return types.count - 1
    }

    /// Sorts a type's children and colors and checks that no two share an identifier.
    private mutating func name(type index: Int, members: [(colorSet: Int, catalog: Int)]) {
        var taken: [String: (name: String, path: String)] = [:]
        taken.reserveCapacity(members.count + childByName[index].count)
        defer { self.taken[index] = taken }
        let children = childByName[index].values.sorted { types[$0].sourceName.utf8.lexicographicallyPrecedes(types[$1].sourceName.utf8) }
        types[index].children = children
        for child in children where swiftNames {
            claim(types[child].identifier, name: types[child].sourceName, path: types[child].sourcePath, in: index, taken: &taken)
        }
        let naming = target.naming, outer = self.outer, summaries = self.summaries, swiftNames = self.swiftNames
        let idioms = target.language == .swiftTests || (target.language == .swift && target.tests != nil)
        // What each color needs, copied out on this thread: inside the parallel closure, reaching
        // through the workspace would retain the same arrays from every thread at once.
        let sources = members.map { member in
            let colorSet = workspace.catalogs[member.catalog].colorSets[member.colorSet]
            return (name: colorSet.name, fullName: colorSet.qualifiedName, folder: colorSet.folderPath,
                    variants: summaries || idioms ? colorSet.variants : [], location: ColorSetLocation(catalog: member.catalog, colorSet: member.colorSet))
        }
        var colors = sources.parallelMap { source in
            GenerationPlan.ColorEntry(
                identifier: swiftNames ? SwiftIdentifier.member(source.name, naming: naming, outer: outer) : "",
                fullName: source.fullName,
                summary: summaries ? ColorSummary.of(source.variants) : "", location: source.location, folderPath: source.folder,
                deviceIdioms: idioms ? Self.deviceIdioms(source.variants) : [])
        }
        colors.sort { $0.fullName.utf8.lexicographicallyPrecedes($1.fullName.utf8) }
        types[index].colors = colors
        guard swiftNames else { return }
        for color in colors where claim(color.identifier, name: color.fullName, path: color.folderPath, in: index, taken: &taken) {
            colorPlaces[color.location.catalog][color.location.colorSet] = (index, color.identifier)
        }
    }

    /// The idioms of the slots with a color when none of them is universal; empty otherwise.
    static func deviceIdioms(_ variants: [ColorVariant]) -> [String] {
        // Nearly every color has a universal slot: found without building a set.
        if variants.contains(where: { $0.hasColor && $0.traits.idiom == "universal" }) { return [] }
        return Set(variants.filter(\.hasColor).map(\.traits.idiom)).sorted()
    }

    /// Records that `identifier` names `name` in type `index`; reports a collision and returns
    /// false when it is taken.
    @discardableResult
    private mutating func claim(_ identifier: String, name: String, path: String, in index: Int,
                                taken: inout [String: (name: String, path: String)]) -> Bool {
        let key = identifier.replacingBackticks()
        if let other = taken[key] {
            let dotted = (types[index].path + [identifier]).joined(separator: ".")
            diagnostics.append(Diagnostic(file: path, .generatedNameCollision(identifier: dotted, name: name, other: other.name,
                                                                             otherPath: other.path)))
            return false
        }
        taken[key] = (name, path)
        return true
    }

    /// One `…States` value per view-state group whose members share a type.
    private mutating func addStateValues() {
        var used: Set<ViewState> = []
        for catalogIndex in order {
            let catalog = workspace.catalogs[catalogIndex]
            for group in catalog.stateGroups {
                let places = group.members.map { colorPlaces[catalogIndex][$0.colorSet] }
                guard let first = places.first??.type, places.allSatisfy({ $0?.type == first }) else { continue }
                let folder = catalog.folders[group.folder]
                let containerFolder = group.convention == .folder ? (folder.parent ?? group.folder) : group.folder
                let container = folderTypes[catalogIndex][containerFolder]
                let stem = group.name.split(separator: "/").last.map(String.init) ?? group.name
                let identifier = SwiftIdentifier.member(stem + " states", naming: .standard, outer: outer)
                // Moved out and back (the slot emptied meanwhile), so the names are never copied.
                var names = taken[container]
                taken[container] = [:]
                let claimed = claim(identifier, name: group.name, path: folder.path, in: container, taken: &names)
                taken[container] = names
                guard claimed else { continue }
                used.formUnion(group.states)
                types[container].stateValues.append(GenerationPlan.StateValueEntry(
                    identifier: identifier, groupName: group.name, memberType: first,
                    members: zip(group.members, places).map { ($0.state.rawValue, $1!.identifier) }))
            }
        }
        for index in types.indices { types[index].stateValues.sort { $0.groupName.utf8.lexicographicallyPrecedes($1.groupName.utf8) } }
        states = used.sorted().map(\.rawValue)
    }
}

extension String {
    /// The identifier without the backticks a keyword needs.
    func replacingBackticks() -> String {
        hasPrefix("`") && hasSuffix("`") && count > 2 ? String(dropFirst().dropLast()) : self
    }
}
