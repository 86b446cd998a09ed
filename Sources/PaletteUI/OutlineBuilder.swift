import AssetCatalog
import TerminalCore

/// Flattens catalogs into `OutlineNode`s: folders become rows, the members of a view-state group
/// collapse into one group row at the place of the group's first member (or of its folder).
struct OutlineBuilder {
    private(set) var nodes: [OutlineNode] = []
    private(set) var groupOfColorSet: [[Int?]] = []

    mutating func addCatalog(_ catalog: Catalog, index: Int, label: String) {
        var groupOf = [Int?](repeating: nil, count: catalog.colorSets.count)
        var folderGroup: [Int: Int] = [:]
        for (group, stateGroup) in catalog.stateGroups.enumerated() {
            for member in stateGroup.members { groupOf[member.colorSet] = group }
            if stateGroup.convention == .folder { folderGroup[stateGroup.folder] = group }
        }
        groupOfColorSet.append(groupOf)
        let context = Context(catalog: catalog, catalogIndex: index, groupOf: groupOf, folderGroup: folderGroup)
        guard !catalog.folders.isEmpty else { return }
        let root = nodes.count
        nodes.append(OutlineNode(item: .catalog(index), depth: 0, parent: nil, subtreeEnd: root + 1,
                                 label: SafeText.visible(label), searchKeys: [],
                                 worstSeverity: catalog.diagnostics.map(\.severity).max()))
        addChildren(of: 0, parent: root, depth: 1, context)
        nodes[root].subtreeEnd = nodes.count
        // A catalog of images only (most of a large app's) says nothing about colors: no row,
        // unless something is wrong with it. Its folders without colors are not loaded at all.
        if nodes.count == root + 1, nodes[root].worstSeverity == nil { nodes.removeLast() }
    }

    private struct Context {
        var catalog: Catalog
        var catalogIndex: Int
        var groupOf: [Int?]
        var folderGroup: [Int: Int]
    }

    private mutating func addChildren(of folder: Int, parent: Int, depth: Int, _ context: Context) {
        var emittedGroups = Set<Int>()
        for entry in context.catalog.folders[folder].children {
            switch entry {
            case .folder(let child):
                guard let group = context.folderGroup[child] else {
                    addFolder(child, parent: parent, depth: depth, context)
                    continue
                }
                // A state folder is one group row; folders inside it still get their own rows.
                addGroup(group, parent: parent, depth: depth, context)
                for case .folder(let inner) in context.catalog.folders[child].children {
                    addFolder(inner, parent: parent, depth: depth, context)
                }
            case .colorSet(let index):
                if let group = context.groupOf[index] {
                    if emittedGroups.insert(group).inserted, context.catalog.stateGroups[group].convention == .suffix {
                        addGroup(group, parent: parent, depth: depth, context)
                    }
                    continue
                }
                let colorSet = context.catalog.colorSets[index]
                nodes.append(OutlineNode(
                    item: .colorSet(ColorSetLocation(catalog: context.catalogIndex, colorSet: index)), depth: depth,
                    parent: parent, subtreeEnd: nodes.count + 1, label: SafeText.visible(colorSet.name),
                    searchKeys: [Array(colorSet.qualifiedName.lowercased().utf8)],
                    worstSeverity: colorSet.diagnostics.map(\.severity).max()))
            }
        }
    }

    private mutating func addFolder(_ folder: Int, parent: Int, depth: Int, _ context: Context) {
        let node = nodes.count
        let info = context.catalog.folders[folder]
        nodes.append(OutlineNode(item: .folder(catalog: context.catalogIndex, folder: folder), depth: depth,
                                 parent: parent, subtreeEnd: node + 1,
                                 label: SafeText.visible(info.name) + (info.providesNamespace ? "/" : ""),
                                 searchKeys: [], worstSeverity: nil))
        addChildren(of: folder, parent: node, depth: depth + 1, context)
        nodes[node].subtreeEnd = nodes.count
    }

    private mutating func addGroup(_ group: Int, parent: Int, depth: Int, _ context: Context) {
        let stateGroup = context.catalog.stateGroups[group]
        let members = stateGroup.members.map { context.catalog.colorSets[$0.colorSet] }
        let shortName = stateGroup.name.split(separator: "/").last.map(String.init) ?? stateGroup.name
        nodes.append(OutlineNode(
            item: .stateGroup(catalog: context.catalogIndex, group: group), depth: depth, parent: parent,
            subtreeEnd: nodes.count + 1, label: SafeText.visible(shortName),
            searchKeys: [Array(stateGroup.name.lowercased().utf8)] + members.map { Array($0.qualifiedName.lowercased().utf8) },
            worstSeverity: members.flatMap(\.diagnostics).map(\.severity).max()))
    }
}
