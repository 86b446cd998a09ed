import ArgumentParser
import AssetCatalog

/// `--catalog PATH_OR_LABEL`: which of several loaded catalogs a name is looked up in.
struct CatalogChoice: ParsableArguments {
    @Option(name: .customLong("catalog"), help: ArgumentHelp(
        "Look the name up only in this catalog: its path, a tail of it (Widget/Assets.xcassets) or its label.",
        valueName: "path-or-label"))
    var choice: String?

    /// The catalog indices to search, `nil` for all; fails when the choice names none or several.
    func scope(in workspace: Workspace) throws -> [Int]? {
        guard let choice else { return nil }
        let matches = workspace.catalogs(matching: choice)
        let labels = workspace.catalogLabels
        if matches.isEmpty {
            throw CommandFailure(message: "no catalog '\(choice)'; the catalogs are "
                                 + labels.map { "'\($0)'" }.joined(separator: ", "))
        }
        if matches.count > 1 {
            throw CommandFailure(message: "'\(choice)' names several catalogs: "
                                 + matches.map { "'\(labels[$0])'" }.joined(separator: ", "))
        }
        return matches
    }
}
