import Testing
import TerminalCore

@Suite struct CellBufferDiffTests {
    @Test func identicalBuffersHaveNoChanges() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("hello", x: 0, y: 1, style: .plain)
        #expect(CellBuffer.diff(from: buffer, to: buffer).isEmpty)
    }

    @Test func oneChangedCellGivesOneChange() {
        let old = CellBuffer(width: 10, height: 3)
        var new = old
        let style = Style(background: .rgb(18, 52, 86))
        new[4, 2] = Cell("x", style: style)
        #expect(CellBuffer.diff(from: old, to: new) == [CellChange(x: 4, y: 2, cell: Cell("x", style: style))])
    }

    @Test func styleOnlyChangeIsAChange() {
        let old = CellBuffer(width: 3, height: 1)
        var new = old
        new[1, 0] = Cell(" ", style: Style(attributes: .reverse))
        #expect(CellBuffer.diff(from: old, to: new).map(\.x) == [1])
    }

    @Test func sizeChangeRepaintsEveryCell() {
        let old = CellBuffer(width: 4, height: 2)
        let new = CellBuffer(width: 3, height: 2)
        let changes = CellBuffer.diff(from: old, to: new)
        #expect(changes.count == 6)
        #expect(changes.last == CellChange(x: 2, y: 1, cell: .blank))
    }

    @Test func changedContinuationBringsItsWideCharacter() {
        var old = CellBuffer(width: 4, height: 1)
        old.write("界", x: 0, y: 0, style: .plain)
        var new = old
        new[1, 0] = .continuation(style: Style(attributes: .bold))
        let changes = CellBuffer.diff(from: old, to: new)
        #expect(changes.map(\.x) == [0, 1])
        #expect(changes[0].cell.character == "界")
    }

    @Test func applyingTheDiffReproducesTheNewBuffer() {
        var old = CellBuffer(width: 8, height: 2)
        old.write("ab界cd", x: 0, y: 0, style: .plain)
        var new = CellBuffer(width: 8, height: 2)
        new.write("x界yz", x: 1, y: 0, style: Style(foreground: .indexed(196)))
        new.write("界", x: 6, y: 1, style: .plain)
        var screen = old
        screen.apply(CellBuffer.diff(from: old, to: new))
        #expect(screen == new)
    }
}
