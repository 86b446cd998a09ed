import ArgumentParser
import TerminalCore

/// `palette`: browse and edit the colors of Xcode asset catalogs.
public struct PaletteCommand: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Browse, check and edit the colors of Xcode asset catalogs.",
        discussion: """
            With no subcommand palette opens the browser on the given paths, or on every \
            .xcassets catalog under the current folder.
            """,
        version: version,
        subcommands: [BrowseCommand.self, ListCommand.self, ShowCommand.self, CheckCommand.self, SetCommand.self, DiffCommand.self,
                      ContrastCommand.self, DeriveCommand.self, UsageCommand.self, ExportCommand.self, ImportCommand.self,
                      GenerateCommand.self],
        defaultSubcommand: BrowseCommand.self
    )

    public init() {}
}
