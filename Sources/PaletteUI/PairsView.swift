import AssetCatalog
import ContrastPolicy
import PaletteConfig

/// The pairs view (`p`): the contrast pairs of the selected color, or every failing pair, each a
/// row of a matrix of states × appearances (ratio, Lc and a pass mark), measured on the colors as
/// edited. Rows come in blocks, one per foreground and background (a state group counts once).
public struct PairsView: Equatable, Sendable {
    public enum Scope: Equatable, Sendable {
        /// The pairs the selected color (or any state of the selected group) takes part in.
        case selected
        /// Every pair that fails in some appearance.
        case failing
    }

    public struct Row: Equatable, Sendable {
        public var pair: ContrastPair
        /// `Text/primary on Background/primary`, state groups by their names.
        public var block: String
        /// Light, Dark, HC Light, HC Dark.
        public var cells: [ContrastMeasurement]
    }

    public var scope: Scope
    public var rows: [Row] = []
    /// The row `f`, `b` and Enter jump from.
    public var cursor = 0
    /// What the rows are the pairs of, for the title.
    public var subject: String = ""

    public var selectedRow: Row? { rows.indices.contains(cursor) ? rows[cursor] : nil }

    /// Which color of the pair under the cursor to select.
    public enum Jump: Equatable, Sendable {
        case foreground, background
    }
}

extension AppState {
    /// The view's rows for `scope`, measured now.
    mutating func pairsView(_ scope: PairsView.Scope) -> PairsView {
        let pairs = contrast.pairs(in: workspace)
        let evaluator = ContrastEvaluator(workspace: editedWorkspace, canvas: contrast.canvas)
        var view = PairsView(scope: scope)
        var chosen: [ContrastPair]
        switch scope {
        case .selected:
            let members = selectedMembers
            chosen = pairs.pairs.filter { members.contains($0.foreground) || members.contains($0.background) }
            view.subject = selectedNode.map { $0.label } ?? ""
        case .failing:
            chosen = pairs.pairs
            view.subject = "every failing pair"
        }
        for pair in chosen {
            let cells = Appearance.allCases.map { evaluator.measure(pair, appearance: $0) }
            guard scope == .selected || cells.contains(where: { $0.verdict == .fail }) else { continue }
            view.rows.append(PairsView.Row(pair: pair, block: "\(baseName(pair.foreground)) on \(baseName(pair.background))", cells: cells))
        }
        // Blocks together, in name order; states in their order within a block.
        view.rows = view.rows.enumerated().sorted { lhs, rhs in
            (lhs.element.block, lhs.offset) < (rhs.element.block, rhs.offset)
        }.map(\.element)
        return view
    }

    /// The selected colorset, or every state of the selected group.
    var selectedMembers: Set<ColorSetLocation> {
        guard let node = selectedNode else { return [] }
        if case .stateGroup(let catalog, let group) = node.item {
            return Set(outline.stateGroup(catalog: catalog, group: group).members.map {
                ColorSetLocation(catalog: catalog, colorSet: $0.colorSet)
            })
        }
        return selectedColorSet.map { [$0] } ?? []
    }

    /// A colorset's state group's name when it is in one, else its own qualified name.
    func baseName(_ location: ColorSetLocation) -> String {
        if let group = outline.groupOfColorSet[location.catalog][location.colorSet] {
            return outline.stateGroup(catalog: location.catalog, group: group).name
        }
        return workspace.colorSet(at: location).qualifiedName
    }
}
