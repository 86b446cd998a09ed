import AssetCatalog
import ColorScience
import TerminalCore

/// The color editor, drawn in place of the detail pane (the tree stays visible and previews the
/// edit): the original and the new color side by side, each component as it would be written,
/// OKLCH, a clip marker, and the contrast against the marked comparison color.
enum EditorPane {
    static func render(_ state: AppState, editor: ColorEditor, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        let content = lines(state, editor: editor, width: area.width - 1, theme: theme)
        for row in 0..<area.height {
            var line = StyledLine(" ")
            if row < content.count { line.append(contentsOf: content[row]) }
            buffer.draw(line, x: area.x, y: area.y + row, width: area.width)
        }
    }

    static func lines(_ state: AppState, editor: ColorEditor, width: Int, theme: Theme) -> [StyledLine] {
        let name = SafeText.visible(state.colorSet(at: editor.location).qualifiedName)
        let original = editor.original.display, new = editor.color.display
        let column = 18
        var lines = [StyledLine(StyledLine.truncated("Edit '\(name)' · \(SafeText.visible(editor.slotLabel)) slot", to: width),
                                style: theme.title),
                     StyledLine(StyledLine.truncated(editor.space.displayName + " (" + editor.space.rawValue + ")", to: width),
                                style: theme.dim),
                     StyledLine()]
        var header = StyledLine("original", style: theme.bold)
        header.pad(to: column)
        header.append("new", style: theme.bold)
        lines.append(header)
        for _ in 0..<2 {
            var swatches = Swatch.line(original, width: 14, theme: theme)
            swatches.pad(to: column)
            swatches.append(contentsOf: Swatch.line(new, width: 14, theme: theme))
            lines.append(swatches)
        }
        // Each side's hex in the slot's own space first, then in sRGB, as `hexTexts` labels them.
        let before = Swatch.hexTexts(editor.original, display: original)
        let after = Swatch.hexTexts(editor.color, display: new)
        for (left, right) in [(before.first, after.first), (before.second, after.second)] {
            guard let left, let right else { continue }
            var hex = StyledLine(left)
            hex.pad(to: column)
            hex.append(right, style: theme.bold)
            lines.append(hex)
        }
        lines.append(StyledLine())
        lines += fieldLines(editor, theme: theme)
        if editor.clipped {
            lines.append(StyledLine("* outside \(editor.space.rawValue): clipped to its range", style: theme.marker))
        } else if new.clipped {
            lines.append(StyledLine("* outside sRGB, clipped to show", style: theme.marker))
        }
        if let background = ContrastLabel.background(state, appearance: state.appearance) {
            let now = ContrastLabel(new, on: background, exempt: false)
            let before = ContrastLabel(original, on: background, exempt: false)
            var line = StyledLine("contrast: ")
            line.append(now.wcagText + "  " + now.apcaText, style: now.style(theme))
            line.append("  (was " + before.wcagText + "  " + before.apcaText + ")", style: theme.dim)
            lines.append(line)
        }
        lines.append(StyledLine())
        if let typed = editor.hexInput {
            var line = StyledLine("#", style: theme.bold)
            line.append(SafeText.visible(typed))
            line.append("▏", style: theme.bold)
            line.append("  RRGGBB, RRGGBBAA or oklch(L C H)", style: theme.dim)
            lines.append(line)
        }
        return lines
    }

    /// One line per field: the channels and alpha as written, then OKLCH.
    private static func fieldLines(_ editor: ColorEditor, theme: Theme) -> [StyledLine] {
        editor.fields.enumerated().map { offset, field in
            let focused = offset == editor.focus
            var line = StyledLine(focused ? "▶ " : "  ", style: theme.bold)
            let label: String, value: String
            switch field {
            case .channel(let index):
                label = String(editor.keys[index].prefix(1)).uppercased()
                value = editor.text(ofComponent: index)
            case .alpha:
                label = "A"
                value = editor.text(ofComponent: editor.keys.count - 1)
            case .lightness:
                label = "L"
                value = formatFixed(editor.oklch.lightness, digits: 3)
            case .chroma:
                label = "C"
                value = formatFixed(editor.oklch.chroma, digits: 3)
            case .hue:
                label = "H"
                value = formatFixed(editor.oklch.hue, digits: 1) + "°"
            }
            line.append(label + "  " + value, style: focused ? theme.selection : theme.plain)
            return line
        }
    }
}
