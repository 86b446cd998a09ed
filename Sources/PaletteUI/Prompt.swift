import AssetCatalog

/// A question in the status bar that waits for one key; Esc cancels every prompt.
public enum Prompt: Equatable, Sendable {
    /// `e` on an appearance that only falls back to another slot: y creates the slot made for it
    /// (from the fallback's color), n edits the fallback slot itself.
    case createSlot(ColorSetLocation, traits: SlotTraits, fallback: Int, appearance: Appearance)
    /// Editing a system reference: y replaces it with explicit components.
    case replaceReference(ColorSetLocation, variant: Int)
    /// `x`: y removes the slot.
    case removeSlot(ColorSetLocation, variant: Int)
    /// Quitting with unsaved edits: s saves then quits, d discards and quits.
    case quit
    /// Files changed on disk since they were read: r reloads them (dropping their edits),
    /// o asks to overwrite them, k keeps the edits unsaved.
    case changedOnDisk([ColorSetLocation])
    /// The explicit second choice after o: y overwrites the files with the edits.
    case confirmOverwrite([ColorSetLocation])

    /// The question, with the keys that answer it.
    func text(_ state: AppState) -> String {
        func name(_ location: ColorSetLocation) -> String { "'\(state.colorSet(at: location).qualifiedName)'" }
        func label(_ location: ColorSetLocation, _ variant: Int) -> String {
            state.colorSet(at: location).variants.first { $0.index == variant }?.traits.appearanceLabel ?? "?"
        }
        func names(_ locations: [ColorSetLocation]) -> String {
            locations.count == 1 ? name(locations[0]) : "\(locations.count) colorsets"
        }
        switch self {
        case .createSlot(let location, let traits, let fallback, let appearance):
            return "\(appearance.label) of \(name(location)) uses its \(label(location, fallback)) slot: "
                + "create a \(traits.appearanceLabel) slot? y creates it, n edits \(label(location, fallback)), Esc cancels"
        case .replaceReference(let location, let variant):
            let reference = state.colorSet(at: location).variants.first { $0.index == variant }
                .flatMap { if case .reference(let reference)? = $0.color { reference.name } else { nil } } ?? "system color"
            return "the \(label(location, variant)) slot of \(name(location)) is '\(reference)': "
                + "replace it with explicit components? y/n"
        case .removeSlot(let location, let variant):
            return "remove the \(label(location, variant)) slot of \(name(location))? y/n"
        case .quit:
            let count = state.history.dirtyLocations.count
            return "\(count) colorset\(count == 1 ? " has" : "s have") unsaved edits: s saves and quits, "
                + "d discards and quits, Esc cancels"
        case .changedOnDisk(let locations):
            return "\(names(locations)) changed on disk: r reloads (drops your edits), o overwrites with your edits, "
                + "k keeps your edits unsaved"
        case .confirmOverwrite(let locations):
            return "overwrite \(names(locations)) on disk, losing the other change? y/n"
        }
    }
}
