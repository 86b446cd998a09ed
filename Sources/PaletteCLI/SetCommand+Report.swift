import AssetCatalog
import TerminalCore

/// What `set` says on stderr beyond the slot it wrote: the other slots it had to write so that
/// no other appearance changes, and every problem `check` would now find that it did not before.
extension SetCommand {
    /// `palette: also created the 'HC Dark' slot (#7D70FF) of 'Brand/accent' so no other appearance changes`,
    /// one line per slot that has a color now and had none (or did not exist) before, except `written`.
    static func otherSlotsReport(before: ColorSet, after: ColorSet, written: SlotTraits) -> String {
        after.variants.filter { slot in
            slot.hasColor && slot.traits != written
                && !before.variants.contains { $0.hasColor && $0.traits == slot.traits }
        }.map { slot in
            let device = slot.traits.deviceLabel == "universal" ? "" : " " + slot.traits.deviceLabel
            let hex = slot.color?.display(for: slot.traits.appearance)?.rgb.hex ?? "?"
            return "palette: also created the '\(SafeText.visible(slot.traits.appearanceLabel + device))' slot (\(hex)) "
                + "of '\(SafeText.visible(after.qualifiedName))' so no other appearance changes\n"
        }.joined()
    }

    /// `palette: warning: 'check' will report: path:line:column: warning: message`, for each
    /// diagnostic of `after` that `before` does not have (compared by finding, entry numbers
    /// aside, as positions move when slots are added).
    static func newProblemsReport(before: ColorSet, after: ColorSet) -> String {
        // How many of each finding there were, each matched once (a search and removal in a list
        // took seconds on a colorset of 20,000 entries with a warning each).
        // Entry numbers aside: a slot added at the top renumbers every entry below it.
        var old = before.diagnostics.reduce(into: [Finding: Int]()) { $0[$1.finding.ignoringEntryNumbers, default: 0] += 1 }
        return after.diagnostics.filter { diagnostic in
            let finding = diagnostic.finding.ignoringEntryNumbers
            guard let count = old[finding], count > 0 else { return true }
            old[finding] = count - 1
            return false
        }.map { "palette: warning: 'check' will report: " + SafeText.visible($0.formatted) + "\n" }.joined()
    }
}
