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
            Names built at run time that can produce the name ("Bookmark\\\\(i)") are listed as possible \\
            references. A name no catalog defines is still searched for as written.
            """
    )

    @Argument(help: "The color's qualified name (Brand/accent), or its name when that is unique.")
    var name: String

    @OptionGroup var catalogs: CatalogPaths
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text

    func run() throws {
        let (workspace, _, config) = try catalogs.loadWithOpenedPaths()
        let qualified: String
        switch workspace.locate(name) {
        case .success(let location): qualified = workspace.colorSet(at: location).qualifiedName
        case .failure(.ambiguous(_, let candidates)):
            throw CommandFailure(message: NameLookupError.ambiguous(name: name, candidates: candidates).message)
        case .failure(.unknown): qualified = name
        }
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
            let objects = references.map { reference -> [(String, String)] in
                var members = [("file", JSONText.quoted(reference.file)), ("line", "\(reference.line)"),
                               ("column", "\(reference.column)"), ("kind", JSONText.quoted(reference.kind.rawValue)),
                               ("name", JSONText.quoted(reference.name))]
                if reference.pattern != nil { members.append(("possibly", "true")) }
                return members
            }
            StandardStreams.write(JSONText.array(of: objects))
        }
    }
}
