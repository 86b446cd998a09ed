import ArgumentParser
import AssetCatalog
import TerminalCore

/// `palette [browse] [PATH...]`: the interactive browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the interactive browser (the default command)."
    )

    @OptionGroup var catalogs: CatalogPaths
    @Flag(help: "Open without editing.") var readOnly = false

    func run() throws {
        let workspace = catalogs.load()
        let colors = workspace.catalogs.reduce(0) { $0 + $1.colorSets.count }
        var summary = ""
        for catalog in workspace.catalogs {
            summary += "\(SafeText.visible(catalog.path)): \(catalog.colorSets.count) colors, "
                + "\(catalog.stateGroups.count) state groups\n"
        }
        summary += "\(workspace.catalogs.count) catalogs, \(colors) colors\n"
        StandardStreams.write(summary)
        DiagnosticsPrinter.printToStandardError(workspace.allDiagnostics, minimum: .error)
    }
}
