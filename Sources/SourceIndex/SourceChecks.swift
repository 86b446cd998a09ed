import AssetCatalog
import ColorScience

/// `check`'s findings about where colors are used: names no catalog defines (with a near name),
/// colors nothing references, stale or dark storyboard fallbacks, and hard-coded colors that equal
/// a catalog color.
public struct SourceChecks: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// Every stale or dark fallback, by file: what `check --fix` repairs.
    public var repairs: [String: [FallbackFix.Repair]] = [:]

    public init(workspace: Workspace, index: SourceIndex) {
        diagnostics = index.problems.map(\.diagnostic)
        let byName = ColorLookup(workspace: workspace)
        guard !byName.isEmpty else { return }
        checkNames(index, byName: byName)
        checkUnused(workspace, index)
        checkFallbacks(workspace, index, byName: byName)
        diagnostics += HardcodedColors(workspace: workspace).diagnostics(for: index.literals)
        diagnostics.sort()
    }

    private mutating func checkNames(_ index: SourceIndex, byName: ColorLookup) {
        let suggestions = NameSuggestion(names: byName.names)
        // A resource with uses in its file is reported at the uses only.
        var usedInFile = Set<[String]>()
        for reference in index.references where reference.kind == .ibColor { usedInFile.insert([reference.file, reference.name]) }
        for reference in index.references where reference.pattern == nil && !byName.names.contains(reference.name) {
            if reference.kind == .ibResource, usedInFile.contains([reference.file, reference.name]) { continue }
            if let bundle = reference.bundle {
                diagnostics.append(Diagnostic(file: reference.file, line: reference.line, column: reference.column,
                                              .codeColorFromOtherBundle(name: reference.name, bundle: bundle)))
                continue
            }
            let suggestion = suggestions.suggestion(for: reference.name)
            let finding: Finding = reference.kind.isInterfaceBuilder
                ? .ibMissingColor(name: reference.name, suggestion: suggestion)
                : .codeMissingColor(name: reference.name, suggestion: suggestion)
            diagnostics.append(Diagnostic(file: reference.file, line: reference.line, column: reference.column, finding))
        }
    }

    private mutating func checkUnused(_ workspace: Workspace, _ index: SourceIndex) {
        let used = Set(index.references.lazy.filter { $0.pattern == nil }.map(\.name))
        let patterns = index.references.filter { $0.pattern != nil }
        for catalog in workspace.catalogs {
            for colorSet in catalog.colorSets where !used.contains(colorSet.qualifiedName) {
                let pattern = patterns.first { $0.matches(colorSet.qualifiedName) }
                diagnostics.append(Diagnostic(file: colorSet.contentsPath,
                                              .unusedColor(name: colorSet.qualifiedName, possiblyUsedBy: pattern?.name)))
            }
        }
    }

    private mutating func checkFallbacks(_ workspace: Workspace, _ index: SourceIndex, byName: ColorLookup) {
        for file in index.interfaceBuilderFiles {
            for fallback in file.fallbacks {
                guard let location = byName.location(of: fallback.name, nearest: file.path), let written = fallback.color else { continue }
                let finding: Finding
                let expected: SpaceColor
                switch FallbackJudge.judge(fallback, against: workspace.colorSet(at: location)) {
                case .current, .unjudged: continue
                case .stale(let value):
                    let (was, should) = FallbackJudge.describe(written, value)
                    finding = .staleFallback(name: fallback.name, fallback: was, catalog: should)
                    expected = value
                case .dark(let value):
                    let (was, should) = FallbackJudge.describe(written, value)
                    finding = .darkFallback(name: fallback.name, fallback: was, catalog: should)
                    expected = value
                }
                diagnostics.append(Diagnostic(file: file.path, line: fallback.line, column: fallback.column, finding))
                repairs[file.path, default: []].append(FallbackFix.Repair(fallback: fallback, expected: expected))
            }
        }
    }
}

/// Colorsets by name; a name several catalogs define is taken from the catalog nearest the file
/// that uses it (the longest shared folder path), so that each app of a tree is judged against
/// its own catalog.
struct ColorLookup {
    private var locations: [String: [ColorSetLocation]] = [:]
    private let nearness: CatalogNearness
    let names: Set<String>

    init(workspace: Workspace) {
        for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
            for (colorSetIndex, colorSet) in catalog.colorSets.enumerated() {
                locations[colorSet.qualifiedName, default: []].append(ColorSetLocation(catalog: catalogIndex, colorSet: colorSetIndex))
            }
        }
        nearness = CatalogNearness(workspace: workspace)
        names = Set(locations.keys)
    }

    var isEmpty: Bool { locations.isEmpty }

    func location(of name: String, nearest file: String) -> ColorSetLocation? {
        guard let candidates = locations[name] else { return nil }
        guard candidates.count > 1 else { return candidates.first }
        let folder = CatalogNearness.folders(of: file)
        return candidates.max { nearness.shared(folder, $0.catalog) < nearness.shared(folder, $1.catalog) }
    }
}
