import AssetCatalog
import ColorScience
import PaletteUI
import TerminalCore
import TestSupport
import Testing

/// Frames at 80x24, 120x40 and 200x60: what each size keeps and what a wide one adds.
@Suite struct ScreenSizeTests {
    struct SizeCase: Sendable, CustomTestStringConvertible {
        var width: Int
        var height: Int
        /// The tree pane's width at this size.
        var treeWidth: Int
        /// The swatch width of a slot column in the detail pane.
        var slotSwatch: Int
        var testDescription: String { "\(width)x\(height)" }
    }

    static let sizes = [
        SizeCase(width: 80, height: 24, treeWidth: 34, slotSwatch: 4),
        SizeCase(width: 120, height: 40, treeWidth: 47, slotSwatch: 4),
        SizeCase(width: 200, height: 60, treeWidth: 80, slotSwatch: 8),
    ]

    /// The detail pane's text of a frame, from its first text column, trailing blanks cut.
    static func detail(_ buffer: CellBuffer, _ state: AppState) -> [String] {
        buffer.lines.map { line in
            var text = String(line.dropFirst(state.layout.detail.x + 1))
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    @Test(arguments: sizes)
    func theKeyHintsAlwaysKeepHelpAndQuit(_ size: SizeCase) {
        let state = DemoFixture.state(width: size.width, height: size.height)
        let hints = Screen.render(state).lines[size.height - 1]
        #expect(hints.hasPrefix("↑↓ move  ⏎ fold"))
        #expect(hints.contains("? help  q quit"))
        #expect(hints.count == size.width)
    }

    @Test(arguments: sizes)
    func theTreeWidensAboveOneHundredFortyColumns(_ size: SizeCase) throws {
        var state = DemoFixture.state(width: size.width, height: size.height)
        #expect(state.layout.tree.width == size.treeWidth)
        state.select(try #require(DemoFixture.node("backgroundSecondary")))
        let buffer = Screen.render(state)
        let y = try #require(buffer.lines.firstIndex { $0.contains("▶ backgroun") })
        let name = buffer.lines[y].prefix(size.treeWidth)
        // At 80 columns the name is cut; from 120 on it is whole, the hex at the pane's end.
        #expect(name.contains("backgroundSecondary") == (size.width >= 120))
        #expect(name.contains("#FFFFFF"))
    }

    @Test(arguments: sizes)
    func theSlotGridShowsAllFourAppearancesAndWideSwatchesWhenWide(_ size: SizeCase) throws {
        var state = DemoFixture.state(width: size.width, height: size.height)
        state.select(try #require(DemoFixture.node("backgroundPrimary")))
        let buffer = Screen.render(state)
        let lines = Self.detail(buffer, state)
        let headers = try #require(lines.firstIndex { $0.hasPrefix("Any") })
        // All four appearance columns on one line, unless 80 columns must wrap them in two bands.
        let oneLine = lines[headers].contains("Dark") && lines[headers].contains("HC Dark")
        #expect(oneLine == (size.width >= 120))
        let x = state.layout.detail.x + 1
        let swatch = (x..<(x + size.slotSwatch)).map { buffer[$0, headers + 1] }
        #expect(swatch.allSatisfy { $0.style.background == .rgb(0xF2, 0xF2, 0xF7) })
        #expect(buffer[x + size.slotSwatch, headers + 1].style.background == .default)
        #expect(lines[headers + 1].hasSuffix("#F2F2F7") || lines[headers + 1].contains("#F2F2F7 "))
    }

    @Test(arguments: sizes)
    func theStateMatrixLinesUpAndNeverCutsAFigure(_ size: SizeCase) throws {
        var state = DemoFixture.state(width: size.width, height: size.height)
        state.select(try #require(DemoFixture.node("backgroundPrimary")))
        state.send(.key(.character("c")))
        state.select(try #require(DemoFixture.node("PrimaryButton")))
        let buffer = Screen.render(state)
        let lines = Self.detail(buffer, state)
        let header = try #require(lines.firstIndex { $0.contains("Light") && $0.contains("Dark") })
        let end = try #require(lines[header...].firstIndex { $0.isEmpty })
        let matrix = Array(lines[header..<end])
        #expect(!matrix.joined().contains("…"))
        // Every header column starts where each state's swatch starts: equal column widths.
        // The first "Light", "Dark", "HC L", "HC D" of the header: the full names or the short
        // forms (`HC Lt`) of cells too narrow for them.
        let headerText = buffer.lines[header]
        let starts = ["Light", "Dark", "HC L", "HC D"].compactMap { word in
            headerText.firstRange(of: word).map { headerText.distance(from: headerText.startIndex, to: $0.lowerBound) }
        }
        #expect(starts.count == 4)
        #expect(Set(zip(starts, starts.dropFirst()).map { $1 - $0 }).count == 1)
        for state in ["normal", "highlighted", "disabled", "selected"] {
            let row = try #require(matrix.firstIndex { $0.dropFirst(2).hasPrefix(state) }) + header
            #expect(starts.allSatisfy { buffer[$0, row].style.background != .default || buffer[$0, row].character == "▀" })
        }
        // Every opaque color's hex, beside its swatch or on the line below it (at 80 columns
        // without its `#`); the disabled state's translucent ones where they fit.
        for hex in ["5B4CF0", "7D70FF", "4536D6", "9A90FF", "3A2CB8", "B0A8FF"] { #expect(matrix.joined().contains(hex)) }
        // The disabled state's colors are the normal state's at 40% opacity, and read apart from
        // them: `#5B4CF066` whole where it fits, else (80 columns) `5B4CF0` with `A 40%` under it.
        let disabled = try #require(matrix.firstIndex { $0.dropFirst(2).hasPrefix("disabled") })
        let disabledLines = matrix[disabled..<min(matrix.count, disabled + 3)]
        if size.width == 80 {
            #expect(disabledLines.contains { $0.contains("5B4CF0") && $0.contains("7D70FF") && !$0.contains("#") })
            #expect(disabledLines.contains { $0.components(separatedBy: "A 40%").count - 1 == 4 })
        } else {
            #expect(disabledLines.first?.contains("#5B4CF066") == true)
        }
        // Every figure is whole: each WCAG ratio reads as a number with two decimals.
        let figures = matrix.flatMap { $0.split(separator: " ") }.filter { $0.contains(".") }
        #expect(figures.count >= 16)
        #expect(figures.allSatisfy { Double($0) != nil && $0.split(separator: ".").last?.count ?? 0 >= 1 })
    }
}
