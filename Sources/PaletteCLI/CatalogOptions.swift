import ArgumentParser
import AssetCatalog
import Foundation
import TerminalCore

/// The paths to open, shared by every subcommand.
struct CatalogPaths: ParsableArguments {
    @Argument(help: "An .xcassets catalog, or a folder to search for catalogs (default: the current folder).")
    var paths: [String] = []

    /// The paths, or the current folder when none were given.
    var resolved: [String] { paths.isEmpty ? ["."] : paths }

    /// Loads every catalog; problems with the files are reported, never fatal. A search that
    /// reads many folders (`palette` run in a home folder) says so on stderr when that is a
    /// terminal; Ctrl-C stops it like any other command.
    func load() -> Workspace {
        CatalogLoader.load(paths: resolved) { folder in
            guard isatty(STDERR_FILENO) == 1 else { return }
            StandardStreams.writeError("palette: searching '\(SafeText.visible(folder))' for catalogs (Ctrl-C stops)...\n")
        }
    }
}

/// Which slot to resolve: appearance and device.
struct TraitOptions: ParsableArguments {
    @Option(name: .long, help: "Appearance to resolve: light, dark, hc-light or hc-dark.")
    var appearance: Appearance = .light

    @Option(name: .long, help: "Device idiom to resolve for (iphone, ipad, mac, tv, watch, car, vision).")
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
