/// Finds view-state groups among the colorsets of each folder.
enum StateGroupFinder {
    /// The groups of one folder, given its colorsets as `(index, name)` pairs.
    ///
    /// A folder whose colorsets are all named after distinct states (at least two) is one group.
    /// Otherwise names ending in a state word group by their stem; the stem's own colorset (or the
    /// stem with the members' `Color` word) is the normal member unless a name spells `normal`
    /// itself. A group needs two members and no state twice; a group without a normal member is
    /// still a group (`FireButtonRedHoverColor`, `FireButtonRedPressedColor`).
    static func groups(in folder: Int, namespace: String, folderQualifiedName: String,
                       colorSets: [(index: Int, name: String)], vocabulary: StateVocabulary) -> [StateGroup] {
        if colorSets.count >= 2 {
            let named = colorSets.compactMap { item in vocabulary.state(named: item.name).map { (item.index, $0) } }
            if named.count == colorSets.count, Set(named.map(\.1)).count == named.count {
                let members = named.map { StateGroup.Member(state: $0.1, colorSet: $0.0) }.sorted { $0.state < $1.state }
                return [StateGroup(name: folderQualifiedName, convention: .folder, members: members, folder: folder)]
            }
        }
        var byStem: [String: (members: [StateGroup.Member], colorWords: [String])] = [:]
        var bare: [String: Int] = [:]
        bare.reserveCapacity(colorSets.count)
        for item in colorSets {
            if let suffix = vocabulary.split(item.name) {
                byStem[suffix.stem, default: ([], [])].members.append(StateGroup.Member(state: suffix.state, colorSet: item.index))
                if let word = suffix.colorWord { byStem[suffix.stem]!.colorWords.append(word) }
            } else {
                bare[item.name] = item.index
            }
        }
        var groups: [StateGroup] = []
        for (stem, suffixed) in byStem {
            var members = suffixed.members
            if !members.contains(where: { $0.state == .normal }),
               let normal = bare[stem] ?? suffixed.colorWords.lazy.compactMap({ bare[stem + $0] }).first {
                members.append(StateGroup.Member(state: .normal, colorSet: normal))
            }
            guard members.count >= 2, Set(members.map(\.state)).count == members.count else { continue }
            members.sort { $0.state < $1.state }
            groups.append(StateGroup(name: namespace + stem, convention: .suffix, members: members, folder: folder))
        }
        return groups.sorted { $0.name < $1.name }
    }
}
