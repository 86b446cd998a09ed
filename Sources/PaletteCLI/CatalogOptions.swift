import ArgumentParser
import AssetCatalog
import Foundation
import TerminalCore

/// The paths to open and the project config, shared by every subcommand.
struct CatalogPaths: ParsableArguments {
    @Argument(help: "An .xcassets catalog, or a folder to search for catalogs (default: the current folder).")
    var paths: [String] = []

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "The project config (default: palette.yml in the first path's folder or the nearest folder above it).",
        valueName: "file"))
    var configFile: String?

    /// The paths, or the current folder when none were given.
    var resolved: [String] { paths.isEmpty ? ["."] : paths }
}

/// Which slot to resolve: appearance and device.
struct TraitOptions: ParsableArguments {
    @Option(name: .long, help: "Appearance to resolve: light, dark, hc-light or hc-dark.")
    var appearance: Appearance = .light

    @Option(name: .long, help: "Device idiom (\(SlotTraits.knownIdioms.joined(separator: ", "))), or a -marketing idiom the file has.",
            completion: .list(SlotTraits.knownIdioms))
    var idiom: String?

    var request: TraitRequest { TraitRequest(appearance: appearance, idiom: idiom) }
}

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension Appearance: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
