import Testing
@testable import PaletteUI

/// A state matrix's hex on the line under its swatch, in a cell too narrow to hold it beside it.
@Suite struct StateMatrixHexTests {
    @Test func aHexIsShownWholeThenWithoutItsHash() throws {
        #expect(try #require(StateMatrix.narrowHex("#5B4CF0", alpha: 1, width: 7)) == ("#5B4CF0", nil))
        #expect(try #require(StateMatrix.narrowHex("#5B4CF0", alpha: 1, width: 6)) == ("5B4CF0", nil))
        #expect(try #require(StateMatrix.narrowHex("#5B4CF066", alpha: 0.4, width: 8)) == ("5B4CF066", nil))
    }

    @Test func aTranslucentHexTooLongForItsCellSplitsItsOpacityOff() throws {
        #expect(try #require(StateMatrix.narrowHex("#5B4CF066", alpha: 0.4, width: 6)) == ("5B4CF0", "A 40%"))
        #expect(try #require(StateMatrix.narrowHex("#5B4CF000", alpha: 0, width: 7)) == ("5B4CF0", "A 0%"))
        // Translucent is never written as 100%.
        #expect(try #require(StateMatrix.narrowHex("#5B4CF0FE", alpha: 254.0 / 255, width: 6)) == ("5B4CF0", "A 99%"))
    }

    @Test func nothingIsShownWhereEvenTheDigitsDoNotFit() {
        #expect(StateMatrix.narrowHex("#5B4CF0", alpha: 1, width: 5) == nil)
        #expect(StateMatrix.narrowHex("#5B4CF066", alpha: 0.4, width: 5) == nil)
    }
}
