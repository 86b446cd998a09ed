/// Finds view-state groups among the colorsets of each folder.
enum StateGroupFinder {
    /// A colorset's name split into a stem and a state, if it ends in a state suffix.
    ///
    /// `title.highlighted`, `title-disabled`, `title_selected` and `titleSelected` all split; a bare
    /// `highlighted` does not (that is the folder convention).
    static func split(_ name: String) -> (stem: String, state: ViewState)? {
        let utf8 = name.utf8
        // Every state word ends in 'd' or 'l': most names are ruled out here.
        guard let last = utf8.last, last | 0x20 == UInt8(ascii: "d") || last | 0x20 == UInt8(ascii: "l") else {
            return nil
        }
        for state in ViewState.allCases {
            let word = state.rawValue.utf8
            guard utf8.count > word.count else { continue }
            let wordStart = utf8.index(utf8.endIndex, offsetBy: -word.count)
            guard state.isSpelled(by: utf8[wordStart...]) else { continue }
            let before = utf8[utf8.index(before: wordStart)]
            if before == UInt8(ascii: ".") || before == UInt8(ascii: "-") || before == UInt8(ascii: "_") {
                let bare = name[..<utf8.index(before: wordStart)]
                if !bare.isEmpty { return (String(bare), state) }
            } else if utf8[wordStart] >= 0x41, utf8[wordStart] <= 0x5A {
                let stem = name[..<wordStart]
                // A word boundary in camelCase: the stem ends in a lower-case letter or a digit.
                if let end = stem.last, end.isLowercase || end.isNumber { return (String(stem), state) }
            }
        }
        return nil
    }

    /// The groups of one folder, given its colorsets as `(index, name)` pairs.
    static func groups(in folder: Int, namespace: String, folderQualifiedName: String,
                       colorSets: [(index: Int, name: String)]) -> [StateGroup] {
        let named = colorSets.compactMap { item in ViewState(word: item.name).map { (item.index, $0) } }
        if named.count >= 2, named.count == colorSets.count {
            let members = named.map { StateGroup.Member(state: $0.1, colorSet: $0.0) }.sorted { $0.state < $1.state }
            return [StateGroup(name: folderQualifiedName, convention: .folder, members: members, folder: folder)]
        }
        var byStem: [String: [StateGroup.Member]] = [:]
        var bare: [String: Int] = [:]
        bare.reserveCapacity(colorSets.count)
        for item in colorSets {
            if let (stem, state) = split(item.name) {
                byStem[stem, default: []].append(StateGroup.Member(state: state, colorSet: item.index))
            } else {
                bare[item.name] = item.index
            }
        }
        var groups: [StateGroup] = []
        for (stem, suffixed) in byStem {
            var members = suffixed
            if let normal = bare[stem], !members.contains(where: { $0.state == .normal }) {
                members.append(StateGroup.Member(state: .normal, colorSet: normal))
            }
            guard members.count >= 2, Set(members.map(\.state)).count == members.count else { continue }
            members.sort { $0.state < $1.state }
            groups.append(StateGroup(name: namespace + stem, convention: .suffix, members: members, folder: folder))
        }
        return groups.sorted { $0.name < $1.name }
    }
}
