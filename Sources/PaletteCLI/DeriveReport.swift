import AssetCatalog
import ColorScience
import ContrastPolicy
import TerminalCore

/// What `palette derive` says and writes: a line per slot with the pairs it was held to, the
/// conflicts on stderr, and the edited colorsets saved (or shown as a diff with `--dry-run`).
struct DeriveReport {
    private var lines = ""
    private var problems: [String] = []
    private var changed: [ColorSetLocation] = []
    private var derivedSlots = 0, existing = 0

    mutating func add(_ results: [DerivationResult], colorSet: ColorSet, workspace: Workspace) {
        let name = SafeText.visible(colorSet.qualifiedName)
        var derivedHere = false
        for result in results {
            let slot = result.traits.appearanceLabel
            switch result.outcome {
            case .derived(let derived):
                derivedSlots += 1
                derivedHere = true
                lines += "\(name)  \(slot)  \(derived.startDisplay.rgb.hex) -> \(derived.display.rgb.hex)  "
                    + "L \(ContrastFormat.fixed(derived.start.lightness, decimals: 3)) -> \(ContrastFormat.fixed(derived.result.lightness, decimals: 3))"
                    + (derived.result.chroma >= 0.02 ? ", hue \(ContrastFormat.fixed(derived.result.hue, decimals: 0)) kept" : "")
                    + "  (\(Self.method(derived.method, pairs: derived.checks.count)))\n"
                for check in derived.checks {
                    lines += "    \(SafeText.visible(check.pair)): \(check.before) -> \(check.after), needs \(check.requirement)\n"
                }
            case .exists:
                existing += 1
            case .conflict(let conflict):
                problems.append("cannot derive the \(slot) slot of '\(name)': \(SafeText.visible(conflict.description)); nothing written for it")
            case .failed(let reason):
                problems.append("cannot derive the \(slot) slot of '\(name)': \(SafeText.visible(reason))")
            }
        }
        if derivedHere, !results.contains(where: \.isProblem), let location = results.first?.location { changed.append(location) }
    }

    private static func method(_ method: DerivedSlot.Method, pairs: Int) -> String {
        switch method {
        case .solved: "solved for \(pairs) pair\(pairs == 1 ? "" : "s")"
        case .rule: "rule, no declared pairs"
        case .ruleReversed: "rule turned toward more contrast with the backgrounds"
        case .ruleLimited: "rule limited to keep contrast with the backgrounds"
        }
    }

    /// Prints, writes (unless `dryRun`) and fails when anything could not be derived.
    func finish(workspace: Workspace, originals: Workspace, dryRun: Bool, summary: Bool) throws {
        StandardStreams.write(lines)
        var saveErrors: [String] = []
        for location in changed {
            var colorSet = workspace.colorSet(at: location)
            if dryRun {
                StandardStreams.write(UnifiedDiff.make(old: originals.colorSet(at: location).document?.text ?? "",
                                                       new: colorSet.document?.text ?? "", path: colorSet.contentsPath))
                continue
            }
            do {
                try colorSet.save()
            } catch {
                saveErrors.append(error.message)
            }
        }
        if summary || derivedSlots == 0 {
            let verb = dryRun ? "would derive" : "derived"
            StandardStreams.write("\(verb) \(derivedSlots) slot\(derivedSlots == 1 ? "" : "s") in \(changed.count) "
                                  + "color\(changed.count == 1 ? "" : "s"); \(existing) already there; \(problems.count) not derived\n")
        }
        let failures = problems + saveErrors
        if !failures.isEmpty { throw CommandFailure(messages: failures) }
    }
}
