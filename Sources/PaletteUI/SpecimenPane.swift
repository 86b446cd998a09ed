import AssetCatalog
import Foundation
import ColorScience
import ContrastPolicy
import TerminalCore

/// The specimen (`m`, issue 13): a small mock screen drawn with the palette's own colors — a
/// screen, text in three levels, a separator, a surface, a button in each of its states with its
/// title, an error and a success line — in the current appearance, or in all four side by side
/// when the pane is wide enough. The parts in use are named under it. Where the selected color
/// appears, its rows are marked `▌` in the gutter and its text underlined.
enum SpecimenPane {
    typealias Role = SpecimenCast.Role

    /// Rows the mock needs without the list of parts (title, appearance, mock).
    static let minimumHeight = 17
    /// The narrowest mock column; four of them side by side need `4 * minimumColumn + 3 * gap`.
    static let minimumColumn = 26
    static let gap = 2

    static func render(_ state: AppState, into buffer: inout CellBuffer, area: Rect, theme: Theme) {
        buffer.drawPane(lines(state, width: area.width - 1, theme: theme), in: area)
    }

    static func lines(_ state: AppState, width: Int, theme: Theme) -> [StyledLine] {
        let cast = state.specimen.cast ?? SpecimenCast()
        let appearances = width >= 4 * minimumColumn + 3 * gap ? Appearance.allCases : [state.appearance]
        let column = appearances.count == 1 ? min(width, 40) : (width - gap * (appearances.count - 1)) / appearances.count
        var lines = [StyledLine(StyledLine.truncated("Specimen" + (appearances.count == 1 ? " · \(state.appearance.label)" : " · every appearance"),
                                                     to: width), style: theme.title),
                     StyledLine()]
        let mocks = appearances.map { Mock(state: state, cast: cast, appearance: $0, width: column, theme: theme).lines() }
        for row in 0..<(mocks.map(\.count).max() ?? 0) {
            var line = StyledLine()
            for (index, mock) in mocks.enumerated() {
                if index > 0 { line.append(String(repeating: " ", count: gap)) }
                line.append(contentsOf: row < mock.count ? mock[row] : StyledLine(String(repeating: " ", count: column)))
            }
            lines.append(line)
        }
        lines.append(StyledLine())
        lines += legend(state, cast: cast, width: width, theme: theme)
        return lines
    }

    /// `▶ screen       Background/backgroundPrimary   pairs`: who plays which part, and where it came from.
    static func legend(_ state: AppState, cast: SpecimenCast, width: Int, theme: Theme) -> [StyledLine] {
        var lines = [StyledLine(StyledLine.truncated("parts, and where each was found:", to: width), style: theme.dim)]
        let selected = state.selectedColorSet
        let roleWidth = Role.allCases.map(\.rawValue.count).max()! + 2
        let names = Role.allCases.map { role in cast.parts[role].map { SafeText.visible($0.name) } ?? "none" }
        let nameWidth = min(names.map(\.count).max() ?? 0, max(8, width - 2 - roleWidth - 13))
        for (role, name) in zip(Role.allCases, names) {
            var line = StyledLine()
            let marked = cast.parts[role].map { part in selected.map(part.contains) ?? false } ?? false
            line.append(marked ? "▶ " : "  ", style: theme.marker)
            line.append(role.rawValue.padding(toLength: roleWidth, withPad: " ", startingAt: 0), style: cast.parts[role] == nil ? theme.dim : theme.plain)
            let shown = StyledLine.truncated(name, to: nameWidth)
            line.append(shown.padding(toLength: nameWidth, withPad: " ", startingAt: 0),
                        style: marked ? theme.bold : cast.parts[role] == nil ? theme.dim : theme.plain)
            if let part = cast.parts[role] { line.append("  " + part.source.rawValue, style: theme.dim) }
            lines.append(line)
        }
        return lines
    }
}

/// One appearance's mock screen, `width` columns wide: a gutter column, then the screen.
private struct Mock {
    typealias Role = SpecimenCast.Role

    let state: AppState
    let cast: SpecimenCast
    let appearance: Appearance
    let width: Int
    let theme: Theme
    let canvas: DisplayColor
    /// Every part's colors as the appearance resolves them, worked out once per frame.
    private let colors: [ColorSetLocation: DisplayColor]

    init(state: AppState, cast: SpecimenCast, appearance: Appearance, width: Int, theme: Theme) {
        self.state = state
        self.cast = cast
        self.appearance = appearance
        self.width = width
        self.theme = theme
        let section = state.contrast.canvas
        canvas = DisplayColor(rgb: appearance.luminosity == .dark ? section.dark : section.light)
        var colors: [ColorSetLocation: DisplayColor] = [:]
        for member in cast.parts.values.flatMap(\.members) where colors[member.location] == nil {
            colors[member.location] = state.colorSet(at: member.location).resolvedColor(TraitRequest(appearance: appearance))?.display
        }
        self.colors = colors
    }

