import Testing
import TerminalCore

@Suite struct CellBufferTests {
    let red = Style(foreground: .rgb(255, 0, 0))

    @Test func writeReturnsColumnsUsedAndStylesCells() {
        var buffer = CellBuffer(width: 6, height: 2)
        let used = buffer.write("abc", x: 1, y: 0, style: red)
        #expect(used == 3)
        #expect(buffer.lines == [" abc  ", "      "])
        #expect(buffer[1, 0].style == red)
        #expect(buffer[4, 0].style == .plain)
    }

    @Test func writeClipsAtTheRightEdgeAndAtMaxWidth() {
        var buffer = CellBuffer(width: 5, height: 1)
        #expect(buffer.write("abcdefgh", x: 2, y: 0, style: .plain) == 3)
        #expect(buffer.lines == ["  abc"])
        var limited = CellBuffer(width: 5, height: 1)
        #expect(limited.write("abcdefgh", x: 0, y: 0, style: .plain, maxWidth: 2) == 2)
        #expect(limited.lines == ["ab   "])
    }

    @Test func writeOutsideTheRowsOrLeftOfTheBufferIsClipped() {
        var buffer = CellBuffer(width: 4, height: 1)
        #expect(buffer.write("abc", x: 0, y: 1, style: .plain) == 0)
        #expect(buffer.write("abc", x: -2, y: 0, style: .plain) == 1)
        #expect(buffer.lines == ["c   "])
    }

    @Test func wideCharacterTakesTwoCellsWithAContinuation() {
        var buffer = CellBuffer(width: 5, height: 1)
        #expect(buffer.write("a界b", x: 0, y: 0, style: red) == 4)
        #expect(buffer.lines == ["a界b "])
        #expect(buffer[1, 0].character == "界")
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[2, 0].style == red)
        #expect(buffer[3, 0].character == "b")
    }

    @Test func wideCharacterThatDoesNotFitIsNotWritten() {
        var buffer = CellBuffer(width: 3, height: 1)
        #expect(buffer.write("ab界", x: 0, y: 0, style: .plain) == 2)
        #expect(buffer.lines == ["ab "])
        #expect(!buffer[2, 0].isContinuation)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("界界", x: 0, y: 0, style: .plain)
        buffer.write("x", x: 1, y: 0, style: .plain)
        #expect(buffer.lines == [" x界"])
        buffer.write("y", x: 2, y: 0, style: .plain)
        #expect(buffer.lines == [" xy "])
        #expect((0..<4).allSatisfy { !buffer[$0, 0].isContinuation })
    }

    @Test func emojiAndCombiningMarksHaveTheirWidths() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("e\u{301}🎨", x: 0, y: 0, style: .plain) == 3)
        #expect(buffer.lines == ["e\u{301}🎨   "])
    }

    @Test func controlCharactersAreDropped() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("a\u{1B}[b\u{7}", x: 0, y: 0, style: .plain) == 3)
        #expect(buffer.lines == ["a[b   "])
    }

    @Test func fillIsClippedToTheBuffer() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: Cell("#", style: red))
        #expect(buffer.lines == ["    ", "  ##", "  ##"])
        #expect(buffer[3, 2].style == red)
    }

    @Test func fillWithAWideCharacterStepsTwoColumns() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: Cell("界"))
        #expect(buffer.lines == ["界界 "])
    }
}
