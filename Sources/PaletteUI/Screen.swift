import TerminalCore

/// Renders a whole frame: the panes, the overlay, then color quantization for the terminal.
public struct Screen {
    private var quantizer: ColorQuantizer

    public init(colorMode: ColorMode) {
        quantizer = ColorQuantizer(mode: colorMode)
    }

    /// The frame for `state`, at `state.size`.
    public mutating func render(_ state: AppState) -> CellBuffer {
        if quantizer.mode != state.colorMode { quantizer = ColorQuantizer(mode: state.colorMode) }
        var buffer = CellBuffer(size: state.size)
        let theme = Theme(colorMode: state.colorMode)
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
            EditorPane.render(state, editor: editor, into: &buffer, area: layout.detail, theme: theme)
        } else if let pairs = state.pairsView {
            PairsPane.render(pairs, state: state, into: &buffer, area: layout.detail, theme: theme)
        } else {
            DetailPane.render(state, into: &buffer, area: layout.detail, theme: theme)
        }
        StatusBar.render(state, into: &buffer, area: layout.status, theme: theme)
        if state.overlay == .help { HelpOverlay.render(into: &buffer, size: state.size, theme: theme) }
        if state.overlay == .references {
            HelpOverlay.drawPanel(ReferencesList.lines(state, width: state.size.width - 6, height: state.size.height - 4, theme: theme),
                                  into: &buffer, size: state.size, theme: theme)
        }
        quantizer.quantize(&buffer)
        return buffer
    }

    /// The frame for `state` with a fresh quantizer cache.
    public static func render(_ state: AppState) -> CellBuffer {
        var screen = Screen(colorMode: state.colorMode)
        return screen.render(state)
    }
}
