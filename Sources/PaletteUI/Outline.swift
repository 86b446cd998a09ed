import AssetCatalog

/// What a tree row stands for.
public enum OutlineItem: Hashable, Sendable {
    /// A whole catalog (its root folder).
    case catalog(Int)
    /// A group folder (namespace or not) of a catalog.
    case folder(catalog: Int, folder: Int)
    /// A colorset that belongs to no view-state group.
    case colorSet(ColorSetLocation)
    /// A view-state group, shown as one row: an index into the catalog's `stateGroups`.
    case stateGroup(catalog: Int, group: Int)
}

/// One row of the fully expanded tree.
public struct OutlineNode: Sendable {
    public var item: OutlineItem
    /// Nesting level: 0 for catalogs.
    public var depth: Int
    /// The enclosing node's index; `nil` for catalogs.
    public var parent: Int?
    /// One past the last node of this node's subtree (`index + 1` for leaves).
    public var subtreeEnd: Int
    /// The row's label, already made safe to draw (`SafeText.visible`); namespaces end in `/`.
    public var label: String
    /// The lowercased qualified names the filter matches against, as UTF-8 bytes.
    public var searchKeys: [[UInt8]]
    /// The worst diagnostic severity of the colorset(s) behind the row, if any.
    public var worstSeverity: Diagnostic.Severity?

    /// True for catalogs and folders: rows that fold.
    public var isContainer: Bool {
        switch item {
        case .catalog, .folder: true
        case .colorSet, .stateGroup: false
        }
    }

    /// The catalog this row belongs to.
    public var catalog: Int {
        switch item {
        case .catalog(let catalog), .folder(let catalog, _), .stateGroup(let catalog, _): catalog
        case .colorSet(let location): location.catalog
        }
    }
}

/// The workspace and its tree, flattened depth first, built once per loaded workspace.
///
/// Immutable, so `AppState` can hold it and compare it by identity: two states share an outline
/// exactly when they browse the same load of the workspace. Colorsets or folders added or
/// removed on disk build a new outline (`AppState.relocate(to:_:)`).
public final class Outline: Sendable, Equatable {
    public let workspace: Workspace
    /// Every row of the fully expanded tree, in display order.
    public let nodes: [OutlineNode]
    /// Colorsets per catalog, for the status bar.
    public let colorSetCount: Int
    /// Each catalog's name, or its shortest distinguishing path when several share it
    /// (`Workspace.catalogLabels`), for the tree and the status bar.
    public let catalogLabels: [String]
    /// The state-group ids of each catalog's colorsets (`nil` when not in a group).
    public let groupOfColorSet: [[Int?]]
    /// Every node's search keys in one contiguous buffer, each key followed by a 0 byte; node
    /// `i` owns `searchBytes[searchOffsets[i]..<searchOffsets[i + 1]]`. Flat so a filter
    /// keystroke scans memory linearly.
    let searchBytes: [UInt8]
    let searchOffsets: [Int]

    public init(workspace: Workspace) {
        self.workspace = workspace
        catalogLabels = workspace.catalogLabels
        var builder = OutlineBuilder()
        for index in workspace.catalogs.indices {
            builder.addCatalog(workspace.catalogs[index], index: index, label: catalogLabels[index])
        }
        nodes = builder.nodes
        groupOfColorSet = builder.groupOfColorSet
        var bytes: [UInt8] = [], offsets = [0]
        offsets.reserveCapacity(builder.nodes.count + 1)
        for node in builder.nodes {
            for key in node.searchKeys { bytes += key; bytes.append(0) }
            offsets.append(bytes.count)
        }
        searchBytes = bytes
        searchOffsets = offsets
        colorSetCount = workspace.catalogs.reduce(0) { $0 + $1.colorSets.count }
    }

    public static func == (lhs: Outline, rhs: Outline) -> Bool { lhs === rhs }

    /// The colorset at `location`.
    public func colorSet(_ location: ColorSetLocation) -> ColorSet {
        workspace.catalogs[location.catalog].colorSets[location.colorSet]
    }

    /// The state group `group` of catalog `catalog`.
    public func stateGroup(catalog: Int, group: Int) -> StateGroup {
        workspace.catalogs[catalog].stateGroups[group]
    }

    /// The view state `location` stands for, when it is a member of a state group.
    public func viewState(of location: ColorSetLocation) -> ViewState? {
        guard let group = groupOfColorSet[location.catalog][location.colorSet] else { return nil }
        return stateGroup(catalog: location.catalog, group: group).members
            .first { $0.colorSet == location.colorSet }?.state
    }
}
