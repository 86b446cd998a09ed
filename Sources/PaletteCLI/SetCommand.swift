import ArgumentParser
import AssetCatalog
import TerminalCore

/// `palette set NAME COLOR`: write one slot of one color, changing only its component tokens.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set the color of one appearance's slot, keeping the file's formatting.",
        discussion: """
            COLOR is #RRGGBB or #RRGGBBAA ('#' optional), given in the slot's color space as Xcode's \
            hex field reads it, or oklch(L C H / A) with L and A in 0...1 (or %), C in 0...0.5 and H \
            in degrees. The slot made exactly for the appearance is written (Any counts as \
            light when the color has no Light slot) and created when absent, so no other appearance \
            changes. A new slot copies the color space, notation and alpha of the slot it derives from. \
            For the same reason a new HC slot comes with the HC Dark slot Xcode adds with it, and a \
            replaced system color with slots keeping its other appearances; both are reported, as is \
            any new problem 'check' would find.
            """
    )

    @Argument(help: "The color's qualified name (Brand/accent), or its name when that is unique.")
    var name: String

    @Argument(help: "#RRGGBB, #RRGGBBAA or oklch(L C H).")
    var color: String

    @OptionGroup var catalogs: CatalogPaths
    @OptionGroup var catalogChoice: CatalogChoice
    @OptionGroup var traits: TraitOptions
    @Flag(help: "Print the change as a unified diff and write nothing.") var dryRun = false

    func validate() throws {
        do {
            _ = try ColorInput(parsing: color)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let workspace = try catalogs.loadRequiringCatalogs()
        let location: ColorSetLocation
        switch workspace.locate(name, in: try catalogChoice.scope(in: workspace)) {
        case .success(let found): location = found
        case .failure(let error): throw CommandFailure(message: error.message)
        }
        let original = workspace.colorSet(at: location)
        var colorSet = original
        try traits.checkIdiom(present: Set(colorSet.variants.map(\.traits.idiom)),
                              in: "'\(colorSet.contentsPath)'")
        let input: ColorInput
        do {
            input = try ColorInput(parsing: color)
        } catch {
            throw CommandFailure(message: error.message)
        }
        guard let before = colorSet.document?.text else {
            throw CommandFailure(message: "'\(colorSet.contentsPath)' cannot be edited: it could not be read")
        }
        let outcome: SetOutcome
        do {
            outcome = try colorSet.set(input, appearance: traits.appearance, idiom: traits.idiom)
        } catch {
            throw CommandFailure(message: error.message)
        }
        let slot = original.slotTraits(for: traits.appearance, idiom: traits.idiom)
        let report = Self.otherSlotsReport(before: original, after: colorSet, written: slot)
            + Self.newProblemsReport(before: original, after: colorSet)
        if dryRun {
            StandardStreams.write(UnifiedDiff.make(old: before, new: colorSet.document?.text ?? before,
                                                   path: colorSet.contentsPath))
            StandardStreams.writeError(report)
            return
        }
        do {
            try colorSet.save()
        } catch {
            throw CommandFailure(message: error.message)
        }
        let verb = { if case .created = outcome { "created" } else { "updated" } }()
        let hex = colorSet.resolvedColor(traits.request)?.display?.rgb.hex ?? "?"
        StandardStreams.writeError("palette: \(verb) \(SafeText.visible(colorSet.qualifiedName)) "
                                   + "\(traits.appearance.rawValue) slot: now \(hex) in '\(SafeText.visible(colorSet.contentsPath))'\n"
                                   + report)
    }
}
