import AssetCatalog
import ColorScience
import TerminalCore

/// Every variant of one colorset side by side: one band per device (idiom, subtype, gamut,
/// locale), one column per appearance, headed by the slot that is (or would be) there. A column
/// shows its own slot (swatch, hex, color space, the components exactly as written) or, when the
/// slot is missing or empty, the slot trait resolution uses instead, on one dim line
/// (`~ uses Any`). A fallback to a slot the same band shows does not repeat its swatch and hex,
/// unless the color looks different under this appearance (a system color); a fallback to
/// another band's slot (an iPad column using universal) keeps them, as that slot is not in sight.
struct SlotGrid {
    var colorSet: ColorSet
    var state: AppState
    var theme: Theme
    /// True when the colorset is a group's disabled state (exempt from contrast minimums).
    var exempt: Bool

    /// The lines of the grid for a pane `width` columns wide.
    func lines(width: Int) -> [StyledLine] {
        let devices = Self.devices(of: colorSet)
        guard !devices.isEmpty else { return [StyledLine("no slots", style: theme.dim)] }
        let perBand = max(1, min(4, width / 15))
        // The last column needs no gap after it: the pane ends there.
        let columnWidth = max(12, (width + 1) / perBand)
        var lines: [StyledLine] = []
        var placed = Set<Int>()
        for device in devices {
            let own = Appearance.allCases.map { ownSlot(device: device, appearance: $0) }
            let shared = SharedComponents(own.compactMap { $0?.color })
            lines.append(bandLine(device, shared: shared))
            var shown: [Int: DisplayColor?] = [:]
            for (slot, appearance) in zip(own, Appearance.allCases) {
                if let slot, let color = slot.color { shown[slot.index] = color.display(for: appearance) }
            }
            placed.formUnion(own.compactMap { $0?.index })
            let columns = zip(own, Appearance.allCases).map {
                column(own: $0, device: device, appearance: $1, width: columnWidth - 1, shown: shown, shared: shared)
            }
            for band in stride(from: 0, to: columns.count, by: perBand) {
                let slice = columns[band..<min(columns.count, band + perBand)]
                // The contrast figures start on one row in every column, below the tallest body.
                let bodyHeight = slice.map(\.body.count).max() ?? 0
                let rows = slice.map { $0.body + Array(repeating: StyledLine(), count: bodyHeight - $0.body.count) + $0.figures }
                for row in 0..<(rows.map(\.count).max() ?? 0) {
                    var line = StyledLine()
                    for (offset, column) in rows.enumerated() {
                        line.pad(to: offset * columnWidth)
                        if row < column.count { line.append(contentsOf: column[row]) }
                    }
                    lines.append(line)
                }
            }
        }
        let others = colorSet.variants.filter { !placed.contains($0.index) }
        for variant in others {
            let color = variant.color?.display(for: state.appearance)
            var line = StyledLine((variant.index == pickedSlot ? "▸" : "") + "also: \(variant.traits.appearanceLabel) \(SafeText.visible(variant.traits.deviceLabel)) ",
                                  style: theme.dim)
            line.append(contentsOf: Swatch.line(color, width: 2, theme: theme))
            line.append(" " + (variant.color == nil ? "empty" : Swatch.hex(color)))
            lines.append(line)
        }
        return lines
    }

    /// The entry picked with `[` `]`, when this grid shows the selected colorset.
    private var pickedSlot: Int? {
        guard let cursor = state.slotCursor, state.colorSet(at: cursor.location).folderPath == colorSet.folderPath else { return nil }
        return state.selectedSlot
    }

    /// The distinct devices of the colorset's slots, in file order, with appearance traits cleared.
    static func devices(of colorSet: ColorSet) -> [SlotTraits] {
        var seen: [SlotTraits] = []
        for variant in colorSet.variants {
            var device = variant.traits
            device.luminosity = nil
            device.highContrast = false
            device.unknownAppearances = []
            if !seen.contains(device) { seen.append(device) }
        }
        return seen
    }

    /// A column's lines: what it says of its slot, then its contrast figures (with a comparison marked).
    private struct Column {
        var body: [StyledLine]
        var figures: [StyledLine] = []
    }

