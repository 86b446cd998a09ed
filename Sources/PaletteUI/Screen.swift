import ColorScience
import TerminalCore

/// Renders a whole frame: the panes, the overlay, then color quantization for the terminal.
public struct Screen {
    private var quantizer: ColorQuantizer
    private var vision = VisionFilter()

    public init(colorMode: ColorMode) {
        quantizer = ColorQuantizer(mode: colorMode)
    }

    /// The frame for `state`, at `state.size`.
    public mutating func render(_ state: AppState) -> CellBuffer {
        if quantizer.mode != state.colorMode { quantizer = ColorQuantizer(mode: state.colorMode) }
        var buffer = CellBuffer(size: state.size)
        var theme = Theme(colorMode: state.colorMode)
        theme.canvas = state.canvas.map { DisplayColor(rgb: $0) }
        let layout = state.layout
        if layout.isTooSmall {
            let minimum = Layout.minimumSize
            let lines = ["terminal too small", "\(state.size.width)x\(state.size.height), need \(minimum.width)x\(minimum.height)",
                         "enlarge it, or q to quit"]
            for (offset, text) in lines.enumerated() {
                let y = max(0, state.size.height / 2 - 1) + offset
                let x = max(0, (state.size.width - text.count) / 2)
                buffer.draw(StyledLine(text, style: offset == 0 ? theme.bold : theme.plain), x: x, y: y, width: state.size.width - x)
            }
            return buffer
        }
        TreePane.render(state, into: &buffer, area: layout.tree, theme: theme)
        let thumb = ScrollBar.thumb(total: state.rows.count, visible: layout.tree.height, offset: state.scrollOffset)
        for y in 0..<layout.tree.height {
            let separator = thumb?.contains(y) == true ? StyledLine("┃") : StyledLine("│", style: theme.dim)
            buffer.draw(separator, x: layout.tree.width, y: y, width: 1)
        }
        if let editor = state.editor {
            var area = layout.detail
            if state.specimen.isShown {
                // The specimen below the editor when both fit: it follows the edit as it happens.
                let editorHeight = EditorPane.lines(state, editor: editor, width: area.width - 1, theme: theme).count + 1
                if area.height - editorHeight >= SpecimenPane.minimumHeight {
                    SpecimenPane.render(state, into: &buffer, area: Rect(x: area.x, y: area.y + editorHeight, width: area.width,
                                                                         height: area.height - editorHeight), theme: theme)
                    area.height = editorHeight
                }
            }
            EditorPane.render(state, editor: editor, into: &buffer, area: area, theme: theme)
        } else if state.specimen.isShown, state.pairsView == nil {
            SpecimenPane.render(state, into: &buffer, area: layout.detail, theme: theme)
        } else if let pairs = state.pairsView {
            PairsPane.render(pairs, state: state, into: &buffer, area: layout.detail, theme: theme)
        } else {
            DetailPane.render(state, into: &buffer, area: layout.detail, theme: theme)
        }
        StatusBar.render(state, into: &buffer, area: layout.status, theme: theme)
        if state.overlay == .help { HelpOverlay.render(into: &buffer, size: state.size, scroll: state.helpScroll, theme: theme) }
        if state.overlay == .references {
            HelpOverlay.drawPanel(ReferencesList.lines(state, width: state.size.width - 6, height: state.size.height - 4, theme: theme),
                                  into: &buffer, size: state.size, theme: theme)
        }
        if state.vision != .normal { vision.simulate(&buffer, state.vision) }
        quantizer.quantize(&buffer)
        return buffer
    }

    /// The frame for `state` with a fresh quantizer cache.
    public static func render(_ state: AppState) -> CellBuffer {
        var screen = Screen(colorMode: state.colorMode)
        return screen.render(state)
    }
}
