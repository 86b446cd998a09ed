import AssetCatalog
import ContrastPolicy
import PaletteConfig

/// The contrast policy the browser works with: `palette.yml`'s `contrast` section (none: pairs
/// inferred from names), and the pairs once worked out, on first use (`D`, `H`, the pairs view).
/// Pairs name colorsets by location, which edits never change, so they are worked out once (and
/// again after colorsets were added or removed on disk).
public struct ContrastContext: Equatable, Sendable {
    public var section: ContrastSection?
    /// False with `--no-infer`: only declared pairs.
    public var inferring: Bool
    public private(set) var pairs: PairList?

    public init(section: ContrastSection? = nil, inferring: Bool = true) {
        self.section = section
        self.inferring = inferring
    }

    /// The canvas under translucent backgrounds.
    public var canvas: ContrastSection.Canvas { section?.canvas ?? ContrastSection.Canvas() }

    /// Forgets the pairs: colorsets were added or removed on disk, so they are worked out again.
    mutating func forgetPairs() { pairs = nil }

    /// The pairs of `workspace`, worked out the first time.
    mutating func pairs(in workspace: Workspace) -> PairList {
        if let pairs { return pairs }
        let found = PairList(workspace: workspace, section: section, inferring: inferring)
        pairs = found
        return found
    }
}

extension AppState {
    /// The workspace as edited: every colorset with unsaved edits in place of the loaded one.
    var editedWorkspace: Workspace {
        var workspace = outline.workspace
        for (location, colorSet) in history.changed {
            workspace.catalogs[location.catalog].colorSets[location.colorSet] = colorSet
        }
        return workspace
    }
}
