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
            let slots = [traits] + [state.colorSet(at: location).highContrastDarkSlot(completing: traits)].compactMap { $0 }
            let created = slots.count == 1 ? "a \(traits.appearanceLabel) slot"
                : slots.map(\.appearanceLabel).joined(separator: " and ") + " slots"
            return "\(appearance.label) of \(name(location)) uses its \(label(location, fallback)) slot: "
                + "create \(created)? y creates \(slots.count == 1 ? "it" : "them"), n edits \(label(location, fallback)), "
                + "Esc cancels"
        case .replaceReference(let location, let variant):
            return Self.replaceReferenceText(state.colorSet(at: location), variant: variant, name: name(location))
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

extension Prompt {
    /// `Any of 'Border/separator' is system color 'separatorColor', which Dark, HC and HC Dark show
    /// too: y makes it explicit and writes Dark from the system color, so none of them changes;
    /// n cancels`. Says which appearances follow the reference now, and what follows the new
    /// components after (`ColorSet.slotsKeepingSystemColor`).
    static func replaceReferenceText(_ colorSet: ColorSet, variant: Int, name: String) -> String {
        guard let entry = colorSet.variants.first(where: { $0.index == variant }),
              case .reference(let reference)? = entry.color else { return "replace the slot? y/n" }
        let request = { (appearance: Appearance) in TraitRequest(appearance: appearance, device: entry.traits) }
        let followers = Appearance.allCases.filter { appearance in
            appearance != entry.traits.appearance && colorSet.resolve(request(appearance))?.variant.index == variant
        }.map(\.label)
        let kept = colorSet.slotsKeepingSystemColor(ofVariant: variant).map(\.traits.appearanceLabel)
        var text = "\(entry.traits.appearanceLabel) of \(name) is system color '\(reference.name)'"
        guard !followers.isEmpty else { return text + ": replace it with explicit components? y/n" }
        text += ", which " + Self.list(followers) + " show too: y makes it explicit"
        if !kept.isEmpty {
            text += " and writes " + Self.list(kept) + " from the system color, so none of them changes"
        } else if entry.color?.spaceColor(for: entry.traits.appearance) == nil {
            text += ", and they show the new components (palette does not know its other values)"
        } else {
            text += "; they keep their look"
        }
        return text + "; n cancels"
    }

    /// `Dark`, `Dark and HC`, `Dark, HC and HC Dark`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
