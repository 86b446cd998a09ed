import ArgumentParser
import AssetCatalog
import SourceIndex
import TerminalCore

/// `palette usage NAME`: every reference to one color in the sources (issue 17).
struct UsageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usage",
        abstract: "List every reference to a color: Swift, Objective-C, storyboards and xibs, plists, xcconfigs.",
        discussion: """
            Names built at run time that can produce the name ("Bookmark\\(i)") are listed as possible \
            references. A name no catalog defines is still searched for as written. Sources name a \
            color by its qualified name, so a name several catalogs define is one name here.
            """
    )

    @Argument(help: "The color's qualified name (Brand/accent), or its name when that is unique.")
    var name: String

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text

    func run() throws {
        let (workspace, _, config) = try catalogs.loadWithOpenedPaths()
        let qualified = try Self.qualifiedName(name, in: workspace)
        let index = SourceScope.scan(paths: catalogs.paths, config: config, workspace: workspace)
        let references = index.references(to: qualified).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        switch format {
        case .text:
            var output = ""
            for reference in references {
                let possibly = reference.pattern.map { " (possibly, through '\(SafeText.visible($0.joined(separator: "*")))')" } ?? ""
                output += "\(SafeText.visible(reference.file)):\(reference.line):\(reference.column): \(reference.kind.rawValue)\(possibly)\n"
            }
            let count = references.filter { $0.pattern == nil }.count
            output += "\(SafeText.visible(qualified)): \(count) reference\(count == 1 ? "" : "s")"
                + " in \(index.fileCount) file\(index.fileCount == 1 ? "" : "s") scanned\n"
            StandardStreams.write(output)
        case .json:
            StandardStreams.write(JSONText.array(of: references) { reference, object in
                object.add("file", quoting: reference.file)
                object.add("line", raw: "\(reference.line)")
                object.add("column", raw: "\(reference.column)")
                object.add("kind", quoting: reference.kind.rawValue)
                object.add("name", quoting: reference.name)
                if reference.pattern != nil { object.add("possibly", raw: "true") }
            })
        }
    }

    /// The qualified name sources use for `name`: itself when a colorset has it (in any number of
    /// catalogs: sources name colors, not catalogs), else the one qualified name it is short for,
    /// else `name` as written. Short for several qualified names is an error.
    static func qualifiedName(_ name: String, in workspace: Workspace) throws -> String {
        if workspace.catalogs.contains(where: { $0.colorSets.contains { $0.qualifiedName == name } }) { return name }
        let candidates: [String]
        switch workspace.locateAll(name) {
        case .success(let locations):
            let names = Set(locations.map { workspace.colorSet(at: $0).qualifiedName })
            if names.count == 1, let only = names.first { return only }
            let labels = workspace.catalogLabels
            candidates = locations.map { "\(labels[$0.catalog]): \(workspace.colorSet(at: $0).qualifiedName)" }
        case .failure(.ambiguous(_, let found)): candidates = found
        case .failure(.unknown): return name
        }
        throw CommandFailure(message: "'\(SafeText.visible(name))' matches several colors: "
                             + candidates.map { SafeText.visible($0) }.joined(separator: ", ") + "; give the qualified name")
    }
}
