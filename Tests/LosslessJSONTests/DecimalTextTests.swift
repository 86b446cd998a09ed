import Foundation
import Testing
import TestSupport
@testable import LosslessJSON

/// The byte-level decimal reader (JSON numbers, colorset components) must give exactly what
/// `Double(String)` (correctly rounded `strtod`) gives, or decline and leave the text to it.
@Suite struct DecimalTextTests {
    private func exact(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { DecimalText.exactValue($0) }
    }

    @Test(arguments: ["0", "-0", "-0.0", "0.000", "1", "1.0", "0.5", "-0.25", ".5", "0.1", "0.3", "0.7",
                      "0.9999999999999", "123456789012345", "1234567890123456", "9007199254740992", "0.123456789012345",
                      "0.0000000000000000000001", "0.003921568627451", "0.7176470588235294", "1e3", "1e22", "2.5E+2",
                      "1E-0", "-1.5e-7", "0.1e-21"])
    func matchesStrtod(_ text: String) throws {
        let fast = try #require(exact(text), "\(text) is read exactly")
        let reference = try #require(Double(text))
        #expect(fast.bitPattern == reference.bitPattern, "\(text)")
    }

    /// Shortest round-trip printing writes most fractions in 0...1 with 16 or 17 digits, many of
    /// them above 2^53 as an integer: those too are read here, not by `strtod`.
    @Test(arguments: ["0.28627450980392155", "0.9921568627450981", "0.06666666666666667", "0.7843137254901961",
                      "0.1234567890123456789", "-0.99999999999999999", "0.0009765625000000001",
                      // Just below a power of two (1.0.nextDown, 0.125.nextDown): once read as the power.
                      "0.9999999999999999", "0.12499999999999999", "0.49999999999999997"])
    func readsLongFractionsExactly(_ text: String) throws {
        let fast = try #require(exact(text), "\(text) is read exactly")
        #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)")
    }

    @Test(arguments: ["", "-", ".", "5.", "1.2.3", "0x10", "abc", " 1", "1 ", "+1", "1e", "1e+", "1ex", "1e99999",
                      "9007199254740993", "12345678901234567890", "0.00000000000000000000001", "1.0000000000000000000000",
                      "1e23", "0.1e-22", "0.00012345678901234567", "12345678901234567.8", "999999999999999999.9"])
    func declinesWhatItCannotReadExactly(_ text: String) {
        #expect(exact(text) == nil, "\(text)")
    }

    /// Declined or not, `value` is `Double(String)`'s value.
    @Test(arguments: ["5.", "1e23", "9007199254740993", "1e400", "-1e400", "4.9e-324", "17976931348623157e292", "abc", "0.5"])
    func valueIsTheStandardLibrarys(_ text: String) {
        var bytes = text
        #expect(bytes.withUTF8 { DecimalText.value($0) }?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }

    @Test func readsEveryShortestPrintedFractionAsStrtodDoes() {
        var generator = SeededGenerator(seed: 11)
        var read = 0
        let count = 20_000
        for _ in 0..<count {
            let value = Double.random(in: 0.001..<1, using: &generator)
            let text = "\(value)"
            guard let fast = exact(text) else { continue }
            read += 1
            #expect(fast.bitPattern == value.bitPattern, "\(text)")
        }
        #expect(read == count, "every one is read without strtod")
        // And seeded 17- to 19-digit decimals over powers of ten up to 10^22, whatever they round to.
        for _ in 0..<count {
            let digits = UInt64.random(in: 10_000_000_000_000_000...9_999_999_999_999_999_999, using: &generator)
            let text = "\(digits)e-\(Int.random(in: 1...22, using: &generator))"
            if let fast = exact(text) { #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)") }
        }
    }

    /// Around every power of two in 2^-10...2^0, where the spacing of doubles halves: the
    /// neighbors' shortest texts and 17- to 19-digit decimals next to them read as `strtod` reads them.
    @Test func agreesWithStrtodAroundPowersOfTwo() {
        for power in (0...10).map({ 1.0 / Double(1 << $0) }) {
            for value in [power.nextDown.nextDown, power.nextDown, power, power.nextUp] {
                for text in ["\(value)", String(format: "%.17f", value), String(format: "%.19f", value)] {
                    if let fast = exact(text) { #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)") }
                }
            }
        }
    }

    @Test func agreesWithStrtodOnEveryXcodeStyleFloatAndSeededOthers() {
        // Every 3-decimal component Xcode writes, and seeded longer ones, some with exponents.
        for thousandths in 0...1000 {
            let text = thousandths == 1000 ? "1.000" : "0." + String(repeating: "0", count: 3 - String(thousandths).count) + String(thousandths)
            #expect(exact(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            let digits = (0..<Int.random(in: 1...16, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            let split = Int.random(in: 0..<digits.count, using: &generator)
            var text = (Bool.random(using: &generator) ? "-" : "") + (split == 0 ? "0" : String(digits.prefix(split)))
                + "." + String(digits.dropFirst(split))
            if Bool.random(using: &generator) { text += "e" + String(Int.random(in: -30...30, using: &generator)) }
            let fast = exact(text)
            if let fast { #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)") }
        }
    }
}
