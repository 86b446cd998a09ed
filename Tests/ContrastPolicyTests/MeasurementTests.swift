import AssetCatalog
import Foundation
import TestSupport
import ColorScience
import PaletteConfig
import Testing
@testable import ContrastPolicy

/// Pairs measured in every appearance agree with published reference values and with an
/// independent implementation of the formulas (alpha compositing included).
@Suite struct MeasurementTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        var text: String
        var background: String
        var ratio: Double?
        var lc: Double?
        var testDescription: String { "\(text) on \(background)" }
    }

    /// APCA: Myndex/SAPC-APCA documentation/README.md, "Testing your implementation" (APCA W3 0.1.9,
    /// G constants). WCAG: ratios WebAIM's checker and the WCAG 2 techniques quote (#767676 is the
    /// lightest gray with 4.5:1 on white, #595959 with 7:1).
    @Test(arguments: [
        Reference(text: "#888888", background: "#FFFFFF", lc: 63.056469930209424),
        Reference(text: "#FFFFFF", background: "#888888", lc: -68.54146436644962),
        Reference(text: "#000000", background: "#AAAAAA", lc: 58.146262578561334),
        Reference(text: "#AAAAAA", background: "#000000", lc: -56.24113336839742),
        Reference(text: "#112233", background: "#DDEEFF", lc: 91.66830811481631),
        Reference(text: "#DDEEFF", background: "#112233", lc: -93.06770049484275),
        Reference(text: "#112233", background: "#444444", lc: 8.32326136957393),
        Reference(text: "#444444", background: "#112233", lc: -7.526878460278154),
        Reference(text: "#000000", background: "#FFFFFF", ratio: 21),
        Reference(text: "#767676", background: "#FFFFFF", ratio: 4.54),
        Reference(text: "#777777", background: "#FFFFFF", ratio: 4.48),
        Reference(text: "#595959", background: "#FFFFFF", ratio: 7.00),
    ])
    func aPairMeasuresAsPublished(_ reference: Reference) throws {
        let catalog = try TestCatalog(["Text/text": ["any": reference.text], "Background/background": ["any": reference.background]])
        let pair = ContrastPair(foreground: catalog.location("Text/text"), background: catalog.location("Background/background"))
        let measured = ContrastEvaluator(workspace: catalog.workspace).measure(pair, appearance: .light)
        if let ratio = reference.ratio { #expect(abs(try #require(measured.ratio) - ratio) < 0.005) }
        if let lc = reference.lc { #expect(abs(try #require(measured.lc) - lc) < 0.005) }
    }

    /// Seeded colors, half of them translucent, in every appearance, against the independent formulas.
    @Test func everyAppearanceAgreesWithTheIndependentFormulas() throws {
        let seed = SeededGenerator.replaySeed ?? UInt64.random(in: 1...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        func hex(translucent: Bool) -> String {
            var text = "#" + (0..<3).map { _ in String(format: "%02X", Int.random(in: 0...255, using: &generator)) }.joined()
            if translucent { text += String(format: "%02X", Int.random(in: 20...250, using: &generator)) }
            return text
        }
        var colors: [String: [String: String]] = [:]
        for index in 0..<12 {
            let slots = ["any", "dark", "hc", "hcdark"].map { ($0, hex(translucent: Bool.random(using: &generator))) }
            colors[(index < 6 ? "Text/text" : "Background/background") + "\(index)"] = Dictionary(uniqueKeysWithValues: slots)
        }
        let catalog = try TestCatalog(colors)
        let canvas = ContrastSection.Canvas(light: RGB8(packed: 0xFAF9F6), dark: RGB8(packed: 0x101014))
        let pairs = (0..<6).flatMap { text in
            (6..<12).map { ContrastPair(foreground: catalog.location("Text/text\(text)"), background: catalog.location("Background/background\($0)")) }
        }
        let measurements = ContrastEvaluator(workspace: catalog.workspace, canvas: canvas).measure(pairs)
        #expect(measurements.count == pairs.count * 4)
        let slotKey: [Appearance: String] = [.light: "any", .dark: "dark", .highContrastLight: "hc", .highContrastDark: "hcdark"]
        for measurement in measurements {
            let (text, textAlpha) = IndependentContrast.rgb(hex: colors[catalog.name(measurement.pair.foreground)]![slotKey[measurement.appearance]!]!)
            let (page, pageAlpha) = IndependentContrast.rgb(hex: colors[catalog.name(measurement.pair.background)]![slotKey[measurement.appearance]!]!)
            let under: IndependentContrast.RGB = measurement.appearance.luminosity == .dark ? (0x10, 0x10, 0x14) : (0xFA, 0xF9, 0xF6)
            let background = pageAlpha < 1 ? IndependentContrast.over(page, alpha: pageAlpha, under) : page
            let foreground = textAlpha < 1 ? IndependentContrast.over(text, alpha: textAlpha, background) : text
            let ratio = try #require(measurement.ratio), lc = try #require(measurement.lc)
            #expect(abs(ratio - IndependentContrast.ratio(foreground, background)) <= 0.01, "seed \(seed): \(measurement)")
            #expect(abs(lc - IndependentContrast.lc(text: foreground, background: background)) <= 0.5, "seed \(seed): \(measurement)")
            // The colors shown for the pair are the composite rounded to 8 bits, opaque pairs too
            // (which skip the arithmetic).
            let shown = ContrastEvaluator.seen(foreground: try #require(measurement.foreground.color),
                                               background: try #require(measurement.background.color),
                                               canvas: DisplayColor(rgb: RGB8(packed: measurement.appearance.luminosity == .dark ? 0x101014 : 0xFAF9F6)))
            #expect(measurement.foreground.seen == shown.foreground && measurement.background.seen == shown.background,
                    "seed \(seed): \(measurement)")
        }
    }

    /// #E1443F at alpha 0.22 over #FAF9F6 lands on half an 8-bit step in red (244.5): compositing
    /// rounded to 8 bits would tip the ratio by 0.012 one way or the other (found by the seeded test).
    @Test func aCompositeHalfwayBetweenTwoStepsCannotTipTheRatio() throws {
        let catalog = try TestCatalog(["Text/text": ["any": "#4A6230"], "Background/tint": ["any": "#E1443F38"]])
        let pair = ContrastPair(foreground: catalog.location("Text/text"), background: catalog.location("Background/tint"))
        let canvas = ContrastSection.Canvas(light: RGB8(packed: 0xFAF9F6), dark: RGB8(packed: 0))
        let measured = ContrastEvaluator(workspace: catalog.workspace, canvas: canvas).measure(pair, appearance: .light)
        let page = IndependentContrast.over((0xE1, 0x44, 0x3F), alpha: 0.22, (0xFA, 0xF9, 0xF6))
        #expect(page.0 == 244.5)
        let ratio = try #require(measured.ratio), lc = try #require(measured.lc)
        #expect(abs(ratio - IndependentContrast.ratio((0x4A, 0x62, 0x30), page)) < 1e-9)
        #expect(abs(lc - IndependentContrast.lc(text: (0x4A, 0x62, 0x30), background: page)) < 1e-9)
    }

    @Test func aTranslucentBackgroundSitsOnTheCanvasOfItsAppearance() throws {
        // Black at alpha 0.502 (written for 0x80): #7F7F7F over white in Light, black over black in Dark.
        let catalog = try TestCatalog(["Text/text": ["any": "#FFFFFF"], "Background/scrim": ["any": "#00000080"]])
        let pair = ContrastPair(foreground: catalog.location("Text/text"), background: catalog.location("Background/scrim"))
        let evaluator = ContrastEvaluator(workspace: catalog.workspace)
        let light = evaluator.measure(pair, appearance: .light), dark = evaluator.measure(pair, appearance: .dark)
        #expect(light.background.seen?.rgb == RGB8(packed: 0x7F7F7F))
        #expect(dark.background.seen?.rgb == RGB8(packed: 0x000000))
        #expect(abs(try #require(dark.ratio) - 21) < 1e-9)
        let tinted = ContrastEvaluator(workspace: catalog.workspace, canvas: .init(light: RGB8(packed: 0xFFFFFF), dark: RGB8(packed: 0x202020)))
        #expect(tinted.measure(pair, appearance: .highContrastDark).background.seen?.rgb == RGB8(packed: 0x101010))
    }

    @Test func verdictsFollowTheTargetOfEachAppearance() throws {
        let catalog = try TestCatalog(["Text/text": ["any": "#767676"], "Background/page": ["any": "#FFFFFF"]])
        let text = catalog.location("Text/text"), page = catalog.location("Background/page")
        let evaluator = ContrastEvaluator(workspace: catalog.workspace)
        let pair = ContrastPair(foreground: text, background: page, minimum: .level(.aa), increased: .level(.aaa))
        #expect(evaluator.measure(pair, appearance: .light).verdict == .pass)
        #expect(evaluator.measure(pair, appearance: .highContrastLight).verdict == .fail)
        let apca = ContrastPair(foreground: text, background: page, minimum: .lc(75))
        #expect(evaluator.measure(apca, appearance: .dark).verdict == .fail)
        let exempt = ContrastPair(foreground: text, background: page, state: .disabled, isExempt: true)
        #expect(evaluator.measure(exempt, appearance: .light).verdict == .exempt)
    }

    @Test func aSystemColorPaletteDoesNotKnowIsUnmeasured() throws {
        let catalog = try TestCatalog(["Background/page": ["any": "#FFFFFF"]])
        try catalog.folder.write(XcodeJSON.colorSet([
            "    { \"color\" : { \"platform\" : \"ios\", \"reference\" : \"noSuchSystemColor\" }, \"idiom\" : \"universal\" }",
        ]), to: "Test.xcassets/Text/mystery.colorset/Contents.json")
        let workspace = CatalogLoader.load(paths: [catalog.folder.path])
        guard case .success(let text) = workspace.locate("mystery"), case .success(let page) = workspace.locate("page") else {
            Issue.record("the colors are not found")
            return
        }
        let measured = ContrastEvaluator(workspace: workspace).measure(ContrastPair(foreground: text, background: page), appearance: .light)
        #expect(measured.verdict == .unmeasured && measured.ratio == nil)
    }

    @Test func slotsThatDifferByIdiomAreMeasuredPerIdiom() throws {
        let catalog = try TestCatalog(["Text/text": ["any": "#777777"], "Background/page": ["any": "#FFFFFF"]])
        try catalog.folder.write(XcodeJSON.colorSet([
            TestCatalog.entry(hex: "#777777", luminosity: nil, highContrast: false),
            XcodeJSON.entry(red: "0x33", green: "0x33", blue: "0x33", idiom: "mac"),
        ]), to: "Test.xcassets/Text/text.colorset/Contents.json")
        let workspace = CatalogLoader.load(paths: [catalog.folder.path])
        guard case .success(let text) = workspace.locate("Text/text"), case .success(let page) = workspace.locate("page") else {
            Issue.record("the colors are not found")
            return
        }
        let measurements = ContrastEvaluator(workspace: workspace).measure([ContrastPair(foreground: text, background: page)],
                                                                           appearances: [.light])
        #expect(measurements.map(\.idiom) == ["universal", "mac"])
        #expect(measurements.map(\.verdict) == [.fail, .pass])
        let single = ContrastEvaluator(workspace: catalog.workspace)
            .measure([ContrastPair(foreground: catalog.location("Text/text"), background: catalog.location("page"))], appearances: [.light])
        #expect(single.map(\.idiom) == [nil])
    }

    @Test func aDisplayP3SlotIsMeasuredBesideTheSRGBOneAndNamed() throws {
        // The Display P3 slot is darker: it passes where the sRGB slot fails.
        let catalog = try TestCatalog(["Text/text": ["any": "#777777"], "Background/page": ["any": "#FFFFFF"]])
        try catalog.folder.write(XcodeJSON.colorSet([
            TestCatalog.entry(hex: "#777777", luminosity: nil, highContrast: false),
            XcodeJSON.entry(red: "0x33", green: "0x33", blue: "0x33", extra: "\"display-gamut\" : \"display-P3\", "),
            XcodeJSON.entry(red: "0x22", green: "0x22", blue: "0x22", idiom: "mac"),
        ]), to: "Test.xcassets/Text/text.colorset/Contents.json")
        let workspace = CatalogLoader.load(paths: [catalog.folder.path])
        guard case .success(let text) = workspace.locate("Text/text"), case .success(let page) = workspace.locate("page") else {
            Issue.record("the colors are not found")
            return
        }
        let pair = ContrastPair(foreground: text, background: page)
        let measurements = ContrastEvaluator(workspace: workspace).measure([pair], appearances: [.light])
        // universal sRGB, universal P3, mac (its sRGB and P3 requests resolve to the one mac slot).
        #expect(measurements.map(\.deviceLabel) == ["universal sRGB", "universal Display P3", "mac sRGB"])
        #expect(measurements.map(\.verdict) == [.fail, .pass, .pass])
        // check names the worst: the sRGB slot in Light.
        let found = ContrastChecks.diagnostics(pairs: PairList(pairs: [pair]), measurements: measurements, workspace: workspace,
                                               configFile: nil)
        #expect(found.map(\.message).contains { $0.hasPrefix("contrast of 'Text/text' on 'Background/page' in Light (universal sRGB) is 4.48:1") },
                "\(found.map(\.message))")
        // Without the mac slot the idiom is shared, so only the gamut is named.
        try catalog.folder.write(XcodeJSON.colorSet([
            TestCatalog.entry(hex: "#777777", luminosity: nil, highContrast: false),
            XcodeJSON.entry(red: "0x33", green: "0x33", blue: "0x33", extra: "\"display-gamut\" : \"display-P3\", "),
        ]), to: "Test.xcassets/Text/text.colorset/Contents.json")
        let reloaded = CatalogLoader.load(paths: [catalog.folder.path])
        let gamutOnly = ContrastEvaluator(workspace: reloaded).measure([pair], appearances: [.light])
        #expect(gamutOnly.map(\.deviceLabel) == ["sRGB", "Display P3"])
        #expect(gamutOnly.map(\.idiom) == [nil, nil] && gamutOnly.map(\.gamut) == [.sRGB, .displayP3])
    }
}


