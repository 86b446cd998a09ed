import CodeGeneration
import AssetCatalog
import ColorScience
import ContrastPolicy
import PaletteConfig
import TerminalCore

/// The specimen's settings: `palette.yml`'s `specimen` section and the cast worked out from it,
/// the pairs and the names when the specimen first opens (locations never change with edits).
public struct SpecimenContext: Equatable, Sendable {
    public var section: SpecimenSection?
    public var isShown = false
    public private(set) var cast: SpecimenCast?

    public init(section: SpecimenSection? = nil) {
        self.section = section
    }

    /// Forgets the cast: colorsets were added or removed on disk, so it is worked out again.
    mutating func forgetCast() { cast = nil }

    mutating func cast(in workspace: Workspace, pairs: PairList) -> SpecimenCast {
        if let cast { return cast }
        let found = SpecimenCast(workspace: workspace, pairs: pairs, section: section)
        cast = found
        return found
    }
}

extension AppState {
    /// `m`: the specimen replaces the detail pane (below the editor while editing, when it fits).
    mutating func toggleSpecimen() {
        specimen.isShown.toggle()
        guard specimen.isShown else { return }
        let pairs = contrast.pairs(in: workspace)
        let cast = specimen.cast(in: workspace, pairs: pairs)
        if cast.parts.isEmpty { statusMessage = "no color plays a part in the specimen: name them in palette.yml's 'specimen' section" }
        if let missing = cast.unmatched.first {
            statusMessage = "specimen: '\(missing.name.text)' (\(missing.role.rawValue)) matches no color"
        }
    }

    /// `v`: the next color vision, for every color on screen.
    mutating func cycleVision() {
        vision = vision.next
        statusMessage = vision == .normal ? "color vision: normal" : "color vision: \(vision.label) (simulated, \(vision.method))"
    }

    /// `Y`: the next copy format, and what `y` would copy in it.
    mutating func cycleCopyFormat() {
        copyFormat = copyFormat.next
        let preview = selectedCopyText().map { ": \($0)" } ?? ""
        statusMessage = "y copies the \(copyFormat.label)\(preview)"
    }

    /// `y`: the selected color's value, in the current format, to the clipboard (OSC 52).
    mutating func copySelectedValue() -> [Effect] {
        guard selectedColorSet != nil else {
            statusMessage = nothingSelected(toDo: "copy")
            return []
        }
        guard let text = selectedCopyText() else {
            statusMessage = "nothing to copy: the color has no value palette knows in \(appearance.label)"
            return []
        }
        statusMessage = "copied \(copyFormat.label) \(text) (\(clipboardRoute.label))"
        return [.sendControlSequence(clipboardRoute.bytes(copying: text))]
    }

    /// The selected color as the current appearance resolves it, in the current copy format.
    func selectedCopyText() -> String? {
        guard let location = selectedColorSet else { return nil }
        if copyFormat == .generated { return CodeGenerator.swiftExpression(for: location, in: workspace, target: codeTarget) }
        guard let resolved = colorSet(at: location).resolvedColor(TraitRequest(appearance: appearance)) else { return nil }
        return copyFormat.text(for: resolved, appearance: appearance)
    }

    /// Uses the terminal's background as the canvas: under translucent swatches, and under
    /// translucent backgrounds in contrast figures for the appearances of its lightness.
    public mutating func useCanvas(_ rgb: RGB8) {
        canvas = rgb
        var section = contrast.section ?? ContrastSection()
        if OKLab(linearSRGB: DisplayColor(rgb: rgb).linearSRGB).L >= 0.5 { section.canvas.light = rgb } else { section.canvas.dark = rgb }
        contrast = ContrastContext(section: section, inferring: contrast.inferring)
    }
}
