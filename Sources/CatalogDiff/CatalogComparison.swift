import AssetCatalog

/// Compares two sides' catalogs: pure, no files, no git.
///
/// Catalogs match by key and colors by qualified name. A color only the old side has is paired
/// with one only the new side has, as `renamed`, when both files hold the same bytes, or when
/// the reader saw the folder renamed and the pair looks like one color: the same folder name
/// (moved to another group), or no appearance changed clearly. git pairs any two colorset
/// files that are half alike, and most are: the JSON around the numbers is the same.
public enum CatalogComparison {
    public static func compare(_ revisions: CatalogRevisions, includeUnchanged: Bool = false,
                               contrast evaluator: (any ContrastEvaluator)? = nil) -> DiffReport {
        let old = Dictionary(revisions.old.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
        let new = Dictionary(revisions.new.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
        var catalogs: [CatalogChange] = []
        var pairs: [(old: Member?, new: Member?)] = []
        var removed: [Member] = [], added: [Member] = []
        for key in Set(old.keys).union(new.keys).sorted() {
            if old[key] == nil { catalogs.append(CatalogChange(catalog: key, kind: .added)) }
            if new[key] == nil { catalogs.append(CatalogChange(catalog: key, kind: .removed)) }
            let before = members(of: old[key]), after = members(of: new[key])
            for (name, member) in before {
                if let match = after[name] { pairs.append((member, match)) } else { removed.append(member) }
            }
            added += after.filter { before[$0.key] == nil }.map(\.value)
        }
        pairs += pairRenames(removed: &removed, added: &added, hints: revisions.renames)
        pairs += removed.map { ($0, nil) } + added.map { (nil, $0) }
        let colors = pairs.map { pair in
            ColorChange(old: pair.old.map { ($0.colorSet, $0.catalog.key) }, new: pair.new.map { ($0.colorSet, $0.catalog.key) })
        }
        .filter { includeUnchanged || $0.kind != .unchanged }
        .sorted { ($0.catalog, $0.name.lowercased(), $0.name) < ($1.catalog, $1.name.lowercased(), $1.name) }
        return DiffReport(oldLabel: revisions.oldLabel, newLabel: revisions.newLabel, catalogs: catalogs, colors: colors,
                          contrast: evaluator?.pairChanges(old: revisions.old, new: revisions.new))
    }

    /// True when `new` could be `old` renamed: same folder name, or every appearance resolves on
    /// both and none moved clearly.
    private static func isLikelyRename(_ old: Member, _ new: Member) -> Bool {
        old.colorSet.name == new.colorSet.name || ColorChange.rows(old: old.colorSet, new: new.colorSet).allSatisfy { row in
            row.old != nil && row.new != nil && (row.difference ?? .imperceptible) < .clear
        }
    }

    /// A colorset of one side's catalog.
    struct Member {
        var catalog: RevisionCatalog
        var index: Int
        var colorSet: ColorSet { catalog.catalog.colorSets[index] }
        var location: String { catalog.location(of: colorSet) }
    }

    /// The colorsets of `catalog` by qualified name (the last one of a repeated name).
    private static func members(of catalog: RevisionCatalog?) -> [String: Member] {
        guard let catalog else { return [:] }
        var members: [String: Member] = [:]
        for index in catalog.catalog.colorSets.indices {
            members[catalog.catalog.colorSets[index].qualifiedName] = Member(catalog: catalog, index: index)
        }
        return members
    }

    /// Takes renamed pairs out of `removed` and `added`: first a color under its own name in
    /// another catalog (a catalog moved, a color moved between catalogs), then the reader's
    /// renames, then files with identical bytes, each in name order. The name goes first: git
    /// pairs the files of a moved catalog by likeness, and may pair two colors crosswise.
    private static func pairRenames(removed: inout [Member], added: inout [Member],
                                    hints: [String: String]) -> [(old: Member?, new: Member?)] {
        removed.sort { ($0.catalog.key, $0.colorSet.qualifiedName) < ($1.catalog.key, $1.colorSet.qualifiedName) }
        added.sort { ($0.catalog.key, $0.colorSet.qualifiedName) < ($1.catalog.key, $1.colorSet.qualifiedName) }
        var pairs: [(old: Member?, new: Member?)] = []
        var taken = Set<Int>()
        let byLocation = Dictionary(added.indices.map { (added[$0].location, $0) }, uniquingKeysWith: { first, _ in first })
        var byBytes: [[UInt8]: [Int]] = [:]
        for index in added.indices {
            if let bytes = added[index].colorSet.document?.bytes { byBytes[bytes, default: []].append(index) }
        }
        func pair(_ match: (Member) -> Int?) {
            removed = removed.filter { member in
                guard let index = match(member) else { return true }
                taken.insert(index)
                pairs.append((member, added[index]))
                return false
            }
        }
        let byName = Dictionary(grouping: added.indices, by: { added[$0].colorSet.qualifiedName })
        pair { member in
            let candidates = byName[member.colorSet.qualifiedName, default: []].filter { !taken.contains($0) }
            // Of several catalogs with the name, the one the reader saw the folder go to.
            if let hinted = hints[member.location].flatMap({ byLocation[$0] }), candidates.contains(hinted) { return hinted }
            return candidates.first
        }
        pair { member in
            hints[member.location].flatMap { byLocation[$0] }
                .flatMap { taken.contains($0) || !isLikelyRename(member, added[$0]) ? nil : $0 }
        }
        pair { member in member.colorSet.document.flatMap { byBytes[$0.bytes]?.first { !taken.contains($0) } } }
        added = added.indices.filter { !taken.contains($0) }.map { added[$0] }
        return pairs
    }
}
