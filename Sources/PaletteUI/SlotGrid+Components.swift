import AssetCatalog
import TerminalCore

/// A slot's components as the grid writes them: the color space with its channel letters
/// (`srgb  R G B`), the values exactly as written (`0x3C 0xA4 0xB4`) and alpha (`A 1.000`).
extension SlotGrid {
    /// The heading and alpha that every slot of a band writes alike. The band's line says them
    /// once and the columns show only the values: slots usually share both, and a slot that
    /// differs then shows its own, so the difference stands out. A band with a system reference
    /// shares neither: the reference has no space or alpha of its own to claim.
    struct SharedComponents: Equatable {
        /// `srgb  R G B`, when every slot has it.
        var heading: String?
        /// `A 1.000`, or `A (none: 1)`, when every slot has it.
        var alpha: String?

        /// What the colors of a band's own slots share.
        init(_ slots: [VariantColor]) {
            let colors = slots.compactMap { if case .components(let color) = $0 { color } else { nil } }
            guard colors.count == slots.count else { return }
            let headings = Set(colors.map(SlotGrid.heading))
            let alphas = Set(colors.map(SlotGrid.alphaText))
            heading = headings.count == 1 ? headings.first : nil
            alpha = alphas.count == 1 ? alphas.first : nil
        }
    }

    static let noAlpha = "A (none: 1)"

    /// The device, then what its slots share: `universal  srgb  R G B  A 1.000`.
    func bandLine(_ device: SlotTraits, shared: SharedComponents) -> StyledLine {
        var line = StyledLine(SafeText.visible(device.deviceLabel), style: theme.title)
        if let heading = shared.heading { line.append("  " + heading) }
        if let alpha = shared.alpha {
            line.append("  ")
            line.append(alpha, style: alpha == Self.noAlpha ? theme.dim : theme.plain)
        }
        return line
    }

    /// The components exactly as written, under their color space and then alpha, leaving out
    /// what `shared` says on the band's line.
    ///
    /// When they fit the column, the channels share one line under the space and their letters
    /// (`srgb  R G B` over `0x3C 0xA4 0xB4`, or the values alone when the band's line has the
    /// heading); otherwise each channel has a line with its letter (`R 0x3C`). Alpha has its own
    /// line, dim when the file has none.
    func components(_ components: ComponentColor, width: Int, shared: SharedComponents) -> [StyledLine] {
        let heading = Self.heading(components)
        let values = components.channels.map(Self.text).joined(separator: " ")
        var lines: [StyledLine] = []
        if shared.heading != nil || StyledLine(heading).width <= width, StyledLine(values).width <= width {
            if shared.heading == nil { lines.append(StyledLine(heading)) }
            lines.append(StyledLine(values))
        } else {
            if shared.heading == nil { lines.append(StyledLine(StyledLine.truncated(Self.space(components), to: width))) }
            lines += components.channels.map { StyledLine(StyledLine.truncated(Self.letter($0) + " " + Self.text($0), to: width)) }
        }
        if shared.alpha == nil {
            let alpha = Self.alphaText(components)
            lines.append(StyledLine(StyledLine.truncated(alpha, to: width), style: alpha == Self.noAlpha ? theme.dim : theme.plain))
        }
        return lines
    }

    /// `srgb  R G B`: the color space as written and its channels' letters.
    static func heading(_ components: ComponentColor) -> String {
        space(components) + "  " + components.channels.map(letter).joined(separator: " ")
    }

    /// `A 1.000` as written, or `A (none: 1)`.
    static func alphaText(_ components: ComponentColor) -> String {
        components.alpha.map { "A " + text($0) } ?? noAlpha
    }

    private static func space(_ components: ComponentColor) -> String {
        SafeText.visible(components.colorSpaceName ?? "srgb (default)")
    }

    private static func letter(_ component: ColorComponent) -> String { component.key.prefix(1).uppercased() }

    private static func text(_ component: ColorComponent) -> String {
        component.isMissing ? "missing" : SafeText.visible(component.text)
    }
}