/// `ContrastFormat.fixed` writes what the straightforward formatting wrote, digit for digit.
struct ContrastFormatTests {
    /// The formatting `fixed` had before it wrote into a buffer.
    static func reference(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    @Test func agreesWithTheReferenceFormatting() {
        var generator = SeededGenerator(seed: 0x5EED)
        let fixedValues: [Double] = [0, -0.0, 0.0004, -0.0004, 0.005, -0.005, 1, 4.5, 4.499, -68.54, 21, 999.9996, .nan, .infinity]
        let values = fixedValues + (0..<2_000).map { _ in Double.random(in: -200...200, using: &generator) }
        for value in values {
            for decimals in 0...4 {
                #expect(ContrastFormat.fixed(value, decimals: decimals) == Self.reference(value, decimals: decimals),
                        "\(value) with \(decimals) decimals")
            }
        }
        #expect(ContrastFormat.ratio(4.5) == "4.50:1" && ContrastFormat.lc(-68.54) == "-68.5")
    }

    /// A number too large for an `Int` with its decimals is written as Swift writes it, not trapped on.
    @Test func hugeNumbersAreWrittenNotTrappedOn() {
        #expect(ContrastFormat.fixed(1e20, decimals: 2) == "1e+20")
        #expect(ContrastFormat.fixed(-1e300, decimals: 1) == "-1e+300")
        #expect(ContrastFormat.fixed(4.5, decimals: 40) == "4.5")
    }

    /// The measured text of a finding, written in one buffer, as it was joined from its parts.
    @Test func ratioAndLcAgreeWithTheJoinedParts() {
        var generator = SeededGenerator(seed: 0xC0DE)
        let fixedValues: [(Double, Double)] = [(1, 0), (4.5, -68.54), (21, 106.04), (4.499, 0.05), (.nan, .infinity), (-0.001, -0.04)]
        let pairs = fixedValues + (0..<1_000).map { _ in
            (Double.random(in: 1...21, using: &generator), Double.random(in: -110...110, using: &generator))
        }
        for (ratio, lc) in pairs {
            let ratioText = Self.reference(ratio, decimals: 2) + ":1", lcText = "Lc " + Self.reference(lc, decimals: 1)
            #expect(ContrastFormat.ratioAndLc(ratio: ratio, lc: lc, lcFirst: false) == "\(ratioText) (\(lcText))")
            #expect(ContrastFormat.ratioAndLc(ratio: ratio, lc: lc, lcFirst: true) == "\(lcText) (\(ratioText))")
        }
    }
}