    /// One appearance's column: `own` is its slot; `shown` maps the slots the band shows to the
    /// color each is drawn in.
    private func column(own: ColorVariant?, device: SlotTraits, appearance: Appearance, width: Int,
                        shown: [Int: DisplayColor?], shared: SharedComponents) -> Column {
        let used = colorSet.resolve(TraitRequest(appearance: appearance, device: device))
        // The header names the slot that is there or would be created, in one style either way:
        // a colorset of Any and Dark slots reads Any, Dark, HC, HC Dark whether or not it has HC.
        var header = theme.bold
        if appearance == state.appearance { header.attributes.insert(.underline) }
        let picked = own != nil && own?.index == pickedSlot
        let slot = own?.traits ?? colorSet.slotTraits(for: appearance, device: device)
        var column = Column(body: [StyledLine((picked ? "▸" : "") + slot.appearanceLabel, style: picked ? theme.selection : header)])
        if let own, let color = own.color {
            column.body += describe(color, appearance: appearance, width: width, detail: .full, shared: shared)
            if used?.isAmbiguous == true, used?.variant == own {
                column.body.append(StyledLine("? tie with HC", style: theme.marker))
            }
            column.figures = figures(color, appearance: appearance)
        } else {
            // A missing slot is one dim line naming its fallback; an empty one says so first.
            if own != nil { column.body.append(StyledLine("empty slot", style: theme.dim)) }
            if let used, let color = used.variant.color {
                column.body.append(StyledLine("~ uses " + used.variant.traits.appearanceLabel, style: theme.dim))
                let detail: Detail = switch shown[used.variant.index] {
                case nil: .brief
                case let display? where display == color.display(for: appearance): .contrastOnly
                default: .swatch
                }
                column.body += describe(color, appearance: appearance, width: width, detail: detail, shared: shared)
                column.figures = figures(color, appearance: appearance)
            } else {
                if own == nil { column.body.append(StyledLine("no slot", style: theme.dim)) }
                column.body.append(StyledLine("nothing resolves", style: theme.error))
            }
        }
        return column
    }

    /// The slot made for `appearance` on `device`: Light falls back to Any only when no explicit
    /// Light slot exists.
    private func ownSlot(device: SlotTraits, appearance: Appearance) -> ColorVariant? {
        let explicit = device.with(appearance: appearance, keepingAnyForLight: false)
        if let slot = colorSet.variant(with: explicit) { return slot }
        guard appearance.luminosity == .light else { return nil }
        return colorSet.variant(with: device.with(appearance: appearance, keepingAnyForLight: true))
    }

    /// How much of a color a column describes.
    private enum Detail {
        /// Its own slot: swatch, hex, color space, components, alpha (space and alpha unless the
        /// band's line says them).
        case full
        /// A fallback to a slot out of sight: swatch, hex, a reference's name.
        case brief
        /// A fallback to a slot the band shows, drawn differently here: swatch and hex.
        case swatch
        /// A fallback to a slot the band shows as it is: nothing but the contrast.
        case contrastOnly
    }

    private func describe(_ color: VariantColor, appearance: Appearance, width: Int, detail: Detail,
                          shared: SharedComponents) -> [StyledLine] {
        let display = color.display(for: appearance)
        var lines: [StyledLine] = []
        if detail != .contrastOnly {
            let written: SpaceColor? = if case .components(let components) = color { components.spaceColor } else { nil }
            lines += Swatch.hexLines(written, display: display, swatchWidth: width >= 24 ? 8 : 4, width: width, theme: theme)
        }
        switch color {
        case .components(let components) where detail == .full:
            lines += self.components(components, width: width, shared: shared)
        case .reference(let reference) where detail == .full || detail == .brief:
            lines.append(StyledLine(StyledLine.truncated(SafeText.visible(reference.name), to: width), style: theme.dim))
            if detail == .full, let platform = reference.platform {
                lines.append(StyledLine("platform " + SafeText.visible(platform), style: theme.dim))
            }
        default: break
        }
        if detail != .contrastOnly, display?.clipped == true { lines.append(StyledLine("* outside sRGB", style: theme.marker)) }
        return lines
    }

    /// The WCAG and APCA figures of `color` against the comparison, when one is marked.
    private func figures(_ color: VariantColor, appearance: Appearance) -> [StyledLine] {
        guard let display = color.display(for: appearance), let background = ContrastLabel.background(state, appearance: appearance) else {
            return []
        }
        let label = ContrastLabel(display, on: background, exempt: exempt)
        return [StyledLine(label.wcagText, style: label.style(theme)), StyledLine(label.apcaText, style: label.style(theme))]
    }
}
