import Testing
@testable import AssetCatalog

@Suite struct ComponentNotationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var notation: ComponentNotation
        var value: Double
        var testDescription: String { "\"\(text)\"" }
    }

    @Test(arguments: [
        Case(text: "0xFF", notation: .hex, value: 1),
        Case(text: "0x80", notation: .hex, value: 128.0 / 255),
        Case(text: "255", notation: .integer, value: 1),
        Case(text: "1", notation: .integer, value: 1.0 / 255),
        Case(text: "0", notation: .integer, value: 0),
        Case(text: "0.500", notation: .float(decimals: 3), value: 0.5),
        Case(text: "1.0", notation: .float(decimals: 1), value: 1),
        Case(text: "-0.250", notation: .float(decimals: 3), value: -0.25),
        Case(text: "1.200", notation: .float(decimals: 3), value: 1.2),
    ])
    func readsEveryNotation(_ example: Case) throws {
        let parsed = try #require(ComponentNotation.parse(string: example.text))
        #expect(parsed.notation == example.notation)
        #expect(abs(parsed.value - example.value) < 1e-12)
    }

    @Test(arguments: ["", "0x", "0xGG", "abc", "1.2.3", ".", "1e3", "0x1FF1FFFFFFFFFFFFFFFFF"])
    func rejectsTextThatIsNoNumber(_ text: String) {
        #expect(ComponentNotation.parse(string: text) == nil)
    }

    @Test func everyHexByteRoundTrips() throws {
        for byte in 0...255 {
            let digits = String(byte, radix: 16, uppercase: true)
            let text = "0x" + (digits.count == 1 ? "0" : "") + digits
            let parsed = try #require(ComponentNotation.parse(string: text))
            #expect(parsed.notation.token(for: parsed.value) == "\"\(text)\"")
        }
    }

    @Test func everyIntegerByteRoundTrips() throws {
        for byte in 0...255 {
            let parsed = try #require(ComponentNotation.parse(string: String(byte)))
            #expect(parsed.notation.token(for: parsed.value) == "\"\(byte)\"")
        }
    }

    @Test func everyThreeDecimalFloatRoundTrips() throws {
        for thousandths in 0...1000 {
            let text = String(format3: thousandths)
            let parsed = try #require(ComponentNotation.parse(string: text))
            #expect(parsed.notation.token(for: parsed.value) == "\"\(text)\"")
        }
    }

    @Test func rawNumbersStayNumbers() {
        #expect(ComponentNotation.number.token(for: 1) == "1")
        #expect(ComponentNotation.number.token(for: 0.5) == "0.5")
        #expect(ComponentNotation.number.token(for: 0.3862639343326787) == "0.3862639343326787")
    }

    @Test func hexAndIntegerClampToOneByte() {
        #expect(ComponentNotation.hex.token(for: 1.5) == "\"0xFF\"")
        #expect(ComponentNotation.integer.token(for: -0.2) == "\"0\"")
    }
}

extension String {
    /// `0.000` ... `1.000` from thousandths.
    init(format3 thousandths: Int) {
        let fraction = thousandths % 1000
        let padded = String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0) + String(fraction)
        self = "\(thousandths / 1000).\(padded)"
    }
}
