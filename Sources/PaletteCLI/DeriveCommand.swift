import ArgumentParser
import AssetCatalog
import ContrastPolicy
import TerminalCore

/// `palette derive NAME` / `palette derive --all`: add missing Dark and High Contrast slots whose
/// colors meet the contrast policy.
struct DeriveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "derive",
        abstract: "Add missing Dark and High Contrast slots that meet the color's contrast targets.",
        usage: """
            palette derive <name> [--dark] [--high-contrast] [--dry-run] [<paths> ...]
            palette derive --all [--dark] [--high-contrast] [--dry-run] [<paths> ...]
            """,
        discussion: """
            A new slot starts from the color the appearance resolves to now and keeps its OKLCH hue. \
            When the color takes part in pairs declared in palette.yml, the lightness nearest the start \
            at which every one of them meets its target in that appearance is solved for, chroma reduced \
            only to stay in the slot's gamut; High Contrast slots never lower contrast with a pair's \
            other color. When no lightness meets every target nothing is written and the pair in the way \
            is named. Without declared pairs the Dark rule (lightness mirrored) and the High Contrast rule \
            (lightness 0.08 further from mid-gray) apply, and High Contrast never lowers contrast with the \
            color's inferred backgrounds. With neither --dark nor --high-contrast, both. --all fills every \
            foreground of every pair. A High Contrast Dark slot is added only to a color with a Dark slot, \
            as Xcode does. Each file keeps its notation and style.
            """
    )

    @Argument(help: "The color's qualified name (Text/primary), or its name when that is unique; a state group's name derives each state.")
    var name: String?

    @OptionGroup var catalogs: CatalogPaths
    @Flag(help: "Every foreground of every pair instead of one color.") var all = false
    @Flag(help: "Add the Dark slot.") var dark = false
    @Flag(help: "Add the High Contrast slots (HC, and HC Dark where there is a Dark slot).") var highContrast = false
    @Flag(help: "Print the changes as a unified diff and write nothing.") var dryRun = false
    @Flag(help: "Use only the pairs palette.yml declares; infer none from names.") var noInfer = false

    func validate() throws {
        if !all, name == nil { throw ValidationError("give a color's name, or --all") }
    }

    func run() throws {
        // With --all the first argument is a path.
        var paths = catalogs
        if all, let name { paths.paths.insert(name, at: 0) }
        let (workspace, config) = try paths.loadRequiringCatalogsAndConfig()
        let pairs = PairList(workspace: workspace, section: config?.contrast, inferring: !noInfer)
        let targets: [ColorSetLocation]
        if all {
            var seen = Set<ColorSetLocation>()
            targets = pairs.pairs.map(\.foreground).filter { seen.insert($0).inserted }
                .sorted { workspace.colorSet(at: $0).qualifiedName < workspace.colorSet(at: $1).qualifiedName }
        } else {
            targets = try Self.locations(named: name ?? "", in: workspace)
        }
        var deriver = SlotDeriver(workspace: workspace, pairs: pairs, canvas: config?.contrast?.canvas ?? .init())
        var report = DeriveReport()
        for location in targets {
            let before = deriver.workspace.colorSet(at: location)
            let results = SlotDeriver.appearances(dark: dark, highContrast: highContrast)
                .flatMap { deriver.derive(location, appearance: $0) }
            // One color is derived whole or not at all.
            if results.contains(where: \.isProblem) { deriver.restore(before, at: location) }
            report.add(results, colorSet: before, workspace: deriver.workspace)
        }
        try report.finish(workspace: deriver.workspace, originals: workspace, dryRun: dryRun, summary: all)
    }
}

extension DeriveCommand {
    /// The members of the state group called `name` (`Controls/linkText`, or `linkText` when that
    /// is unique), else the one colorset `Workspace.locate` finds.
    static func locations(named name: String, in workspace: Workspace) throws(CommandFailure) -> [ColorSetLocation] {
        for exact in [true, false] {
            var found: [[ColorSetLocation]] = []
            for (catalogIndex, catalog) in workspace.catalogs.enumerated() {
                for group in catalog.stateGroups where exact ? group.name == name : group.name.hasSuffix("/" + name) {
                    found.append(group.members.map { ColorSetLocation(catalog: catalogIndex, colorSet: $0.colorSet) })
                }
            }
            if found.count == 1 { return found[0] }
            if found.count > 1 { break }
        }
        switch workspace.locate(name) {
        case .success(let location): return [location]
        case .failure(let error): throw CommandFailure(message: error.message)
        }
    }
}

extension DerivationResult {
    /// A conflict or a failure: the color is left as it was.
    var isProblem: Bool {
        switch outcome {
        case .conflict, .failed: true
        case .derived, .exists: false
        }
    }
}