    /// A piece of a row: text in a part's color on another part's color.
    struct Segment {
        var text: String
        var foreground: Role?
        var background: Role?
        var state: ViewState? = nil
        var bold = false
    }

    func lines() -> [StyledLine] {
        var rows: [[Segment]] = [[]]
        let inner = width - 1
        rows.append([blank(inner, on: .screen)])
        rows.append([Segment(text: " Title", foreground: .textPrimary, background: .screen, bold: true)])
        rows.append([Segment(text: " Secondary text", foreground: .textSecondary, background: .screen)])
        rows.append([Segment(text: " Tertiary text", foreground: .textTertiary, background: .screen)])
        rows.append([Segment(text: " " + String(repeating: "─", count: max(0, inner - 2)) + " ", foreground: .separator, background: .screen)])
        rows.append([blank(1, on: .screen), Segment(text: " Surface".padding(toLength: max(0, inner - 2), withPad: " ", startingAt: 0), foreground: .textPrimary, background: .surface, bold: true)])
        rows.append([blank(1, on: .screen), Segment(text: " Secondary on surface".padding(toLength: max(0, inner - 2), withPad: " ", startingAt: 0), foreground: .textSecondary, background: .surface)])
        for viewState in cast.parts[.button]?.states ?? [nil] {
            rows.append([blank(1, on: .screen),
                         Segment(text: "  Button  ", foreground: .buttonTitle, background: .button, state: viewState, bold: true),
                         Segment(text: " " + (viewState?.rawValue ?? ""), foreground: .textSecondary, background: .screen)])
        }
        rows.append([Segment(text: " ✕ Error", foreground: .error, background: .screen)])
        rows.append([Segment(text: " ✓ Success", foreground: .success, background: .screen)])
        rows.append([blank(inner, on: .screen)])
        return rows.enumerated().map { index, segments in
            index == 0 ? StyledLine(StyledLine.truncated(" " + appearance.label, to: width).padding(toLength: width, withPad: " ", startingAt: 0),
                                    style: theme.bold) : line(segments)
        }
    }

    private func blank(_ count: Int, on role: Role) -> Segment {
        Segment(text: String(repeating: " ", count: count), foreground: nil, background: role)
    }

    /// The gutter (`▌` where the selected color is used), the segments, then the row's
    /// background to the edge: the last segment's, or the screen.
    private func line(_ segments: [Segment]) -> StyledLine {
        let selected = state.selectedColorSet
        var marked = false
        var line = StyledLine()
        var body = StyledLine()
        for segment in segments {
            let (style, uses) = self.style(segment, selected: selected)
            marked = marked || uses
            body.append(StyledLine.truncated(segment.text, to: max(0, width - 1 - body.width)), style: style)
        }
        let fill = self.style(Segment(text: "", foreground: nil, background: .screen), selected: selected)
        marked = marked || fill.uses
        if body.width < width - 1 { body.append(String(repeating: " ", count: width - 1 - body.width), style: fill.style) }
        line.append(marked ? "▌" : " ", style: theme.marker)
        line.append(contentsOf: body)
        return line
    }

    /// The style of a segment, and whether it shows the selected color.
    private func style(_ segment: Segment, selected: ColorSetLocation?) -> (style: Style, uses: Bool) {
        let backgroundLocation = segment.background.flatMap { location(of: $0, state: segment.state) }
        let foregroundLocation = segment.foreground.flatMap { location(of: $0, state: segment.state) }
        let background = backgroundLocation.flatMap(color) ?? (segment.background == .screen || segment.background == nil ? nil : screenColor)
        let foreground = foregroundLocation.flatMap(color)
        let seen = ContrastEvaluator.seen(foreground: foreground ?? background ?? canvas, background: background ?? canvas, canvas: canvas)
        var style = Style(foreground: foreground == nil ? .default : Swatch.terminal(seen.foreground.rgb),
                          background: Swatch.terminal(seen.background.rgb))
        if theme.isMonochrome { style = .plain }
        if foreground == nil, segment.foreground != nil { style.attributes.insert(.dim) }
        if segment.bold { style.attributes.insert(.bold) }
        let usesText = foregroundLocation != nil && foregroundLocation == selected
        if usesText { style.attributes.insert([.underline, .bold]) }
        return (style, usesText || (backgroundLocation != nil && backgroundLocation == selected))
    }

    private var screenColor: DisplayColor? { location(of: .screen, state: nil).flatMap(color) }

    private func location(of role: Role, state viewState: ViewState?) -> ColorSetLocation? {
        cast.parts[role]?.location(in: viewState)
    }

    private func color(_ location: ColorSetLocation) -> DisplayColor? {
        colors[location]
    }
}
