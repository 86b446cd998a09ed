import Testing
import TerminalCore
@testable import PaletteUI

/// The help panel fits the terminal: columns side by side where they fit, and a window that
/// scrolls where even that is too tall.
@Suite struct HelpOverlayTests {
    private static func openHelp(width: Int, height: Int) -> AppState {
        var state = DemoFixture.state(width: width, height: height)
        state.send(.key(.character("?")))
        return state
    }

    @Test func aWideTerminalShowsEverythingWithoutScrolling() {
        for (width, height) in [(120, 40), (200, 50)] {
            let state = Self.openHelp(width: width, height: height)
            let lines = Screen.render(state).lines
            #expect(HelpOverlay.maximumScroll(size: state.size) == 0, "\(width)x\(height)")
            #expect(lines.contains { $0.contains("┌─ palette: keys") })
            #expect(lines.contains { $0.contains("closes it; Ctrl-C still quits") }, "\(width)x\(height)")
            #expect(!lines.contains { $0.contains("↑ ↓ scroll") })
        }
    }

    /// A blank column and row frame the box, so that nothing of the panes beside it (`│9`) reads
    /// as part of it.
    @Test func theBoxHasABlankMarginAroundIt() throws {
        for (width, height) in [(80, 24), (120, 40)] {
            let lines = Screen.render(Self.openHelp(width: width, height: height)).lines.map(Array.init)
            let top = try #require(lines.firstIndex { $0.contains("┌") }), bottom = try #require(lines.lastIndex { $0.contains("└") })
            let left = try #require(lines[top].firstIndex(of: "┌")), right = try #require(lines[top].firstIndex(of: "┐"))
            for row in max(0, top - 1)...min(lines.count - 1, bottom + 1) {
                if left > 0 { #expect(lines[row][left - 1] == " ", "\(width)x\(height) row \(row)") }
                if right + 1 < lines[row].count { #expect(lines[row][right + 1] == " ", "\(width)x\(height) row \(row)") }
            }
            if top > 0 { #expect(lines[top - 1][left...right].allSatisfy { $0 == " " }) }
        }
    }

    /// The column of the first `corner` on the screen's lines (in characters: every cell is one).
    private static func column(of corner: Character, in lines: [String]) -> Int? {
        for line in lines { if let index = line.firstIndex(of: corner) { return line.distance(from: line.startIndex, to: index) } }
        return nil
    }

    @Test func theBordersCloseInOneColumnWithAndWithoutAScrollFooter() {
        for (width, height) in [(200, 50), (100, 30)] {
            let lines = Screen.render(Self.openHelp(width: width, height: height)).lines
            let top = Self.column(of: "┐", in: lines), bottom = Self.column(of: "┘", in: lines)
            #expect(top != nil && top == bottom, "\(width)x\(height): ┐ at \(String(describing: top)), ┘ at \(String(describing: bottom))")
            #expect(Self.column(of: "┌", in: lines) == Self.column(of: "└", in: lines))
        }
    }

    @Test func aShortTerminalScrollsThePanelToItsLastLine() {
        var state = Self.openHelp(width: 100, height: 30)
        let limit = HelpOverlay.maximumScroll(size: state.size)
        #expect(limit > 0)
        var lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("1-26 of \(26 + limit)") })
        #expect(!lines.contains { $0.contains("closes it; Ctrl-C still quits") })
        for _ in 0..<(limit + 5) { state.send(.key(.character("j"))) }
        #expect(state.helpScroll == limit)
        #expect(state.overlay == .help)
        lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("closes it; Ctrl-C still quits") })
        state.send(.key(.pageUp))
        #expect(state.helpScroll == max(0, limit - 10))
        state.send(.key(.character("x")))
        #expect(state.overlay == nil)
        state.send(.key(.character("?")))
        #expect(state.helpScroll == 0)
    }
}
