import AssetCatalog
import PaletteConfig

/// The workspace's colorsets and state groups by name, to turn the names and globs of
/// `palette.yml` (and the inferred names) into `PairSubject`s.
struct NameIndex: Sendable {
    let workspace: Workspace
    /// Colorsets by exact qualified name (several when catalogs share a name).
    private var colorSets: [String: [ColorSetLocation]] = [:]
    /// State groups by exact name, as `(catalog, group index)`.
    private var groups: [String: [(catalog: Int, group: Int)]] = [:]
    /// The state of every colorset that belongs to a group.
    private var memberStates: [ColorSetLocation: ViewState] = [:]

    /// `namingColorSets: false` leaves out the colorsets by name (ten thousand names hashed, each
    /// with an array) and the members' states, for a caller whose names are all state groups'
    /// (`isGroupName`) and that infers no pairs: only groups are looked up then.
    init(_ workspace: Workspace, namingColorSets: Bool = true) {
        self.workspace = workspace
        // Room made for every entry at once: grown as they come, the tables were copied a dozen times.
        var count = 0, groupCount = 0, memberCount = 0
        for catalog in workspace.catalogs {
            count += catalog.colorSets.count
            groupCount += catalog.stateGroups.count
            for group in catalog.stateGroups { memberCount += group.members.count }
        }
        if namingColorSets { colorSets.reserveCapacity(count) }
        groups.reserveCapacity(groupCount)
        if namingColorSets { memberStates.reserveCapacity(memberCount) }
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            for index in catalog.colorSets.indices where namingColorSets {
                colorSets[catalog.colorSets[index].qualifiedName, default: []]
                    .append(ColorSetLocation(catalog: catalogIndex, colorSet: index))
            }
            for (groupIndex, group) in catalog.stateGroups.enumerated() {
                groups[group.name, default: []].append((catalogIndex, groupIndex))
                for member in group.members where namingColorSets {
                    memberStates[ColorSetLocation(catalog: catalogIndex, colorSet: member.colorSet)] = member.state
                }
            }
        }
    }

    /// Whether `name` is a state group's exact name (not a glob): what `subjects(named:)` finds
    /// first, without the colorsets by name.
    func isGroupName(_ name: String) -> Bool { !Glob.isPattern(name) && groups[name] != nil }

    /// What `name` stands for: a glob's matches, else the state group or colorset of that qualified
    /// name, else the same case-insensitively, else those whose qualified name ends in `/name`.
    /// Empty when nothing matches.
    func subjects(named name: String) -> [PairSubject] {
        if Glob.isPattern(name) {
            let glob = Glob(name)
            return subjects(of: allLocations.filter { glob.matches(qualifiedName($0)) })
        }
        // A closure, not `groupSubject` itself: a method handed over copies the index.
        if let found = groups[name] { return found.map { groupSubject($0) } }
        if let found = colorSets[name] { return subjects(of: found) }
        let lowered = name.lowercased()
        let rules: [(String) -> Bool] = [{ $0.lowercased() == lowered }, { $0.lowercased().hasSuffix("/" + lowered) }]
        for rule in rules {
            let groupMatches = groups.filter { rule($0.key) }.sorted { $0.key < $1.key }.flatMap(\.value)
            if !groupMatches.isEmpty { return groupMatches.map { groupSubject($0) } }
            let matches = colorSets.filter { rule($0.key) }.sorted { $0.key < $1.key }.flatMap(\.value)
            if !matches.isEmpty { return subjects(of: matches) }
        }
        return []
    }

    /// Every colorset and every state group as a subject: a group whole, each other colorset alone.
    var everySubject: [(name: String, subject: PairSubject)] {
        var found: [(name: String, subject: PairSubject)] = []
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            for groupIndex in catalog.stateGroups.indices {
                found.append((catalog.stateGroups[groupIndex].name, groupSubject((catalogIndex, groupIndex))))
            }
            for index in catalog.colorSets.indices {
                let location = ColorSetLocation(catalog: catalogIndex, colorSet: index)
                guard memberStates[location] == nil else { continue }
                found.append((catalog.colorSets[index].qualifiedName, PairSubject(members: [.init(location: location, state: nil)])))
            }
        }
        return found
    }

    /// The qualified name nearest `name` (at most a third of its length in edits), for a hint.
    func suggestion(for name: String) -> String? {
        guard !Glob.isPattern(name) else { return nil }
        let limit = max(2, name.count / 3)
        let candidates = Set(colorSets.keys).union(groups.keys)
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - name.count) <= limit {
            let distance = EditDistance.between(name, candidate)
            if distance <= limit, best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    func qualifiedName(_ location: ColorSetLocation) -> String {
        workspace.catalogs[location.catalog].colorSets[location.colorSet].qualifiedName
    }

    private var allLocations: [ColorSetLocation] {
        workspace.catalogs.indices.flatMap { catalog in
            workspace.catalogs[catalog].colorSets.indices.map { ColorSetLocation(catalog: catalog, colorSet: $0) }
        }
    }

    private func groupSubject(_ reference: (catalog: Int, group: Int)) -> PairSubject {
        let group = workspace.catalogs[reference.catalog].stateGroups[reference.group]
        return PairSubject(members: group.members.map {
            .init(location: ColorSetLocation(catalog: reference.catalog, colorSet: $0.colorSet), state: $0.state)
        })
    }

    /// Colorsets as subjects: members of one state group together (in state order), others alone.
    private func subjects(of locations: [ColorSetLocation]) -> [PairSubject] {
        var subjects: [PairSubject] = []
        var groupPositions: [String: Int] = [:]
        for location in locations {
            guard let state = memberStates[location] else {
                subjects.append(PairSubject(members: [.init(location: location, state: nil)]))
                continue
            }
            let key = groupKey(location)
            if let position = groupPositions[key] {
                subjects[position].members.append(.init(location: location, state: state))
                subjects[position].members.sort { ($0.state ?? .normal) < ($1.state ?? .normal) }
            } else {
                groupPositions[key] = subjects.count
                subjects.append(PairSubject(members: [.init(location: location, state: state)]))
            }
        }
        return subjects
    }

    /// The name of the group `location` belongs to, with its catalog.
    private func groupKey(_ location: ColorSetLocation) -> String {
        let catalog = workspace.catalogs[location.catalog]
        let group = catalog.stateGroup(containing: location.colorSet)
        return "\(location.catalog)/\(group?.name ?? "")"
    }
}
