import ColorScience
import LosslessJSON
import Testing
import TestSupport
@testable import AssetCatalog

/// Edits never write a number that is not finite, and they repair a component the file has but
/// cannot read (`"nan"`, `"reddish"`) instead of failing with "key already exists".
@Suite struct NumberEditingTests {
    static func colorSet(red: String = "0.100", alpha: String = "1.000") throws -> ColorSet {
        try EditingTests.colorSet(XcodeJSON.colorSet([XcodeJSON.entry(red: red, green: "0.200", blue: "0.300", alpha: alpha)]))
    }

    @Test(arguments: ["nan", "5.000", "1e400", String(repeating: "9", count: 100)])
    func settingAlphaReplacesAnAlphaThatIsBrokenOrOutOfRange(_ alpha: String) throws {
        var colorSet = try Self.colorSet(alpha: alpha)
        #expect(!colorSet.diagnostics.isEmpty)
        try colorSet.set(try ColorInput(parsing: "oklch(0.5 0.1 10 / 0.5)"), appearance: .light)
        let text = try #require(colorSet.document?.text)
        #expect(text.components(separatedBy: "\"alpha\"").count == 2, "one alpha key: \(text)")
        #expect(text.contains("\"alpha\" : \"0.500\""))
        #expect(colorSet.diagnostics.isEmpty, "\(colorSet.diagnostics.map(\.formatted))")
    }

    /// Found by palette-fuzz: `set` wrote `"-0.492"` into an sRGB slot, which `check` then reported.
    @Test func anOKLCHColorOutsideASpaceIsClippedUnlessTheSpaceIsExtended() throws {
        let outside = try ColorInput(parsing: "oklch(0.7 0.2 200)")
        var colorSet = try Self.colorSet()
        try colorSet.set(outside, appearance: .light)
        try colorSet.set(outside, appearance: .dark)
        #expect(colorSet.diagnostics.isEmpty, "\(colorSet.diagnostics.map(\.formatted))")
        let text = try #require(colorSet.document?.text)
        #expect(text.contains("\"red\" : \"0.000\"") && !text.contains("\"-"))
        let extended = outside.spaceColor(in: .extendedSRGB, defaultAlpha: 1)
        #expect(extended.channels[0] < -0.4, "an extended space keeps the color as it is")
    }

    @Test func settingAChannelReplacesOneThatIsNotANumber() throws {
        var colorSet = try Self.colorSet(red: "reddish")
        try colorSet.set(try ColorInput(parsing: "#FF0000"), appearance: .light)
        let text = try #require(colorSet.document?.text)
        #expect(text.contains("\"red\" : \"1.000\"") && !text.contains("reddish"))
        #expect(colorSet.diagnostics.isEmpty)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aValueThatIsNotFiniteIsRefusedAndNothingChanges(_ value: Double) throws {
        var colorSet = try Self.colorSet()
        let before = colorSet.document
        #expect(throws: ColorEditError.nonFiniteComponent("green")) {
            try colorSet.setComponents(ofVariant: 0, channels: [0.5, value, 0.5])
        }
        #expect(throws: ColorEditError.nonFiniteComponent("alpha")) {
            try colorSet.setComponents(ofVariant: 0, channels: [0.5, 0.5, 0.5], alpha: value)
        }
        let color = SpaceColor(space: .srgb, channels: [0.5, value, 0.5], alpha: 1)
        #expect(throws: ColorEditError.nonFiniteComponent("green")) {
            try colorSet.addVariant(traits: SlotTraits(luminosity: .dark), color: color, template: nil)
        }
        #expect(throws: ColorEditError.nonFiniteComponent("green")) {
            try colorSet.setColor(ofVariant: 0, to: color, template: nil)
        }
        #expect(colorSet.document == before)
    }

    /// Formatting is total: whatever reaches it, the token is a JSON number or string of one.
    @Test(arguments: [ComponentNotation.hex, .integer, .float(decimals: 3), .float(decimals: 10_000), .number])
    func everyNotationFormatsEveryDoubleAsANumber(_ notation: ComponentNotation) throws {
        for value in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300, 0.5] {
            let token = notation.token(for: value)
            #expect(!token.lowercased().contains("nan") && !token.lowercased().contains("inf"), "\(token)")
            let element = try #require(try JSONDocument(text: "[\(token)]").root.elements.first)
            #expect(element.kind == (notation == .number ? .number : .string), "\(token)")
        }
    }
}
