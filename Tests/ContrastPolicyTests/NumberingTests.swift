import ColorScience
import Testing
import TestSupport
@testable import ContrastPolicy

/// `Numbering` gives the numbers a search of the keys seen so far gives.
@Suite struct NumberingTests {
    @Test func equalColorsShareANumberInOrderOfFirstAppearance() {
        // Few channel values and alphas (zero's two signs among them), so that colors repeat, and
        // more distinct colors than the table starts with room for, so that it grows.
        var generator = SeededGenerator(seed: 21)
        let alphas: [Double] = [1, 0.5, 0, -0.0]
        var numbering = Numbering<DisplayColor>()
        var seen: [DisplayColor] = []
        for _ in 0..<5_000 {
            func channel() -> UInt8 { [0, 17, 128, 255][Int.random(in: 0..<4, using: &generator)] }
            let color = DisplayColor(rgb: RGB8(red: channel(), green: channel(), blue: channel()),
                                     alpha: alphas[Int.random(in: 0..<alphas.count, using: &generator)],
                                     clipped: Bool.random(using: &generator))
            let expected = seen.firstIndex(of: color) ?? seen.count
            if expected == seen.count { seen.append(color) }
            #expect(numbering.number(of: color) == expected)
        }
        #expect(seen.count > 64)
        #expect(numbering.keys == seen)
    }

    @Test func aColorNotEqualToItselfIsNumberedAnew() {
        var numbering = Numbering<DisplayColor>()
        let color = DisplayColor(rgb: RGB8(red: 1, green: 2, blue: 3), alpha: .nan)
        #expect([numbering.number(of: color), numbering.number(of: color)] == [0, 1])
    }
}
