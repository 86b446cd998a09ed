import ColorScience
import Testing
@testable import AssetCatalog

/// Typed colors are parsed exactly: every accepted input is finite and in range, so it converts
/// to a finite color in every space, and every refusal says what is wrong.
@Suite struct ColorInputTests {
    @Test(arguments: [
        ("#112233", ColorInput.hex(RGB8(red: 0x11, green: 0x22, blue: 0x33), alpha: nil)),
        ("aabbcc", .hex(RGB8(red: 0xAA, green: 0xBB, blue: 0xCC), alpha: nil)),
        ("  #AABBCC80 ", .hex(RGB8(red: 0xAA, green: 0xBB, blue: 0xCC), alpha: 128.0 / 255)),
        ("oklch(0.5 0.1 10)", .oklch(OKLCH(lightness: 0.5, chroma: 0.1, hue: 10), alpha: nil)),
        ("OKLCH(50% 25% 370deg)", .oklch(OKLCH(lightness: 0.5, chroma: 0.1, hue: 10), alpha: nil)),
        ("oklch(0.5, 0.1, -30 / 50%)", .oklch(OKLCH(lightness: 0.5, chroma: 0.1, hue: 330), alpha: 0.5)),
        ("oklch(1 0.5 1e3 / 1)", .oklch(OKLCH(lightness: 1, chroma: 0.5, hue: 280), alpha: 1)),
        ("oklch(0 0 0 / 0)", .oklch(OKLCH(lightness: 0, chroma: 0, hue: 0), alpha: 0)),
        ("oklch(.5 0. 0)", .oklch(OKLCH(lightness: 0.5, chroma: 0, hue: 0), alpha: nil)),
    ])
    func acceptsExactSyntaxInRange(_ text: String, _ expected: ColorInput) throws {
        #expect(try ColorInput(parsing: text) == expected)
    }

    @Test(arguments: [
        ("oklch(nan 0 0)", ColorInputError.Reason.notANumber(.lightness, "nan")),
        ("oklch(0.5 nan 0)", .notANumber(.chroma, "nan")),
        ("oklch(inf 0 0)", .notANumber(.lightness, "inf")),
        ("oklch(0.5 0.1 infinity)", .notANumber(.hue, "infinity")),
        ("oklch(0.5 0.1 0x1p3)", .notANumber(.hue, "0x1p3")),
        ("oklch(1e400 0 0)", .notFinite(.lightness, "1e400")),
        ("oklch(0.5 0.1 -1e999)", .notFinite(.hue, "-1e999")),
        ("oklch(0.5 0.1 10 / nan)", .notANumber(.alpha, "nan")),
        ("oklch(0.5 0.1 10 / 5)", .outOfRange(.alpha, "5")),
        ("oklch(0.5 0.1 10 / 101%)", .outOfRange(.alpha, "101%")),
        ("oklch(2 0 0)", .outOfRange(.lightness, "2")),
        ("oklch(-5 -5 -5)", .outOfRange(.lightness, "-5")),
        ("oklch(0.5 -0.1 0)", .outOfRange(.chroma, "-0.1")),
        ("oklch(0.5 0.6 0)", .outOfRange(.chroma, "0.6")),
        ("oklch(0.5 0.1 10%)", .notANumber(.hue, "10%")),
        ("oklch(0.5 0.1 10) x", .invalidOKLCH),
        ("oklch(0.5 0.1)", .invalidOKLCH),
        ("oklch(0.5 0.1 10 20)", .invalidOKLCH),
        ("oklch(0.5 0.1 10 / 0.5 / 1)", .invalidOKLCH),
        ("oklch(0.5 0.1 10 / 0.5 1)", .invalidOKLCH),
        ("oklch 0.5 0.1 10", .invalidOKLCH),
        ("#112233+F", .invalidHex),
        ("#12345", .invalidHex),
        ("#1122334", .invalidHex),
        ("#11223G", .invalidHex),
        ("#", .invalidHex),
        ("112233+F", .unknownSyntax),
        ("blue", .unknownSyntax),
        ("", .empty),
        ("   ", .empty),
    ])
    func refusesAnythingElseSayingWhy(_ text: String, _ reason: ColorInputError.Reason) {
        #expect(throws: ColorInputError(input: text, reason: reason)) { try ColorInput(parsing: text) }
    }

    @Test func messagesNameTheInputAndWhatIsWrong() {
        func message(_ text: String) -> String? {
            do { _ = try ColorInput(parsing: text) } catch { return error.message }
            return nil
        }
        #expect(message("oklch(2 0 0)") == "'oklch(2 0 0)' is not a color: lightness '2' is outside 0...1 or 0%...100%")
        #expect(message("oklch(0.5 0.9 0)") == "'oklch(0.5 0.9 0)' is not a color: chroma '0.9' is outside 0...0.5 or 0%...125%")
        #expect(message("#112233+F") == "'#112233+F' is not a color: "
            + "a hex color has exactly 6 or 8 hex digits (RRGGBB or RRGGBBAA), with an optional '#'")
        #expect(message("oklch(nan 0 0)") == "'oklch(nan 0 0)' is not a color: lightness 'nan' is not a number")
    }

    /// The extremes of every accepted range, in every space: the converted color is finite, so no
    /// later conversion or format can trap on it.
    @Test(arguments: ColorSpace.allCases)
    func everyAcceptedInputConvertsToAFiniteColor(_ space: ColorSpace) throws {
        for lightness in ["0", "0.5", "1"] {
            for chroma in ["0", "0.25", "0.5"] {
                for hue in ["0", "90", "180", "270", "-1e300", "1e300"] {
                    let input = try ColorInput(parsing: "oklch(\(lightness) \(chroma) \(hue) / 1)")
                    let color = input.spaceColor(in: space, defaultAlpha: 1)
                    #expect(color.channels.allSatisfy { $0.isFinite }, "\(input) in \(space)")
                }
            }
        }
    }
}
